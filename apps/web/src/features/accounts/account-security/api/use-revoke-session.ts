import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** DELETE /v1/user/sessions/{session_id}: signs that device out. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => data(api.DELETE("/v1/user/sessions/{session_id}", { params: { path: { session_id: sessionId } } })),
    // A 404 means it was signed out already: either way the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
    onError: handleError,
  });
}
