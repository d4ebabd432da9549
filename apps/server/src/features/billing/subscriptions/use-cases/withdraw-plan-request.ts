import type { PlanRequest } from "@vocable/contract";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { closePlanRequest, getPlanRequest } from "../plan-request-repo";
import { presentPlanRequest } from "../presenter";
import { requireOpenRequest } from "./approve-plan-request";
import { loadBillingContext, type BillingDeps } from "./load-billing-context";

/**
 * POST /v1/billing/plan-requests/{id}/withdraw (workspace admins): the member takes back an open
 * request. Another workspace's request is 404; a decided one is 409 plan_request_closed.
 */
export async function withdrawPlanRequest(deps: BillingDeps, principal: Principal, id: string): Promise<PlanRequest> {
  const ctx = await loadBillingContext(deps, principal);
  const row = await getPlanRequest(deps.db, id);
  if (!row || row.workspaceId !== ctx.ws.id) throw new AppError("plan_request_not_found", 404, "No plan request of this workspace has this id.");
  requireOpenRequest(row);
  const closed = await closePlanRequest(deps.db, id, { status: "withdrawn" });
  if (!closed) requireOpenRequest(await getPlanRequest(deps.db, id));
  return presentPlanRequest(closed!);
}
