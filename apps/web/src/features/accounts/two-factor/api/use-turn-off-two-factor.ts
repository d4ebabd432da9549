import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/**
 * POST /v1/user/update-mfa-factors {totp_enabled: false}. Without a fresh e-mail proof the server
 * answers 403 sensitive_action_verification_required (and mails the link); the caller shows its message.
 */
export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => data(api.POST("/v1/user/update-mfa-factors", { body: { totp_enabled: false } })),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.session }), queryClient.invalidateQueries({ queryKey: queryKeys.user })]);
    },
  });
}
