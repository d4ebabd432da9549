import { VOICE_LIST_QUERY_DEFAULT_PAGE_SIZE } from "@vocable/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** GET /v2/voices; the search text is trimmed and left out when empty (spec voices §5). */
export function voicesQueryOptions(search: string) {
  const trimmed = search.trim();
  return queryOptions({
    queryKey: queryKeys.voices(trimmed),
    queryFn: ({ signal }) =>
      data(api.GET("/v2/voices", { params: { query: { page_size: VOICE_LIST_QUERY_DEFAULT_PAGE_SIZE, search: trimmed || undefined } }, signal })),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
