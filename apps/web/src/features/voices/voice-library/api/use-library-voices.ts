import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { libraryKeys } from "../library-keys";
import { libraryQuery, type LibraryFilters } from "../library-query";

/** GET /v1/shared-voices with the filters, newest first, page after page ("Load more" with `last_sort_id`). */
export function useLibraryVoices(filters: LibraryFilters) {
  const query = libraryQuery(filters);
  return useInfiniteQuery({
    queryKey: libraryKeys.list(query),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      data(api.GET("/v1/shared-voices", { params: { query: pageParam ? { ...query, last_sort_id: pageParam } : query }, signal })),
    getNextPageParam: (last) => (last.has_more && last.last_sort_id ? last.last_sort_id : null),
    placeholderData: keepPreviousData,
  });
}
