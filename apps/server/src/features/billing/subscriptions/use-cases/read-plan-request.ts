import type { PlanRequestResponse } from "@vocable/contract";
import type { Principal } from "#platform/app-env";
import { getLatestPlanRequest } from "../plan-request-repo";
import { presentPlanRequest } from "../presenter";
import { loadBillingContext, type BillingDeps } from "./load-billing-context";

/** A decided request is shown on the subscription page this long. */
const DECIDED_SHOWN_DAYS = 30;

/**
 * GET /v1/billing/plan-request (any member): the workspace's open plan request, or the outcome of
 * its last one (approved or denied, with the operator's reason) for 30 days; null otherwise.
 */
export async function readPlanRequest(deps: BillingDeps, principal: Principal): Promise<PlanRequestResponse> {
  const ctx = await loadBillingContext(deps, principal, { anyMember: true });
  const row = await getLatestPlanRequest(deps.db, ctx.ws.id);
  if (!row || row.status === "withdrawn") return { plan_request: null };
  if (row.decidedAt && row.decidedAt.getTime() < Date.now() - DECIDED_SHOWN_DAYS * 86_400_000) return { plan_request: null };
  return { plan_request: presentPlanRequest(row) };
}
