import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** DELETE /v1/history/{id}/share-link: the public page answers 404 from now on; the item forgets its link. */
export function useRevokeShareLink(historyItemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => data(api.DELETE("/v1/history/{history_item_id}/share-link", { params: { path: { history_item_id: historyItemId } } })),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: queryKeys.shareLink(historyItemId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.historyItem(historyItemId) });
    },
  });
}
