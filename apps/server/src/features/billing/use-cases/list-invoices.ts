import type { InvoiceList } from "@vocable/contract";
import type { Principal } from "../../../platform/app-env";
import { decodeBillingPageToken, encodeBillingPageToken, MAX_BILLING_PAGE } from "../page-token";
import { presentInvoice } from "../presenter";
import { listInvoices as listInvoiceRows } from "../repo";
import { loadBillingContext, type BillingDeps } from "./load-billing-context";

/** GET /v1/billing/invoices: the workspace's invoices, newest first, keyset-paged (workspace admins). */
export async function listInvoices(deps: BillingDeps, principal: Principal, query: { page_size?: number; page_token?: string }): Promise<InvoiceList> {
  const ctx = await loadBillingContext(deps, principal);
  const size = Math.min(query.page_size ?? 20, MAX_BILLING_PAGE);
  const rows = await listInvoiceRows(deps.db, ctx.ws.id, query.page_token ? decodeBillingPageToken(query.page_token) : null, size + 1);
  const page = rows.slice(0, size);
  const hasMore = rows.length > size;
  return { invoices: page.map(presentInvoice), has_more: hasMore, next_page_token: hasMore ? encodeBillingPageToken(page[page.length - 1]) : null };
}
