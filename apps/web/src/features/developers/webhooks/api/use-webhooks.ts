import { useQuery } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/** GET /v1/workspace/webhooks: the workspace's webhooks (never their secrets). */
export function useWebhooks() {
  return useQuery({
    queryKey: queryKeys.webhooks,
    queryFn: ({ signal }) => data(api.GET("/v1/workspace/webhooks", { signal })),
  });
}
