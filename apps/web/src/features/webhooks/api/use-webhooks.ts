import type { WebhookList } from "@vocable/contract";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /v1/workspace/webhooks: the workspace's webhooks (never their secrets). */
export function useWebhooks() {
  return useQuery({
    queryKey: queryKeys.webhooks,
    queryFn: ({ signal }) => apiJson<WebhookList>("/v1/workspace/webhooks", { signal }),
  });
}
