import type { CreatedWebhook, CreateWebhookRequest } from "@vocable/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/**
 * POST /v1/workspace/webhooks: answers the signing secret, once. The create dialog shows a refused
 * URL inline, so failures are not toasted here.
 */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: CreateWebhookRequest["settings"]) => apiJson<CreatedWebhook>("/v1/workspace/webhooks", { method: "POST", json: { settings } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks }),
  });
}
