import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { HistoryFilters } from "../history-filters";
import { historyListQueryOptions } from "./history-list-query";

/** The filtered history list, page by page; the previous filter's items stay while a new one loads. */
export function useHistoryList(filters: HistoryFilters, pageSize: number) {
  return useInfiniteQuery({ ...historyListQueryOptions(filters, pageSize), placeholderData: keepPreviousData });
}
