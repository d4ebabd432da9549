import { useInfiniteQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { payoutKeys } from "./payout-keys";

export const PAYOUT_PAGE_SIZE = 20;

/** GET …/producers/{user_id}/earnings: each accepted task's earning, newest first, "Load more" pages. */
export function useEarnings(userId: string) {
  return useInfiniteQuery({
    queryKey: payoutKeys.earnings,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      data(api.GET("/v1/productions/producers/{user_id}/earnings", { params: { path: { user_id: userId }, query: { page_size: PAYOUT_PAGE_SIZE, page_token: pageParam ?? undefined } }, signal })),
    getNextPageParam: (last) => (last.has_more && last.next_page_token ? last.next_page_token : null),
  });
}

/** GET …/producers/{user_id}/payouts: the payouts, newest first, "Load more" pages. */
export function usePayouts(userId: string) {
  return useInfiniteQuery({
    queryKey: payoutKeys.payouts,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      data(api.GET("/v1/productions/producers/{user_id}/payouts", { params: { path: { user_id: userId }, query: { page_size: PAYOUT_PAGE_SIZE, page_token: pageParam ?? undefined } }, signal })),
    getNextPageParam: (last) => (last.has_more && last.next_page_token ? last.next_page_token : null),
  });
}
