import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** DELETE /v1/workspace/invites: the link stops working and the seat is free. */
export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => data(api.DELETE("/v1/workspace/invites", { body: { email } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workspace }),
    onError: handleError,
  });
}
