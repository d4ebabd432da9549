import { useQuery } from "@tanstack/react-query";
import { billingKeys } from "./billing-keys";
import { fetchPlanRequest } from "./billing-calls";

/** GET /v1/billing/plan-request: the workspace's open plan request or its last outcome (only asked under operator approval). */
export function usePlanRequest(enabled: boolean) {
  return useQuery({ queryKey: billingKeys.planRequest, queryFn: ({ signal }) => fetchPlanRequest(signal), enabled });
}
