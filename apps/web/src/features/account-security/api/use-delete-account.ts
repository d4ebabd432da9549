import { useMutation } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";

/**
 * DELETE /v1/user/delete: the account, its workspace, history and API keys. A sensitive action:
 * the first try answers 403 (see `sensitiveActionMessage`) and mails a proof link.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => apiJson<unknown>("/v1/user/delete", { method: "DELETE" }),
  });
}
