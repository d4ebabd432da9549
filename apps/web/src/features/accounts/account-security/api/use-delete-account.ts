import { useMutation } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { setAccountLeaving } from "#features/accounts/sign-in/api/session-query";

/**
 * DELETE /v1/user/delete: the account, its workspace, history and API keys. A sensitive action:
 * the first try answers 403 (see `sensitiveActionMessage`) and mails a proof link.
 * `onDeleted` is the hook's own callback, so it runs even when the page that asked has been
 * unmounted meanwhile (the server ends the sessions before it answers).
 */
export function useDeleteAccount(onDeleted: () => Promise<void>) {
  return useMutation({
    mutationFn: () => data(api.DELETE("/v1/user/delete")),
    onMutate: () => setAccountLeaving(true),
    onError: () => setAccountLeaving(false),
    onSuccess: async () => {
      await onDeleted();
      setAccountLeaving(false);
    },
  });
}
