import { queryOptions } from "@tanstack/react-query";
import { api, data } from "#lib/api";
import { queryKeys } from "#lib/query-keys";

/**
 * GET /v1/user/subscription: the workspace's plan and character quota.
 */
export const subscriptionQueryOptions = queryOptions({
  queryKey: queryKeys.subscription,
  queryFn: () => data(api.GET("/v1/user/subscription")),
});
