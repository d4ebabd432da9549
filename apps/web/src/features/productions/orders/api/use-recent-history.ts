import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { orderKeys } from "./order-keys";

/** How many of the user's latest history items the media picker offers. */
export const RECENT_HISTORY_SIZE = 30;

/** GET /v1/history: the user's latest generations, to register one's audio as an order's media. */
export function useRecentHistory(enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.recentHistory,
    queryFn: ({ signal }) => data(api.GET("/v1/history", { params: { query: { page_size: RECENT_HISTORY_SIZE } }, signal })),
    enabled,
  });
}
