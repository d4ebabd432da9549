import { infiniteQueryOptions } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** Sound effects per page of the history. */
export const SOUND_HISTORY_PAGE_SIZE = 20;

/** GET /v1/sound-generation/history, newest first, continued after the last item of the page before (keyset). */
export const soundHistoryQueryOptions = infiniteQueryOptions({
  queryKey: queryKeys.soundEffectHistory,
  initialPageParam: null as string | null,
  queryFn: ({ pageParam, signal }) =>
    data(
      api.GET("/v1/sound-generation/history", {
        params: { query: { page_size: SOUND_HISTORY_PAGE_SIZE, ...(pageParam ? { start_after_history_item_id: pageParam } : {}) } },
        signal,
      }),
    ),
  getNextPageParam: (last) => (last.has_more && last.last_history_item_id ? last.last_history_item_id : null),
});
