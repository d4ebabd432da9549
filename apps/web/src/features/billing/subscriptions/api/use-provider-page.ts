import { useMutation } from "@tanstack/react-query";
import { handleError } from "#lib/handle-error";
import { openProviderPage, type ProviderPage } from "./billing-calls";
import { useOpenBillingUrl } from "./use-open-billing-url";

/**
 * POST /v1/billing/create-portal-session or /create-update-payment-methods-session, then to the
 * page it answers. A refusal (the local provider's payment_provider_error) shows its message.
 */
export function useProviderPage() {
  const open = useOpenBillingUrl();
  return useMutation({
    mutationFn: (page: ProviderPage) => openProviderPage(page),
    onSuccess: ({ url }) => open(url),
    onError: handleError,
  });
}
