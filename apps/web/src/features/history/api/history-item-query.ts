import type { HistoryItem } from "@vocable/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /v1/history/{id}. */
export function fetchHistoryItem(id: string, signal?: AbortSignal): Promise<HistoryItem> {
  return apiJson<HistoryItem>(`/v1/history/${encodeURIComponent(id)}`, { signal });
}

/** One history item (feedback state, text, file-name parts). */
export function historyItemQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.historyItem(id),
    queryFn: ({ signal }) => fetchHistoryItem(id, signal),
  });
}
