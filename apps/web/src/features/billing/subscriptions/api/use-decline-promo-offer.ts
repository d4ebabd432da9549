import { useMutation, useQueryClient } from "@tanstack/react-query";
import { billingKeys } from "./billing-keys";
import { declinePromoOffer } from "./billing-calls";

/** POST /v1/billing/promo-offer/decline: "No thanks" clears the workspace's offer. */
export function useDeclinePromoOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declinePromoOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.promoOffer }),
  });
}
