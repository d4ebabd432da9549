import type { SoundEffectCategory } from "@vocable/contract";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** Library sounds per page. */
export const LIBRARY_PAGE_SIZE = 24;

export interface LibraryFilter {
  search?: string;
  category?: SoundEffectCategory;
}

/** GET /v1/sound-effects/library (no account needed): newest first, searched or of one category, page by page (`next_cursor`). */
export function soundLibraryQueryOptions(filter: LibraryFilter) {
  const search = filter.search?.trim() || undefined;
  const params = { search, category: filter.category, page_size: LIBRARY_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: queryKeys.soundEffectLibrary(params),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      data(
        api.GET("/v1/sound-effects/library", {
          params: { query: { ...params, ...(pageParam ? { cursor: pageParam } : {}) } },
          signal,
        }),
      ),
    getNextPageParam: (last) => (last.has_more && last.next_cursor ? last.next_cursor : null),
  });
}
