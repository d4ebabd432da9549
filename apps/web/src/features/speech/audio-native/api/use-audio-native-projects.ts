import { useInfiniteQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";

/** The query key of the workspace's Audio Native projects (every page). */
export const AUDIO_NATIVE_PROJECTS_KEY = ["audio-native", "list"] as const;
const PAGE_SIZE = 30;
/** How often the list is read again while a conversion runs. */
const CONVERTING_POLL_MS = 2000;

/** GET /v1/audio-native, newest first, page after page; read again every 2 s while a project converts. */
export function useAudioNativeProjects() {
  return useInfiniteQuery({
    queryKey: AUDIO_NATIVE_PROJECTS_KEY,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => data(api.GET("/v1/audio-native", { params: { query: { page_size: PAGE_SIZE, cursor: pageParam ?? undefined } }, signal })),
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
    refetchInterval: (query) => (query.state.data?.pages.some((p) => p.projects.some((project) => project.status === "processing")) ? CONVERTING_POLL_MS : false),
  });
}
