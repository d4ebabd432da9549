import { useInfiniteQuery } from "@tanstack/react-query";
import { soundHistoryQueryOptions } from "./sound-history-query";

/** The user's sound effects, page by page ("Load more"). */
export function useSoundHistory() {
  return useInfiniteQuery(soundHistoryQueryOptions);
}
