import { DICTIONARY_PAGE_SIZE_MAX } from "@vocable/domain";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** GET /v1/pronunciation-dictionaries, newest first, page after page (cursor). */
export function useDictionaries(includeArchived: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.dictionaryList(includeArchived),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      data(
        api.GET("/v1/pronunciation-dictionaries", {
          params: { query: { page_size: DICTIONARY_PAGE_SIZE_MAX, include_archived: includeArchived ? "true" : "false", cursor: pageParam ?? undefined } },
          signal,
        }),
      ),
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });
}
