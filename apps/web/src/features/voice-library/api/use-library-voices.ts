import type { LibraryVoice } from "@vocable/contract";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { libraryKeys } from "../library-keys";
import { libraryQuery, type LibraryFilters } from "../library-query";

/** A page of GET /v1/shared-voices. */
export interface LibraryPage {
  voices: LibraryVoice[];
  has_more: boolean;
  total_count: number;
  last_sort_id: string | null;
}

/** GET /v1/shared-voices with the filters, newest first, page after page ("Load more" with `last_sort_id`). */
export function useLibraryVoices(filters: LibraryFilters) {
  const query = libraryQuery(filters);
  return useInfiniteQuery({
    queryKey: libraryKeys.list(query),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiJson<LibraryPage>("/v1/shared-voices", { signal, query: pageParam ? { ...query, last_sort_id: pageParam } : query }),
    getNextPageParam: (last) => (last.has_more && last.last_sort_id ? last.last_sort_id : null),
    placeholderData: keepPreviousData,
  });
}
