import { queryOptions } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** GET /v1/history/{id}. */
export function fetchHistoryItem(id: string, signal?: AbortSignal) {
  return data(api.GET("/v1/history/{history_item_id}", { params: { path: { history_item_id: id } }, signal }));
}

/** One history item (feedback state, text, file-name parts). */
export function historyItemQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.historyItem(id),
    queryFn: ({ signal }) => fetchHistoryItem(id, signal),
  });
}
