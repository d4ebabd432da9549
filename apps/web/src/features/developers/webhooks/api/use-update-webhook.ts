import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import type { paths } from "#lib/api-schema";
import { handleError } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";

/** The changes: the body of PATCH /v1/workspace/webhooks/{id}. */
export type WebhookChanges = paths["/v1/workspace/webhooks/{webhook_id}"]["patch"]["requestBody"]["content"]["application/json"];

/** PATCH /v1/workspace/webhooks/{id}: enable/disable (enabling lifts an automatic disabling), rename, events. */
export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: WebhookChanges }) =>
      data(api.PATCH("/v1/workspace/webhooks/{webhook_id}", { params: { path: { webhook_id: id } }, body: changes })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks }),
    onError: handleError,
  });
}
