import { useInfiniteQuery } from "@tanstack/react-query";
import { historyListQueryOptions } from "./history-list-query";

/** The history list for a search text, page by page. */
export function useHistoryList(search: string) {
  return useInfiniteQuery(historyListQueryOptions(search));
}
