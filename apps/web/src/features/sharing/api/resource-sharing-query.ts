import type { ResourceMetadata, ShareableResourceType } from "@vocable/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /v1/workspace/resources/{id}: who holds which role and who else could be given one. */
export function resourceSharingQueryOptions(type: ShareableResourceType, id: string) {
  return queryOptions({
    queryKey: queryKeys.resourceSharing(type, id),
    queryFn: ({ signal }) =>
      apiJson<ResourceMetadata>(`/v1/workspace/resources/${encodeURIComponent(id)}`, { query: { resource_type: type }, signal }),
  });
}
