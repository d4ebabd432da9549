import type { CreateCheckoutSessionRequest } from "@vocable/contract";
import { checkoutFailureOutcome, messageFromErrorBody, promoCodeRemoved } from "@vocable/domain";
import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { ApiError } from "#lib/api-client";
import { requestFailureOf } from "#lib/handle-error";
import { clearStoredPromo } from "../promo-code-store";
import { createCheckoutSession } from "./billing-calls";
import { useOpenBillingUrl } from "./use-open-billing-url";

/**
 * What a failed checkout shows (spec §8): coupon_expired shows the expiry text and clears the
 * stored code; another HTTP error "Failed to create checkout session"; no answer "Unexpected
 * error…". A code the server no longer takes (invalid_promocode) is cleared too (§5: a refused
 * code does not stay), with the removal toast.
 */
export function showCheckoutFailure(error: unknown): void {
  const failure = requestFailureOf(error);
  const outcome = checkoutFailureOutcome(failure);
  toast.error(outcome.message);
  const refusedCode = error instanceof ApiError && messageFromErrorBody(error.body, error.statusText).errorType === "invalid_promocode";
  if (outcome.clearCoupon) {
    clearStoredPromo();
  } else if (refusedCode) {
    const removed = clearStoredPromo();
    if (removed) toast(promoCodeRemoved(removed));
  }
}

/**
 * POST /v1/billing/create-checkout-session, then to the checkout page it answers (the local
 * provider's /app/checkout/{id}, or Stripe Checkout). Failures are toasted here.
 */
export function useStartCheckout() {
  const open = useOpenBillingUrl();
  return useMutation({
    mutationFn: (input: CreateCheckoutSessionRequest) => createCheckoutSession(input),
    onSuccess: ({ url }) => open(url),
    onError: showCheckoutFailure,
  });
}
