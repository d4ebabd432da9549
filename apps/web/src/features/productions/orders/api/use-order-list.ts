import { useInfiniteQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { orderKeys } from "./order-keys";

/** Orders per page of the list. */
export const ORDER_PAGE_SIZE = 20;

/**
 * GET /v1/productions/orders, newest first, page after page ("Load more"): the API pages by offset
 * (as the SDK sends it) with has_more, so the next page starts after the orders loaded so far.
 */
export function useOrderList() {
  return useInfiniteQuery({
    queryKey: orderKeys.list,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => data(api.GET("/v1/productions/orders", { params: { query: { page_size: ORDER_PAGE_SIZE, offset: pageParam } }, signal })),
    getNextPageParam: (last, pages) => (last.has_more ? pages.reduce((n, page) => n + page.orders.length, 0) : null),
  });
}
