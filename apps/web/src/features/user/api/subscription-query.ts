import type { Subscription } from "@vocable/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** GET /v1/user/subscription: the workspace's plan and character quota. */
export const subscriptionQueryOptions = queryOptions({
  queryKey: queryKeys.subscription,
  queryFn: () => apiJson<Subscription>("/v1/user/subscription"),
});
