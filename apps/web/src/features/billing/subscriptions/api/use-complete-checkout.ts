import { useMutation, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "./billing-keys";
import { completeCheckoutSession } from "./billing-calls";
import { invalidateBilling } from "./invalidate-billing";

/** POST /v1/billing/checkout-sessions/{id}/complete: the plan starts at once (local provider). */
export function useCompleteCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeCheckoutSession(id),
    onSuccess: async (session) => {
      queryClient.setQueryData(billingKeys.checkoutSession(id), session);
      await invalidateBilling(queryClient);
    },
  });
}
