import type { ShareableResourceType } from "@vocable/contract";
import { queryOptions } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** GET /v1/workspace/resources/{id}: who holds which role and who else could be given one. */
export function resourceSharingQueryOptions(type: ShareableResourceType, id: string) {
  return queryOptions({
    queryKey: queryKeys.resourceSharing(type, id),
    queryFn: ({ signal }) =>
      data(api.GET("/v1/workspace/resources/{resource_id}", { params: { path: { resource_id: id }, query: { resource_type: type } }, signal })),
  });
}
