import type { GetVoicesV2Response } from "@vocable/contract";
import { VOICE_LIST_QUERY_DEFAULT_PAGE_SIZE } from "@vocable/domain";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /v2/voices; the search text is trimmed and left out when empty (spec voices §5). */
export function voicesQueryOptions(search: string) {
  const trimmed = search.trim();
  return queryOptions({
    queryKey: queryKeys.voices(trimmed),
    queryFn: ({ signal }) =>
      apiJson<GetVoicesV2Response>("/v2/voices", {
        signal,
        query: { page_size: VOICE_LIST_QUERY_DEFAULT_PAGE_SIZE, search: trimmed || undefined },
      }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
