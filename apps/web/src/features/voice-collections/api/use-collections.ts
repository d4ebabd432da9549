import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import type { VoiceCollection, VoiceCollectionList } from "../collections";

/** More pages than this of 100 collections each are not read (10,000 collections is far past what a person keeps). */
const MAX_PAGES = 100;

/** GET /v1/voices/collections?page_size=100, every page (`next_page_token`), newest first. */
export function useCollections(enabled = true) {
  return useQuery({
    queryKey: queryKeys.voiceCollections,
    enabled,
    queryFn: async ({ signal }) => {
      const collections: VoiceCollection[] = [];
      let token: string | null = null;
      for (let page = 0; page < MAX_PAGES; page++) {
        const answer: VoiceCollectionList = await apiJson<VoiceCollectionList>("/v1/voices/collections", { signal, query: { page_size: 100, next_page_token: token } });
        collections.push(...answer.collections);
        if (!answer.has_more || !answer.next_page_token) break;
        token = answer.next_page_token;
      }
      return collections;
    },
  });
}
