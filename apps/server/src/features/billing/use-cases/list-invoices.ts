import type { InvoiceList } from "@vocable/contract";
import type { Principal } from "../../../platform/app-env";
import { AppError } from "../../../platform/errors";
import { presentInvoice } from "../presenter";
import { listInvoices as listInvoiceRows } from "../repo";
import { loadBillingContext, type BillingDeps } from "./load-billing-context";

const MAX_PAGE = 100;

function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

function decodeCursor(token: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(token, "base64url").toString("utf8").split("|");
  const createdAt = new Date(at ?? "");
  if (!id || Number.isNaN(createdAt.getTime())) throw new AppError("invalid_request", 400, "Invalid page token: pass the next_page_token of the previous page.");
  return { createdAt, id };
}

/** GET /v1/billing/invoices: the workspace's invoices, newest first, keyset-paged (workspace admins). */
export async function listInvoices(deps: BillingDeps, principal: Principal, query: { page_size?: number; page_token?: string }): Promise<InvoiceList> {
  const ctx = await loadBillingContext(deps, principal);
  const size = Math.min(query.page_size ?? 20, MAX_PAGE);
  const rows = await listInvoiceRows(deps.db, ctx.ws.id, query.page_token ? decodeCursor(query.page_token) : null, size + 1);
  const page = rows.slice(0, size);
  const hasMore = rows.length > size;
  return { invoices: page.map(presentInvoice), has_more: hasMore, next_page_token: hasMore ? encodeCursor(page[page.length - 1]) : null };
}
