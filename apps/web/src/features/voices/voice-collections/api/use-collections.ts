import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";
import type { VoiceCollection } from "../collections";

/** More pages than this of 100 collections each are not read (10,000 collections is far past what a person keeps). */
const MAX_PAGES = 100;

/** One page of GET /v1/voices/collections: the first (no token) or the one after `token`. */
function collectionsPage(token: string | null, signal: AbortSignal) {
  return data(api.GET("/v1/voices/collections", { params: { query: { page_size: 100, next_page_token: token ?? undefined } }, signal }));
}

/** GET /v1/voices/collections?page_size=100, every page (`next_page_token`), newest first. */
export function useCollections(enabled = true) {
  return useQuery({
    queryKey: queryKeys.voiceCollections,
    enabled,
    queryFn: async ({ signal }) => {
      const collections: VoiceCollection[] = [];
      let token: string | null = null;
      for (let page = 0; page < MAX_PAGES; page++) {
        const answer = await collectionsPage(token, signal);
        collections.push(...answer.collections);
        if (!answer.has_more || !answer.next_page_token) break;
        token = answer.next_page_token;
      }
      return collections;
    },
  });
}
