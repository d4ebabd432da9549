import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** DELETE /v1/history/{id}/feedback: takes a vote back; refreshes the item and the list. */
export function useClearFeedback(historyItemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ status: "ok" }>(`/v1/history/${encodeURIComponent(historyItemId)}/feedback`, { method: "DELETE" }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.historyItem(historyItemId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.historyAll }),
      ]);
    },
  });
}
