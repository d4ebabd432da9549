import type { UpdateOrderBody } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { ValidationError } from "#platform/errors";
import { moveOrder } from "../repo";
import { withOpenOrder } from "./find-order";

/** A deadline is at most this far ahead. */
const MAX_DEADLINE_DAYS = 90;

/** The deadline asked, checked: in the future and within MAX_DEADLINE_DAYS; null clears it; undefined leaves it. */
function deadlineOf(value: string | null | undefined, now: Date): Date | null | undefined {
  if (value === undefined || value === null) return value;
  const at = new Date(value);
  if (at.getTime() <= now.getTime() || at.getTime() > now.getTime() + MAX_DEADLINE_DAYS * 86_400_000) {
    throw new ValidationError([{ loc: ["body", "request", "deadline_at"], msg: `The deadline must be in the future and at most ${MAX_DEADLINE_DAYS} days ahead.`, type: "value_error" }]);
  }
  return at;
}

/** PATCH /v1/productions/orders/{order_id}: an open order's name (and Vocable's deadline). */
export async function updateOrder(deps: Pick<AppDeps, "db">, principal: Principal, id: string, body: UpdateOrderBody): Promise<{ name: string; deadline_at: string | null }> {
  const deadlineAt = deadlineOf(body.request.deadline_at, new Date());
  return withOpenOrder(deps, principal, id, "it can be changed", async (tx, order) => {
    const row = (await moveOrder(tx, order.id, ["open"], { name: body.request.name, ...(deadlineAt === undefined ? {} : { deadlineAt }) }))!;
    return { name: row.name, deadline_at: row.deadlineAt?.toISOString() ?? null };
  });
}
