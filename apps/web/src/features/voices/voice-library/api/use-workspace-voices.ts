import { VOICE_LIST_PAGE_SIZE } from "@vocable/domain";
import { useInfiniteQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/**
 * GET /v2/voices?voice_type=workspace: the voices other members shared with the user through
 * workspace resource sharing, newest first, page after page.
 */
export function useWorkspaceVoices() {
  return useInfiniteQuery({
    queryKey: queryKeys.voicePages("workspace"),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      data(api.GET("/v2/voices", { params: { query: { page_size: VOICE_LIST_PAGE_SIZE, voice_type: "workspace", next_page_token: pageParam || undefined } }, signal })),
    getNextPageParam: (last) => (last.has_more ? last.next_page_token : null),
  });
}
