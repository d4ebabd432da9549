import type { GetVoicesV2Response } from "@vocable/contract";
import { VOICE_LIST_PAGE_SIZE } from "@vocable/domain";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/**
 * GET /v2/voices?voice_type=workspace: the voices other members shared with the user through
 * workspace resource sharing, newest first, page after page.
 */
export function useWorkspaceVoices() {
  return useInfiniteQuery({
    queryKey: queryKeys.voicePages("workspace"),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiJson<GetVoicesV2Response>("/v2/voices", { signal, query: { page_size: VOICE_LIST_PAGE_SIZE, voice_type: "workspace", next_page_token: pageParam } }),
    getNextPageParam: (last) => (last.has_more ? last.next_page_token : null),
  });
}
