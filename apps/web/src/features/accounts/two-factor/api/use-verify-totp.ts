import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "#lib/api-client";
import { queryKeys } from "#lib/query-keys";

/**
 * Better Auth's /two-factor/verify-totp: while signed in it confirms set-up (two-factor turns on,
 * every other session ends); during a sign-in it completes it. Either way a new session cookie is set.
 * The user is refreshed too: its `totp_mfa_factor` lifts a workspace's two-factor requirement.
 */
export function useVerifyTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiJson<unknown>("/api/auth/two-factor/verify-totp", { method: "POST", json: { code } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.session }), queryClient.invalidateQueries({ queryKey: queryKeys.user })]),
  });
}
