import { useInfiniteQuery } from "@tanstack/react-query";
import { billingKeys } from "./billing-keys";
import { fetchInvoices } from "./billing-calls";

export const INVOICE_PAGE_SIZE = 10;

/** GET /v1/billing/invoices: newest first, a page at a time ("Load more" follows `next_page_token`). Admins only. */
export function useInvoices(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: billingKeys.invoices,
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchInvoices(pageParam, INVOICE_PAGE_SIZE, signal),
    getNextPageParam: (last) => (last.has_more ? last.next_page_token : null),
  });
}
