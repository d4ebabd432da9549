import type { Subscription } from "@vocable/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiJson } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/**
 * GET /v1/user/subscription: the workspace's plan and character quota. Still apiJson: the
 * document's InvoiceResponse is nullable (next_invoice is), so open_invoices' items would be too,
 * which the billing pages' Subscription does not allow.
 */
export const subscriptionQueryOptions = queryOptions({
  queryKey: queryKeys.subscription,
  queryFn: () => apiJson<Subscription>("/v1/user/subscription"),
});
