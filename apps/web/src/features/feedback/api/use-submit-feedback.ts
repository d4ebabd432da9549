import { normalizeFeedback, type FeedbackInput } from "@vocable/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** POST /v1/history/{id}/feedback with the normalised body; refreshes the item and the list. */
export function useSubmitFeedback(historyItemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackInput) =>
      apiJson<{ status: "ok" }>(`/v1/history/${encodeURIComponent(historyItemId)}/feedback`, {
        method: "POST",
        json: normalizeFeedback(input),
      }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.historyItem(historyItemId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.historyAll }),
      ]);
    },
  });
}
