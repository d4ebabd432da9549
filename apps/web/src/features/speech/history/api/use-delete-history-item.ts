import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** DELETE /v1/history/{id}, then refreshes the list. */
export function useDeleteHistoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => data(api.DELETE("/v1/history/{history_item_id}", { params: { path: { history_item_id: id } } })),
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.historyItem(id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.historyAll });
    },
    onError: handleError,
  });
}
