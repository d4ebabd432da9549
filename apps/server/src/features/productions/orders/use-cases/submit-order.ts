import type { SubmitOrderResponse } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { billingProviderOf } from "#features/billing/subscriptions/create-billing-provider";
import { queuePrepareOrder } from "#features/productions/tasks/jobs/prepare-order";
import { getWorkspace } from "#features/workspaces/workspaces/repo";
import { itemTotals, lockOrder, moveOrder, type OrderRow } from "../repo";
import { orderNotFound, orderNotOpen } from "./find-order";

/**
 * The order moves to submitted, with its total, under its row lock: of two submissions at once the
 * second waits, then finds it submitted (409); an item added meanwhile waited for the lock too.
 */
async function startSubmission(deps: Pick<AppDeps, "db">, principal: Principal, id: string): Promise<OrderRow> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, principal.workspaceId, id);
    if (!order) throw orderNotFound(id);
    if (order.state !== "open") throw orderNotOpen(order, "it can be submitted");
    const totals = await itemTotals(tx, id);
    if (totals.count === 0) throw new AppError("production_order_empty", 400, "This order has no items: add one with items.upsert, then submit it.");
    return (await moveOrder(tx, id, ["open"], { state: "submitted", submittedAt: new Date(), totalCents: totals.cents }))!;
  });
}

/**
 * POST /v1/productions/orders/{order_id}/submit: the open order (with at least one item) is
 * charged its total through the billing provider on an invoice of its own, then paid, and its
 * work queued for the producers (productions.prepare-order). A sandbox order, and any order on an
 * instance without billing (BILLING_PROVIDER=none), is never charged: paid with no invoice, its
 * total still the price. A failed charge (a declined card: 402) puts the order back to open,
 * nothing owed.
 */
export async function submitOrder(deps: AppDeps, principal: Principal, id: string): Promise<SubmitOrderResponse> {
  const order = await startSubmission(deps, principal, id);
  const cents = order.totalCents ?? 0;
  const billing = billingProviderOf(deps);
  let invoiceId: string | null = null;
  if (!order.sandbox && billing && cents > 0) {
    try {
      const ws = await getWorkspace(deps.db, principal.workspaceId);
      if (!ws) throw orderNotFound(id);
      const charge = { orderId: id, cents, description: `Productions order "${order.name}"`, idempotencyKey: `${id}-${order.submittedAt!.getTime()}` };
      ({ invoiceId } = await billing.chargeOrder(ws, charge));
    } catch (err) {
      await moveOrder(deps.db, id, ["submitted"], { state: "open", submittedAt: null, totalCents: null });
      throw err;
    }
  }
  const paid = await moveOrder(deps.db, id, ["submitted"], { state: "paid", paidAt: new Date(), invoiceId });
  if (!paid) {
    // Cancelled while the charge ran (only possible past the cancel's wait): the money needs a person.
    deps.log.error("productions: an order was charged after it was cancelled; refund it by hand", { orderId: id, invoiceId });
    throw new AppError("production_order_not_open", 409, "This order was cancelled while it was being paid for: the charge will be refunded.");
  }
  await queuePrepareOrder(deps, id).catch((err: unknown) => {
    // Paid stays paid; the job's idempotency key lets an operator's retry (or a later submit sweep) queue it once.
    deps.log.error("productions: a paid order's work could not be queued", { orderId: id, error: (err as Error).message });
  });
  return { order_id: id, state: "paid", submitted_at: order.submittedAt!.toISOString() };
}
