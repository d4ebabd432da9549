import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import type { paths } from "#lib/api-schema";
import { queryKeys } from "#lib/query-keys";

/** A new webhook's settings: the body's `settings` of POST /v1/workspace/webhooks. */
export type WebhookSettings = paths["/v1/workspace/webhooks"]["post"]["requestBody"]["content"]["application/json"]["settings"];

/**
 * POST /v1/workspace/webhooks: answers the signing secret, once. The create dialog shows a refused
 * URL inline, so failures are not toasted here.
 */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: WebhookSettings) => data(api.POST("/v1/workspace/webhooks", { body: { settings } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks }),
  });
}
