import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";

/** DELETE /v1/user/sessions/{session_id}: signs that device out. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => apiJson<unknown>(`/v1/user/sessions/${encodeURIComponent(sessionId)}`, { method: "DELETE" }),
    // A 404 means it was signed out already: either way the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
    onError: handleError,
  });
}
