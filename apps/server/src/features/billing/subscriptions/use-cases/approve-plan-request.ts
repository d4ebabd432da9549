import { planAction, tierDisplayName, type TierId } from "@vocable/domain";
import type { PlanRequest } from "@vocable/contract";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { requireInstanceAdmin } from "#features/operators/instance-admin/policy";
import { findAccountEmail } from "#features/operators/instance-admin/repo";
import { changeLocalPlan, startLocalSubscription } from "../local-provider";
import { needsOperatorApproval, requireTierAllowed } from "../policy";
import { closePlanRequest, getPlanRequest, type PlanRequestRow } from "../plan-request-repo";
import { presentPlanRequest } from "../presenter";
import { getPromoCode, getSubscription, isRunning } from "../repo";
import { currentSubscriptionOf } from "./load-billing-context";
import { mailPlanDecision } from "./mail-plan-decision";
import type { PlanDecisionDeps } from "./request-plan";
import { lockWorkspace } from "#features/workspaces/workspaces/repo";

/** 404 plan_request_not_found, or 409 plan_request_closed when it was decided or withdrawn. */
export function requireOpenRequest(row: PlanRequestRow | null): PlanRequestRow {
  if (!row) throw new AppError("plan_request_not_found", 404, "No plan request has this id.");
  if (row.status !== "open") throw new AppError("plan_request_closed", 409, `This plan request was ${row.status} already.`);
  return row;
}

/**
 * An operator approves a plan request (the operators' page, `npm run billing -- requests approve`):
 * in one transaction, the workspace row then the request locked, the plan is applied by the local
 * provider's own transitions, exactly as the self-service path applies it: a subscribe request
 * starts the subscription with its first invoice (startLocalSubscription), an upgrade changes the
 * plan now with its prorated invoice (changeLocalPlan). The checks run again against the
 * workspace as it is now (its plan may have changed since): a request that no longer applies is
 * 409 and stays open for the operator to deny. The member is e-mailed.
 */
export async function approvePlanRequest(deps: PlanDecisionDeps, id: string, decidedBy: string): Promise<PlanRequest> {
  if (!needsOperatorApproval(deps.config.billing)) {
    throw new AppError("plan_request_closed", 409, "Plan requests are only approved under BILLING_PROVIDER=local without BILLING_SELF_SERVICE; this server's billing mode changed.");
  }
  const first = await getPlanRequest(deps.db, id);
  if (!first) throw new AppError("plan_request_not_found", 404, "No plan request has this id.");
  const now = new Date();
  const { row, ws } = await deps.db.transaction(async (tx) => {
    const ws = await lockWorkspace(tx, first.workspaceId);
    const request = requireOpenRequest(await getPlanRequest(tx, id, true));
    if (!ws) throw new AppError("plan_request_not_found", 404, "The workspace of this request no longer exists.");
    requireTierAllowed(deps.config.billing, request.tier);
    const tier = request.tier as TierId;
    let invoiceId: string | null;
    if (request.kind === "subscribe") {
      const invoice = await startLocalSubscription(
        tx,
        ws,
        { tier, period: request.billingPeriod, currency: request.currency, promoCode: request.promoCode, firstMonthPercentOff: request.firstMonthPercentOff },
        now,
      );
      invoiceId = invoice.id;
    } else {
      const sub = await getSubscription(tx, ws.id);
      const action = isRunning(sub) ? planAction(currentSubscriptionOf(ws, sub), { tier, billingPeriod: request.billingPeriod }) : "none";
      if (!isRunning(sub) || action !== "upgrade" || ws.status !== "active") {
        throw new AppError(
          "subscription_change_not_allowed",
          409,
          `The workspace is on ${tierDisplayName(ws.tier)} (${ws.status.replace("_", " ")}) now: ${tierDisplayName(tier)} is no longer an upgrade it can take. Deny the request.`,
        );
      }
      const promo = request.promoCode ? await getPromoCode(tx, request.promoCode) : null;
      if (request.promoCode && (!promo || (promo.expiresAt && promo.expiresAt <= now))) throw new AppError("coupon_expired", 400, "The request's promo code has expired: deny the request.");
      const result = await changeLocalPlan(tx, ws, { subscription: sub, kind: "upgrade", tier: request.tier as never, period: request.billingPeriod, promo });
      invoiceId = result.invoice_id;
    }
    const row = await closePlanRequest(tx, id, { status: "approved", decidedBy, invoiceId });
    return { row: row!, ws };
  });
  await mailPlanDecision(deps, ws, row);
  return presentPlanRequest(row);
}

/** POST /v1/admin/plan-requests/{id}/approve: an instance operator (ADMIN_EMAILS) approves. */
export async function approvePlanRequestAsOperator(deps: PlanDecisionDeps, principal: Principal, id: string): Promise<PlanRequest> {
  await requireInstanceAdmin(deps.db, deps.config.adminEmails, principal);
  const account = await findAccountEmail(deps.db, principal.userId);
  return approvePlanRequest(deps, id, account?.email ?? principal.userId);
}
