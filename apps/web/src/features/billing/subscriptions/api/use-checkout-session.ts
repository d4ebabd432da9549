import { useQuery } from "@tanstack/react-query";
import { billingKeys } from "./billing-keys";
import { fetchCheckoutSession } from "./billing-calls";

/** GET /v1/billing/checkout-sessions/{id}: the local checkout's order summary. */
export function useCheckoutSession(id: string) {
  return useQuery({ queryKey: billingKeys.checkoutSession(id), queryFn: ({ signal }) => fetchCheckoutSession(id, signal), enabled: id !== "" });
}
