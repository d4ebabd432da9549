import { queryOptions } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/**
 * GET /v1/history/{id}/share-link: the item's public link, made by the server on the first read.
 * A relative link is resolved against this page's origin (spec §3 "Share entities").
 */
export function shareLinkQueryOptions(historyItemId: string) {
  return queryOptions({
    queryKey: queryKeys.shareLink(historyItemId),
    queryFn: async ({ signal }) => {
      const link = await data(api.GET("/v1/history/{history_item_id}/share-link", { params: { path: { history_item_id: historyItemId } }, signal }));
      return { ...link, share_link: new URL(link.share_link, window.location.origin).href };
    },
    staleTime: Infinity,
    retry: false,
  });
}
