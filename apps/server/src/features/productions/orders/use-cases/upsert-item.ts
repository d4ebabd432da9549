import { MAX_ORDER_ITEMS, type UpsertOrderItemBody } from "@vocable/contract";
import { centsToUsd } from "@vocable/domain";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { newId } from "#platform/ids";
import { insertItem, itemTotals, updateItem } from "../repo";
import { checkItem } from "./check-item";
import { withOpenOrder } from "./find-order";

export const itemNotFound = (id: string) => new AppError("production_item_not_found", 404, `This order has no item ${id}.`);

/**
 * POST /v1/productions/orders/{order_id}/items: adds an item to an open order, or replaces the
 * one `item_id` names; answers its quote (its price, from its media's durations).
 */
export async function upsertItem(deps: Pick<AppDeps, "db" | "speech">, principal: Principal, orderId: string, body: UpsertOrderItemBody): Promise<{ item_id: string; quote: { amount_usd: number } }> {
  return withOpenOrder(deps, principal, orderId, "items can be changed", async (tx, order) => {
    const checked = await checkItem(deps, tx, order, body.request.item);
    const id = body.request.item_id;
    if (id) {
      if (!(await updateItem(tx, order.id, id, checked))) throw itemNotFound(id);
    } else if ((await itemTotals(tx, order.id)).count >= MAX_ORDER_ITEMS) {
      throw new AppError("invalid_request", 400, `An order takes at most ${MAX_ORDER_ITEMS} items.`);
    }
    const row = id ? { id } : await insertItem(tx, { id: newId(), orderId: order.id, ...checked });
    return { item_id: row.id, quote: { amount_usd: centsToUsd(checked.priceCents) } };
  });
}
