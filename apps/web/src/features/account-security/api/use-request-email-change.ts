import { useMutation } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";

/**
 * POST /v1/user/send-email-change-verification: mails a confirmation link to the new address.
 * A sensitive action: the first try answers 403 (see `sensitiveActionMessage`) and mails a proof link.
 */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (newEmail: string) =>
      apiJson<unknown>("/v1/user/send-email-change-verification", { method: "POST", json: { new_email: newEmail } }),
  });
}
