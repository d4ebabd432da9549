import type { TwoFactorFields } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/**
 * POST /v1/user/update-mfa-factors {totp_enabled: false}. Without a fresh e-mail proof the server
 * answers 403 sensitive_action_verification_required (and mails the link); the caller shows its message.
 */
export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<TwoFactorFields>("/v1/user/update-mfa-factors", { method: "POST", json: { totp_enabled: false } }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.session }), queryClient.invalidateQueries({ queryKey: queryKeys.user })]);
    },
  });
}
