import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/**
 * Better Auth's /two-factor/verify-totp: while signed in it confirms set-up (two-factor turns on,
 * every other session ends); during a sign-in it completes it. Either way a new session cookie is set.
 */
export function useVerifyTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiJson<unknown>("/api/auth/two-factor/verify-totp", { method: "POST", json: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  });
}
