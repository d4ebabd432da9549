import type { ShareableResourceType, ShareResourceRequest, UnshareResourceRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** A share to give (with a role) or to take back (without one). */
export type ShareChange =
  | ({ action: "share" } & Omit<ShareResourceRequest, "resource_type">)
  | ({ action: "unshare" } & Omit<UnshareResourceRequest, "resource_type">);

/** POST /v1/workspace/resources/{id}/share or /unshare, then refreshes the resource's sharing. */
export function useChangeShare(type: ShareableResourceType, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...target }: ShareChange) =>
      apiJson<{ status: "ok" }>(`/v1/workspace/resources/${encodeURIComponent(id)}/${action}`, {
        method: "POST",
        json: { resource_type: type, ...target },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.resourceSharing(type, id) }),
  });
}
