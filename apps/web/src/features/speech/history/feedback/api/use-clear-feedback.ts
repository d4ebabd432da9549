import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** DELETE /v1/history/{id}/feedback: takes a vote back; refreshes the item and the list. */
export function useClearFeedback(historyItemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => data(api.DELETE("/v1/history/{history_item_id}/feedback", { params: { path: { history_item_id: historyItemId } } })),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.historyItem(historyItemId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.historyAll }),
      ]);
    },
  });
}
