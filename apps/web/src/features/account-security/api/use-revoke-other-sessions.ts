import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";

/** POST /v1/user/sessions/revoke-others: every session but this one is signed out. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<unknown>("/v1/user/sessions/revoke-others", { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
    onError: handleError,
  });
}
