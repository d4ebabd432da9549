import type { ListOrdersResponse, OrdersListQuery } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { presentOrderSummary } from "../presenter";
import { orderPageSelect } from "../repo";

/** GET /v1/productions/orders: the workspace's orders, newest first, filtered by state and creation time, by offset (bounded by the contract). */
export async function listOrders(deps: Pick<AppDeps, "db">, principal: Principal, q: OrdersListQuery): Promise<ListOrdersResponse> {
  const rows = await orderPageSelect(deps.db, {
    workspaceId: principal.workspaceId,
    states: q.status,
    from: q.start_date ? new Date(q.start_date) : undefined,
    to: q.end_date ? new Date(q.end_date) : undefined,
    limit: q.page_size + 1,
    offset: q.offset,
  });
  return { orders: rows.slice(0, q.page_size).map((r) => presentOrderSummary(r.row, r.cents)), has_more: rows.length > q.page_size };
}
