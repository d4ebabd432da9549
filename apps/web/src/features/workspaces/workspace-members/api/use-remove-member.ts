import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** POST /v1/workspace/members/remove: the member's access ends at once. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => data(api.POST("/v1/workspace/members/remove", { body: { email } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workspace }),
    onError: handleError,
  });
}
