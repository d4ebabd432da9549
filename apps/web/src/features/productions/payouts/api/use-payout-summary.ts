import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { payoutKeys } from "./payout-keys";

/** GET …/producers/{user_id}/payouts/summary: the balance, the totals, how payouts are made and whether the agreement is accepted. */
export function usePayoutSummary(userId: string) {
  return useQuery({
    queryKey: payoutKeys.summary,
    queryFn: ({ signal }) => data(api.GET("/v1/productions/producers/{user_id}/payouts/summary", { params: { path: { user_id: userId } }, signal })),
  });
}
