import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** GET /v2/voices?collection_id={id}&page_size=100: the collection's voices (404 collection_not_found when it is not the user's). */
export function useCollectionVoices(collectionId: string) {
  return useQuery({
    queryKey: queryKeys.collectionVoices(collectionId),
    queryFn: ({ signal }) => data(api.GET("/v2/voices", { params: { query: { collection_id: collectionId || undefined, page_size: 100 } }, signal })),
  });
}
