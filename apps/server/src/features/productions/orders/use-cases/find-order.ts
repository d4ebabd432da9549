import type { OrderResponse } from "@vocable/contract";
import type { Db } from "#db/client";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { presentOrder } from "../presenter";
import { findOrder, listItems, listMedia, lockOrder, type OrderRow } from "../repo";

export const orderNotFound = (id: string) => new AppError("production_order_not_found", 404, `No order with the id ${id} was found.`);

/** 409 for a change only an open order takes: `what` says which ("Media can be registered"). */
export function orderNotOpen(order: Pick<OrderRow, "state">, what: string): AppError {
  const why = order.state === "submitted" ? "is being submitted" : `is ${order.state}`;
  return new AppError("production_order_not_open", 409, `This order ${why}: ${what} only while an order is open.`);
}

/** The workspace's order, or 404 (another workspace's too). */
export async function requireOrder(deps: Pick<AppDeps, "db">, principal: Principal, id: string): Promise<OrderRow> {
  const row = await findOrder(deps.db, principal.workspaceId, id);
  if (!row) throw orderNotFound(id);
  return row;
}

/**
 * Runs `work` on the workspace's open order, its row locked until the transaction ends: its items
 * and media change one request at a time, and never once a submission has read them. 404 for
 * another workspace's order, 409 for an order that is not open.
 */
export async function withOpenOrder<T>(deps: Pick<AppDeps, "db">, principal: Principal, id: string, what: string, work: (tx: Db, order: OrderRow) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, principal.workspaceId, id);
    if (!order) throw orderNotFound(id);
    if (order.state !== "open") throw orderNotOpen(order, what);
    return work(tx, order);
  });
}

/** GET /v1/productions/orders/{order_id}: the order with its items (each with its quote) and media. */
export async function getOrder(deps: Pick<AppDeps, "db">, principal: Principal, id: string): Promise<OrderResponse> {
  return presentOrderOf(deps.db, await requireOrder(deps, principal, id));
}

export async function presentOrderOf(db: Db, order: OrderRow): Promise<OrderResponse> {
  const [items, media] = await Promise.all([listItems(db, order.id), listMedia(db, order.id)]);
  return presentOrder(order, items, media);
}
