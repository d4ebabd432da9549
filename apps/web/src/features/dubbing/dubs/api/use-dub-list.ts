import { useInfiniteQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";
import { DUB_POLL_MS, anyDubUnfinished } from "../dub-status";

/** Dubs per page of the list. */
export const DUB_PAGE_SIZE = 20;

/**
 * GET /v1/dubbing, newest first, page after page ("Load more" with next_cursor). While a dub on
 * the loaded pages is unfinished the list is asked for again every 2 seconds, so its row shows
 * the progress; the polling stops once none is.
 */
export function useDubList() {
  return useInfiniteQuery({
    queryKey: queryKeys.dubList,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      data(
        api.GET("/v1/dubbing", {
          params: { query: { page_size: DUB_PAGE_SIZE, cursor: pageParam || undefined, order_by: "created_at", order_direction: "DESCENDING" } },
          signal,
        }),
      ),
    getNextPageParam: (last) => (last.has_more && last.next_cursor ? last.next_cursor : null),
    refetchInterval: (q) => (q.state.data?.pages.some((page) => anyDubUnfinished(page.dubs)) ? DUB_POLL_MS : false),
  });
}
