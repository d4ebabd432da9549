import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/**
 * POST /v1/user/backup-code/{code}/remove-mfa: spends the code, turns two-factor off and, during a
 * sign-in, completes it (the server sets the session cookie).
 */
export function useRemoveMfaWithBackupCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (normalizedCode: string) =>
      data(api.POST("/v1/user/backup-code/{code}/remove-mfa", { params: { path: { code: normalizedCode } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  });
}
