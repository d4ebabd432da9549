import { normalizeFeedback, type FeedbackInput } from "@vocable/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** POST /v1/history/{id}/feedback with the normalised body; refreshes the item and the list. */
export function useSubmitFeedback(historyItemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackInput) =>
      data(api.POST("/v1/history/{history_item_id}/feedback", { params: { path: { history_item_id: historyItemId } }, body: normalizeFeedback(input) })),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.historyItem(historyItemId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.historyAll }),
      ]);
    },
  });
}
