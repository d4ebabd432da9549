import { useMutation, useQueryClient } from "@tanstack/react-query";
import { withdrawPlanRequest } from "./billing-calls";
import { invalidateBilling } from "./invalidate-billing";

/** POST /v1/billing/plan-requests/{id}/withdraw: a workspace admin takes back the open request. */
export function useWithdrawPlanRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: string) => withdrawPlanRequest(id), onSuccess: () => invalidateBilling(queryClient) });
}
