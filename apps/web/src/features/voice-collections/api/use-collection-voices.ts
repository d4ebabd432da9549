import type { GetVoicesV2Response } from "@vocable/contract";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /v2/voices?collection_id={id}&page_size=100: the collection's voices (404 collection_not_found when it is not the user's). */
export function useCollectionVoices(collectionId: string) {
  return useQuery({
    queryKey: queryKeys.collectionVoices(collectionId),
    queryFn: ({ signal }) => apiJson<GetVoicesV2Response>("/v2/voices", { signal, query: { collection_id: collectionId, page_size: 100 } }),
  });
}
