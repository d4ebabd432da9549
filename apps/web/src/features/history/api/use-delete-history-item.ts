import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";

/** DELETE /v1/history/{id}, then refreshes the list. */
export function useDeleteHistoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ status: "ok" }>(`/v1/history/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.historyItem(id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.historyAll });
    },
    onError: handleError,
  });
}
