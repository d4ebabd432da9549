import type { Db } from "#db/client";
import { notifyUser } from "#features/accounts/notifications/notify-user";
import { recordWorkspaceEvent } from "#features/developers/webhooks/emit-workspace-event";
import type { OrderRow } from "../repo";
import { presentOrderOf } from "./find-order";

/**
 * An order's end told, inside the transaction that ended it: the bell of the member who ordered,
 * and the workspace's production_order.completed / production_order.cancelled webhooks. Answers
 * the webhook deliveries to queue (queueWebhookDeliveries) once the transaction commits.
 */
export async function recordOrderEnd(tx: Db, order: OrderRow): Promise<string[]> {
  const done = order.state === "done";
  const refunded = order.refundedCents > 0 ? ` Its undelivered work, $${(order.refundedCents / 100).toFixed(2)}, is refunded.` : "";
  await notifyUser(tx, order.userId, {
    severity: done ? "success" : "warning",
    title: done ? "Order delivered" : order.state === "expired" ? "Order past its deadline" : "Order cancelled",
    description: done ? `${order.name}: the checked work is ready to download.` : `${order.name}: ${order.cancelReason ?? "cancelled"}.${refunded}`,
    needsAttention: !done,
    event: done ? "production_order.completed" : "production_order.cancelled",
  });
  return recordWorkspaceEvent(tx, order.workspaceId, done ? "production_order.completed" : "production_order.cancelled", { order: await presentOrderOf(tx, order) });
}

