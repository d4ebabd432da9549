import { useMutation } from "@tanstack/react-query";
import { api, data } from "#lib/api";

/**
 * POST /v1/user/send-email-change-verification: mails a confirmation link to the new address.
 * A sensitive action: the first try answers 403 (see `sensitiveActionMessage`) and mails a proof link.
 */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (newEmail: string) =>
      data(api.POST("/v1/user/send-email-change-verification", { body: { new_email: newEmail } })),
  });
}
