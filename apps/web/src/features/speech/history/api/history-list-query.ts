import type { HistoryListResponse } from "@vocable/contract";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { apiJson } from "#lib/api-client";
import { queryKeys } from "#lib/query-keys";

/** Items per page of the history list. */
export const HISTORY_PAGE_SIZE = 20;

/** GET /v1/history pages, newest first, continued with `start_after_history_item_id`. */
export function historyListQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.historyList(search),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      // Still on apiJson: the typed client's answer type (openapi-typescript-helpers' Readable) drops
      // the items' null-typed fields (dialogue, isbn_number), which the rows' HistoryItem has.
      apiJson<HistoryListResponse>("/v1/history", {
        signal,
        query: { page_size: HISTORY_PAGE_SIZE, start_after_history_item_id: pageParam, search: search.trim() },
      }),
    getNextPageParam: (last) => (last.has_more && last.last_history_item_id ? last.last_history_item_id : null),
  });
}
