import type { AppDeps, Principal } from "#platform/app-env";
import { deleteItem } from "../repo";
import { withOpenOrder } from "./find-order";
import { itemNotFound } from "./upsert-item";

/** DELETE /v1/productions/orders/{order_id}/items/{item_id}: removes an item from an open order. */
export async function removeItem(deps: Pick<AppDeps, "db">, principal: Principal, orderId: string, itemId: string): Promise<{ success: boolean }> {
  return withOpenOrder(deps, principal, orderId, "items can be removed", async (tx, order) => {
    if (!(await deleteItem(tx, order.id, itemId))) throw itemNotFound(itemId);
    return { success: true };
  });
}
