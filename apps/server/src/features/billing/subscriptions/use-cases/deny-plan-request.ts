import type { PlanRequest } from "@vocable/contract";
import type { Principal } from "#platform/app-env";
import { requireInstanceAdmin } from "#features/operators/instance-admin/policy";
import { findAccountEmail } from "#features/operators/instance-admin/repo";
import { getWorkspace } from "#features/workspaces/workspaces/repo";
import { closePlanRequest, getPlanRequest } from "../plan-request-repo";
import { presentPlanRequest } from "../presenter";
import { requireOpenRequest } from "./approve-plan-request";
import { mailPlanDecision } from "./mail-plan-decision";
import type { PlanDecisionDeps } from "./request-plan";

/**
 * An operator denies a plan request, with an optional reason the member sees (the operators'
 * page, `npm run billing -- requests deny`): the workspace keeps its plan and the member is e-mailed.
 */
export async function denyPlanRequest(deps: PlanDecisionDeps, id: string, reason: string | null, decidedBy: string): Promise<PlanRequest> {
  const row = await closePlanRequest(deps.db, id, { status: "denied", reason: reason?.trim() || null, decidedBy });
  if (!row) requireOpenRequest(await getPlanRequest(deps.db, id));
  const ws = await getWorkspace(deps.db, row!.workspaceId);
  if (ws) await mailPlanDecision(deps, ws, row!);
  return presentPlanRequest(row!);
}

/** POST /v1/admin/plan-requests/{id}/deny: an instance operator (ADMIN_EMAILS) denies. */
export async function denyPlanRequestAsOperator(deps: PlanDecisionDeps, principal: Principal, id: string, reason: string | null): Promise<PlanRequest> {
  await requireInstanceAdmin(deps.db, deps.config.adminEmails, principal);
  const account = await findAccountEmail(deps.db, principal.userId);
  return denyPlanRequest(deps, id, reason, account?.email ?? principal.userId);
}
