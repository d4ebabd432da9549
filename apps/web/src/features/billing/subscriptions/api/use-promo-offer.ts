import { useQuery } from "@tanstack/react-query";
import { billingKeys } from "./billing-keys";
import { fetchPromoOffer } from "./billing-calls";

/** GET /v1/billing/promo-offer: the offer an operator made the workspace, or null. */
export function usePromoOffer(enabled: boolean) {
  return useQuery({ queryKey: billingKeys.promoOffer, enabled, queryFn: ({ signal }) => fetchPromoOffer(signal), staleTime: 5 * 60_000 });
}
