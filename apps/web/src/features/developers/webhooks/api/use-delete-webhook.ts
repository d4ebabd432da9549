import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** DELETE /v1/workspace/webhooks/{id} (its delivery log goes with it). */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => data(api.DELETE("/v1/workspace/webhooks/{webhook_id}", { params: { path: { webhook_id: id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooksAll }),
    onError: handleError,
  });
}
