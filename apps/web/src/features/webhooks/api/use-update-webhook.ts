import type { UpdateWebhookRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { handleError } from "../../../lib/handle-error";
import { queryKeys } from "../../../lib/query-keys";

/** PATCH /v1/workspace/webhooks/{id}: enable/disable (enabling lifts an automatic disabling), rename, events. */
export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateWebhookRequest }) =>
      apiJson<unknown>(`/v1/workspace/webhooks/${encodeURIComponent(id)}`, { method: "PATCH", json: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks }),
    onError: handleError,
  });
}
