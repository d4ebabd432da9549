import { VOICE_LIST_PAGE_SIZE } from "@vocable/domain";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** The voice types the voice pages list: the workspace's own voices, or the premade ones. */
export type VoicePageType = "non-default" | "default";

/** GET /v2/voices?voice_type=…, newest first, page after page (`next_page_token`). */
export function useVoicePages(voiceType: VoicePageType) {
  return useInfiniteQuery({
    queryKey: queryKeys.voicePages(voiceType),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      data(api.GET("/v2/voices", { params: { query: { page_size: VOICE_LIST_PAGE_SIZE, voice_type: voiceType, next_page_token: pageParam ?? undefined } }, signal })),
    getNextPageParam: (last) => (last.has_more ? last.next_page_token : null),
  });
}
