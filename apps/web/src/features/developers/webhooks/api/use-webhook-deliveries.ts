import { useInfiniteQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

const PAGE_SIZE = 20;

/** GET /v1/workspace/webhooks/{id}/deliveries, newest first, page after page (keyset token); refreshed while open. */
export function useWebhookDeliveries(webhookId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.webhookDeliveries(webhookId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      data(
        api.GET("/v1/workspace/webhooks/{webhook_id}/deliveries", {
          params: { path: { webhook_id: webhookId }, query: { page_size: PAGE_SIZE, page_token: pageParam || undefined } },
          signal,
        }),
      ),
    getNextPageParam: (last) => (last.has_more ? last.next_page_token : null),
    // Retries move on by themselves: keep the log current while it is shown.
    refetchInterval: 10_000,
  });
}
