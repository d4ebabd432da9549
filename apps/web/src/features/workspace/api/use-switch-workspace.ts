import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";

/** POST /v1/user/workspaces/{id}/switch: every later request acts there, so every query is refreshed. */
export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workspaceId: string) => apiJson<unknown>(`/v1/user/workspaces/${encodeURIComponent(workspaceId)}/switch`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries(),
    onError: handleError,
  });
}
