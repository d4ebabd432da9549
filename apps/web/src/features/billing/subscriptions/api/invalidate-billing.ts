import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "#lib/query-keys";

/**
 * After a plan or discount change: the user and its subscription (the credit meter, the limits),
 * the billing queries under them (invoices, offer), and the workspace (seats follow the tier).
 */
export async function invalidateBilling(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.user }), queryClient.invalidateQueries({ queryKey: queryKeys.workspace })]);
}
