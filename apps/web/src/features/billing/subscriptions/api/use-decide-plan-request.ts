import { useMutation, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "./billing-keys";
import { decidePlanRequest } from "./billing-calls";
import { invalidateBilling } from "./invalidate-billing";

/** An operator approves or denies a plan request; the queue is read again (and the operator's own plan, in case it was theirs). */
export function useDecidePlanRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string } & ({ action: "approve" } | { action: "deny"; reason: string | null })) => {
      const { id, ...decision } = input;
      return decidePlanRequest(id, decision);
    },
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: billingKeys.adminPlanRequests }), invalidateBilling(queryClient)]);
    },
  });
}
