import type { ShareableResourceType, ShareResourceRequest, UnshareResourceRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** A share to give (with a role) or to take back (without one). */
export type ShareChange =
  | ({ action: "share" } & Omit<ShareResourceRequest, "resource_type">)
  | ({ action: "unshare" } & Omit<UnshareResourceRequest, "resource_type">);

/** POST /v1/workspace/resources/{id}/share or /unshare, then refreshes the resource's sharing. */
export function useChangeShare(type: ShareableResourceType, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ShareChange) => {
      const params = { path: { resource_id: id } };
      if (change.action === "share") {
        const { action: _share, ...target } = change;
        return data(api.POST("/v1/workspace/resources/{resource_id}/share", { params, body: { resource_type: type, ...target } }));
      }
      const { action: _unshare, ...target } = change;
      return data(api.POST("/v1/workspace/resources/{resource_id}/unshare", { params, body: { resource_type: type, ...target } }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.resourceSharing(type, id) }),
  });
}
