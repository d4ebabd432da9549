import type { OrderResponse } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { endPaidOrder } from "#features/productions/tasks/use-cases/end-paid-order";
import { findOrder, lockOrder, moveOrder } from "../repo";
import { orderNotFound, presentOrderOf } from "./find-order";

/** A submitted order younger than this may still be taking its payment: it is not cancelled under it. */
export const CHARGE_WINDOW_MS = 5 * 60_000;

/**
 * POST /v1/productions/orders/{order_id}/cancel (Vocable; the SDK's Order has cancel_reason): an
 * open order, or a submitted one whose charge never finished, is cancelled (nothing was charged).
 * A paid order is cancelled with its work (endPaidOrder): what was delivered stays delivered and
 * paid for, the rest is refunded.
 */
export async function cancelOrder(deps: AppDeps, principal: Principal, id: string, reason: string | undefined): Promise<OrderResponse> {
  const found = await findOrder(deps.db, principal.workspaceId, id);
  if (found && (found.state === "paid" || found.state === "accepted")) {
    const ended = await endPaidOrder(deps, found, { state: "cancelled", reason: reason || "Cancelled by the workspace" });
    if (ended) return presentOrderOf(deps.db, ended);
  }
  const order = await deps.db.transaction(async (tx) => {
    const row = await lockOrder(tx, principal.workspaceId, id);
    if (!row) throw orderNotFound(id);
    if (row.state === "submitted" && Date.now() - (row.submittedAt?.getTime() ?? 0) < CHARGE_WINDOW_MS) {
      throw new AppError("production_order_not_open", 409, "This order is being paid for right now: cancel it in a few minutes if it is still submitted, or once paid through the producers' side.");
    }
    if (row.state !== "open" && row.state !== "submitted") throw new AppError("production_order_not_open", 409, `This order is ${row.state} already: only an order not yet delivered can be cancelled.`);
    return (await moveOrder(tx, id, [row.state], { state: "cancelled", cancelReason: reason || null }))!;
  });
  return presentOrderOf(deps.db, order);
}
