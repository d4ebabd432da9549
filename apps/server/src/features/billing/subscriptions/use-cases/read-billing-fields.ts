import type { Db } from "#db/client";
import type { WorkspaceRow } from "#features/workspaces/workspaces/repo";
import { presentBillingFields } from "../presenter";
import { getSubscription, listOpenInvoices } from "../repo";

export type BillingFields = ReturnType<typeof presentBillingFields>;

/** The subscription's billing fields (next invoice, open invoices, pending change, overage) for GET /v1/user and /v1/user/subscription. */
export async function readBillingFields(db: Db, ws: WorkspaceRow): Promise<BillingFields> {
  const [sub, open] = await Promise.all([getSubscription(db, ws.id), listOpenInvoices(db, ws.id)]);
  return presentBillingFields(ws, sub, open);
}
