import { refundCents } from "@vocable/domain";
import type { AppDeps } from "#platform/app-env";
import { queueWebhookDeliveries } from "#features/developers/webhooks/emit-workspace-event";
import { lockOrder } from "#features/productions/orders/repo";
import { recordOrderEnd } from "#features/productions/orders/use-cases/announce-order";
import { refundOrder } from "#features/productions/orders/use-cases/refund-order";
import { findDueOrders, findOrderById, listItemsOfOrder, moveOrderState, type OrderRow } from "#features/productions/orders/work-repo";
import { cancelWorkOfOrder } from "../repo";

/**
 * Ends a paid order before all its work was delivered: cancelled by its workspace, or expired
 * past its deadline. Under the order's row lock, its unfinished tasks and open work are cancelled
 * (producers keep what accepted work earned; unaccepted work earns nothing), the undelivered items'
 * price is owed back (domain refundCents; nothing for an order that was never charged), and the
 * end is told (bell, webhook). The refund is then made through the billing provider. Answers null
 * when the order is not paid any more (another request ended or finished it first).
 */
export async function endPaidOrder(deps: AppDeps, order: Pick<OrderRow, "id" | "workspaceId">, end: { state: "cancelled" | "expired"; reason: string }): Promise<OrderRow | null> {
  const now = new Date();
  let deliveries: string[] = [];
  const ended = await deps.db.transaction(async (tx) => {
    const row = await lockOrder(tx, order.workspaceId, order.id);
    if (!row || (row.state !== "paid" && row.state !== "accepted")) return null;
    await cancelWorkOfOrder(tx, row.id, now);
    const items = await listItemsOfOrder(tx, row.id);
    const owed = row.invoiceId ? Math.min(row.totalCents ?? 0, refundCents(items.map((i) => ({ priceCents: i.priceCents, accepted: i.result !== null })))) : 0;
    const moved = (await moveOrderState(tx, row.id, ["paid", "accepted"], end.state, { cancelReason: end.reason, refundedCents: owed }))!;
    deliveries = await recordOrderEnd(tx, moved);
    return moved;
  });
  if (!ended) return null;
  await queueWebhookDeliveries(deps, deliveries);
  await refundOrder(deps, ended.id);
  return (await findOrderById(deps.db, ended.id)) ?? ended;
}

/** Paid orders past their deadline expire (the productions tick's part); answers how many. */
export async function expireDueOrders(deps: AppDeps, now = new Date(), limit = 50): Promise<number> {
  let expired = 0;
  for (const order of await findDueOrders(deps.db, now, limit)) {
    if (await endPaidOrder(deps, order, { state: "expired", reason: "The order's deadline passed before all its work was checked" })) expired++;
  }
  return expired;
}
