import type { WebhookDeliveryList } from "@vocable/contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

const PAGE_SIZE = 20;

/** GET /v1/workspace/webhooks/{id}/deliveries, newest first, page after page (keyset token); refreshed while open. */
export function useWebhookDeliveries(webhookId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.webhookDeliveries(webhookId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiJson<WebhookDeliveryList>(`/v1/workspace/webhooks/${encodeURIComponent(webhookId)}/deliveries`, {
        signal,
        query: { page_size: PAGE_SIZE, page_token: pageParam },
      }),
    getNextPageParam: (last) => (last.has_more ? last.next_page_token : null),
    // Retries move on by themselves: keep the log current while it is shown.
    refetchInterval: 10_000,
  });
}
