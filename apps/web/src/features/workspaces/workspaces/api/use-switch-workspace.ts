import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";

/** POST /v1/user/workspaces/{id}/switch: every later request acts there, so every query is refreshed. */
export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workspaceId: string) => data(api.POST("/v1/user/workspaces/{workspace_id}/switch", { params: { path: { workspace_id: workspaceId } } })),
    onSuccess: () => queryClient.invalidateQueries(),
    onError: handleError,
  });
}
