import { useMutation } from "@tanstack/react-query";
import { api, data } from "#lib/api";

/**
 * DELETE /v1/user/delete: the account, its workspace, history and API keys. A sensitive action:
 * the first try answers 403 (see `sensitiveActionMessage`) and mails a proof link.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => data(api.DELETE("/v1/user/delete")),
  });
}
