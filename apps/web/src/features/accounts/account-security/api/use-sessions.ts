import { useInfiniteQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** Sessions per page: a person has a handful; more pages come with "Show more". */
const PAGE_SIZE = 10;

/** GET /v1/user/sessions, most recently active first, page after page (keyset token). */
export function useSessions() {
  return useInfiniteQuery({
    queryKey: queryKeys.sessions,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      data(api.GET("/v1/user/sessions", { params: { query: { page_size: PAGE_SIZE, page_token: pageParam ?? undefined } }, signal })),
    getNextPageParam: (last) => (last.has_more ? last.next_page_token : null),
  });
}
