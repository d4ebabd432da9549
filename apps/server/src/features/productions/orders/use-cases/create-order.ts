import type { CreateOrderResponse } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { newId } from "#platform/ids";
import { insertOrder } from "../repo";

/** POST /v1/productions/orders: a new open order (a sandbox order is never charged). */
export async function createOrder(deps: Pick<AppDeps, "db">, principal: Principal, body: { sandbox?: boolean; name?: string } | null | undefined): Promise<CreateOrderResponse> {
  const row = await insertOrder(deps.db, {
    id: newId(),
    workspaceId: principal.workspaceId,
    userId: principal.userId,
    name: body?.name ?? "Untitled order",
    sandbox: body?.sandbox ?? false,
  });
  return { order_id: row.id, sandbox: row.sandbox };
}
