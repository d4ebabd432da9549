import type { ChangeSubscriptionRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { changeSubscription } from "./billing-calls";
import { invalidateBilling } from "./invalidate-billing";

/** POST /v1/billing/change-subscription: an upgrade at once, a downgrade at the period end (idempotent by key). */
export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeSubscriptionRequest) => changeSubscription(input),
    onSettled: () => invalidateBilling(queryClient),
  });
}
