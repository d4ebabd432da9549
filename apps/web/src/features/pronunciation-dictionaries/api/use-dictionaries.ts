import type { DictionaryList } from "@vocable/contract";
import { DICTIONARY_PAGE_SIZE_MAX } from "@vocable/domain";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /v1/pronunciation-dictionaries, newest first, page after page (cursor). */
export function useDictionaries(includeArchived: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.dictionaryList(includeArchived),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiJson<DictionaryList>("/v1/pronunciation-dictionaries", {
        signal,
        query: { page_size: DICTIONARY_PAGE_SIZE_MAX, include_archived: includeArchived, cursor: pageParam },
      }),
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });
}
