import type { InvoiceList } from "@vocable/contract";
import type { Principal } from "#platform/app-env";
import { encodeKeysetToken, readKeysetToken } from "#platform/keyset-token";
import { MAX_BILLING_PAGE } from "../policy";
import { presentInvoice } from "../presenter";
import { listInvoices as listInvoiceRows } from "../repo";
import { loadBillingContext, type BillingDeps } from "./load-billing-context";

/** GET /v1/billing/invoices: the workspace's invoices, newest first, keyset-paged (workspace admins). */
export async function listInvoices(deps: BillingDeps, principal: Principal, query: { page_size?: number; page_token?: string }): Promise<InvoiceList> {
  const ctx = await loadBillingContext(deps, principal);
  const size = Math.min(query.page_size ?? 20, MAX_BILLING_PAGE);
  const after = readKeysetToken(query.page_token);
  const rows = await listInvoiceRows(deps.db, ctx.ws.id, after && { createdAt: after.at, id: after.id }, size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  const hasMore = rows.length > size;
  return { invoices: page.map((r) => presentInvoice(r.row)), has_more: hasMore, next_page_token: hasMore && last ? encodeKeysetToken(last.createdText, last.row.id) : null };
}
