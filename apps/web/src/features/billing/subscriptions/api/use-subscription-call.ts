import { useMutation, useQueryClient } from "@tanstack/react-query";
import { applyDiscount, cancelDowngrade, cancelSubscription, renewSubscription } from "./billing-calls";
import { invalidateBilling } from "./invalidate-billing";

/** The lifecycle calls without a body (spec §4 "Subscription lifecycle"), plus apply-discount. */
export type SubscriptionCall = { kind: "cancel" } | { kind: "renew" } | { kind: "cancelDowngrade" } | { kind: "applyDiscount"; code: string };

function run(call: SubscriptionCall): Promise<unknown> {
  switch (call.kind) {
    case "cancel":
      return cancelSubscription();
    case "renew":
      return renewSubscription();
    case "cancelDowngrade":
      return cancelDowngrade();
    case "applyDiscount":
      return applyDiscount(call.code);
  }
}

/**
 * POST /v1/billing/cancel-subscription, /renew-subscription, /cancel-downgrade or /apply-discount;
 * the subscription is fetched again whatever the answer. Callers toast their own texts.
 */
export function useSubscriptionCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => invalidateBilling(queryClient),
  });
}
