import type { HistoryListResponse } from "@vocable/contract";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { apiJson } from "#lib/api-client";
import { queryKeys } from "#lib/query-keys";
import { historyListParams, type HistoryFilters } from "../history-filters";

/** GET /v1/history pages of `pageSize` items, newest first, filtered, continued with `start_after_history_item_id`. */
export function historyListQueryOptions(filters: HistoryFilters, pageSize: number) {
  const params = historyListParams(filters);
  return infiniteQueryOptions({
    queryKey: queryKeys.historyList(params, pageSize),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      // Still on apiJson: the typed client's answer type (openapi-typescript-helpers' Readable) drops
      // the items' null-typed fields (dialogue, isbn_number), which the rows' HistoryItem has.
      apiJson<HistoryListResponse>("/v1/history", {
        signal,
        query: { ...params, page_size: pageSize, start_after_history_item_id: pageParam },
      }),
    getNextPageParam: (last) => (last.has_more && last.last_history_item_id ? last.last_history_item_id : null),
  });
}
