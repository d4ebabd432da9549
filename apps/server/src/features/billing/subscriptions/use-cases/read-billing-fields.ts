import type { Db } from "#db/client";
import type { WorkspaceRow } from "#features/workspaces/workspaces/repo";
import { presentBillingFields } from "../presenter";
import { getSubscription, listOpenInvoices } from "../repo";
import { AccessCache } from "#platform/access/access-cache";

export type BillingFields = ReturnType<typeof presentBillingFields>;

/** Workspace → its subscription row and open invoices (access-cache.ts: two seconds, forgotten on any write to either). */
const billingRows = new AccessCache<{ sub: Awaited<ReturnType<typeof getSubscription>>; open: Awaited<ReturnType<typeof listOpenInvoices>> }>("billing");

/** The subscription's billing fields (next invoice, open invoices, pending change, overage) for GET /v1/user and /v1/user/subscription. */
export async function readBillingFields(db: Db, ws: WorkspaceRow): Promise<BillingFields> {
  const rows = await billingRows.get(ws.id, async () => {
    const [sub, open] = await Promise.all([getSubscription(db, ws.id), listOpenInvoices(db, ws.id)]);
    return { sub, open };
  });
  return presentBillingFields(ws, rows!.sub, rows!.open);
}
