import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** POST /v1/user/sessions/revoke-others: every session but this one is signed out. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => data(api.POST("/v1/user/sessions/revoke-others")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
    onError: handleError,
  });
}
