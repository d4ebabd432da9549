import type { RemoveMfaResponse } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/**
 * POST /v1/user/backup-code/{code}/remove-mfa: spends the code, turns two-factor off and, during a
 * sign-in, completes it (the server sets the session cookie).
 */
export function useRemoveMfaWithBackupCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (normalizedCode: string) =>
      apiJson<RemoveMfaResponse>(`/v1/user/backup-code/${encodeURIComponent(normalizedCode)}/remove-mfa`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  });
}
