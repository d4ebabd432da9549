import { queryOptions, useQuery } from "@tanstack/react-query";
import { billingKeys } from "./billing-keys";
import { fetchBillingConfig } from "./billing-calls";

/** GET /v1/billing/config (public): the instance's payment provider; `none` hides plans. Fixed while the server runs. */
export const billingConfigQueryOptions = queryOptions({
  queryKey: billingKeys.config,
  queryFn: ({ signal }) => fetchBillingConfig(signal),
  staleTime: Infinity,
});

/** The instance's billing config (provider, isolated environment, currencies, whether payments are collected). */
export function useBillingConfig() {
  return useQuery(billingConfigQueryOptions);
}
