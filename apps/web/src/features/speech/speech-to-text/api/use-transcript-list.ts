import { useInfiniteQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** Transcripts per page of the history. */
export const TRANSCRIPT_PAGE_SIZE = 20;
/** How often the list is refreshed while one of its transcripts is still processing. */
const PROCESSING_REFRESH_MS = 3000;

/** GET /v1/speech-to-text/transcripts, newest first, page after page ("Load more" with next_cursor). */
export function useTranscriptList() {
  return useInfiniteQuery({
    queryKey: queryKeys.transcriptList,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      data(api.GET("/v1/speech-to-text/transcripts", { params: { query: { page_size: TRANSCRIPT_PAGE_SIZE, cursor: pageParam || undefined } }, signal })),
    getNextPageParam: (last) => (last.has_more && last.next_cursor ? last.next_cursor : null),
    // Rows still transcribing show their progress; the refresh stops once none is.
    refetchInterval: (q) =>
      q.state.data?.pages.some((page) => page.transcripts.some((t) => t.status === "processing")) ? PROCESSING_REFRESH_MS : false,
  });
}
