import type { GetVoicesV2Response } from "@vocable/contract";
import { VOICE_LIST_PAGE_SIZE } from "@vocable/domain";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** The voice types the voice pages list: the workspace's own voices, or the premade ones. */
export type VoicePageType = "non-default" | "default";

/** GET /v2/voices?voice_type=…, newest first, page after page (`next_page_token`). */
export function useVoicePages(voiceType: VoicePageType) {
  return useInfiniteQuery({
    queryKey: queryKeys.voicePages(voiceType),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiJson<GetVoicesV2Response>("/v2/voices", {
        signal,
        query: { page_size: VOICE_LIST_PAGE_SIZE, voice_type: voiceType, next_page_token: pageParam },
      }),
    getNextPageParam: (last) => (last.has_more ? last.next_page_token : null),
  });
}
