import { queryOptions } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** GET /v1/shared/{id} (public): what a share link's page shows; 404 once the link is turned off. */
export function sharedItemQueryOptions(shareLinkId: string) {
  return queryOptions({
    queryKey: queryKeys.sharedItem(shareLinkId),
    queryFn: ({ signal }) => data(api.GET("/v1/shared/{share_link_id}", { params: { path: { share_link_id: shareLinkId } }, signal })),
    retry: false,
  });
}
