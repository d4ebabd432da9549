import type { CheckoutSession } from "@vocable/contract";
import type { TierId } from "@vocable/domain";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { startLocalSubscription } from "../local-provider";
import { needsOperatorApproval } from "../policy";
import { presentCheckoutSession } from "../presenter";
import { completeCheckoutSession as markComplete, getCheckoutSession, getPromoCode, markCheckoutSessionRequested } from "../repo";
import { findPlanRequestOfCheckout, getOpenPlanRequest } from "../plan-request-repo";
import { loadBillingContext, type BillingContext, type BillingDeps } from "./load-billing-context";
import { mailOperatorsOfPlanRequest, requestPlan, type PlanRequestDeps } from "./request-plan";
import { lockWorkspace } from "#features/workspaces/workspaces/repo";

/** GET /v1/billing/checkout-sessions/{id}: a local checkout as its confirmation page shows it. Another workspace's is 404. */
export async function readCheckoutSession(deps: BillingDeps, principal: Principal, id: string): Promise<CheckoutSession> {
  return presentSession(deps, await loadBillingContext(deps, principal), id);
}

async function presentSession(deps: BillingDeps, ctx: BillingContext, id: string, planRequestId?: string): Promise<CheckoutSession> {
  const session = await getCheckoutSession(deps.db, ctx.ws.id, id);
  if (!session) throw new AppError("checkout_session_not_found", 404, "No checkout of this workspace has this id.");
  const [promo, request] = await Promise.all([
    session.promoCode ? getPromoCode(deps.db, session.promoCode) : null,
    session.status === "requested" && !planRequestId ? requestOfSession(deps, ctx.ws.id, session.id) : null,
  ]);
  return presentCheckoutSession(session, promo, new Date(), ctx.provider.collectsPayments, planRequestId ?? request?.id ?? null);
}

/** The request a requested checkout made, or (a checkout of the plan already asked for) the workspace's open one. */
async function requestOfSession(deps: BillingDeps, workspaceId: string, sessionId: string) {
  return (await findPlanRequestOfCheckout(deps.db, workspaceId, sessionId)) ?? (await getOpenPlanRequest(deps.db, workspaceId));
}

/**
 * POST /v1/billing/checkout-sessions/{id}/complete (local provider): the user confirms. In one
 * transaction with the workspace row locked: the session must be open and unexpired, then the
 * plan starts at once with its first invoice (startLocalSubscription). Under operator approval
 * (BILLING_SELF_SERVICE off) the confirmation records a plan request instead and the session
 * says `requested`. Confirming a completed or requested session again (a double click) answers it as it is.
 */
export async function confirmCheckoutSession(deps: PlanRequestDeps, principal: Principal, id: string): Promise<CheckoutSession> {
  const ctx = await loadBillingContext(deps, principal);
  if (ctx.provider.kind !== "local") throw new AppError("checkout_session_not_found", 404, "Checkouts are Stripe's on this instance.");
  const now = new Date();
  const approval = needsOperatorApproval(deps.config.billing);
  const requested = await deps.db.transaction(async (tx) => {
    const ws = await lockWorkspace(tx, ctx.ws.id);
    const session = await getCheckoutSession(tx, ctx.ws.id, id, true);
    if (!ws || !session) throw new AppError("checkout_session_not_found", 404, "No checkout of this workspace has this id.");
    if (session.status === "complete" || session.status === "requested") return null;
    if (session.expiresAt <= now) throw new AppError("checkout_session_expired", 410, "This checkout expired: pick the plan again.");
    const start = { tier: session.tier as TierId, period: session.billingPeriod, currency: session.currency, promoCode: session.promoCode, firstMonthPercentOff: session.firstMonthPercentOff };
    if (approval) {
      const request = await requestPlan(tx, ws, principal, { kind: "subscribe", ...start, checkoutSessionId: session.id });
      await markCheckoutSessionRequested(tx, session.id);
      return request;
    }
    await startLocalSubscription(tx, ws, start, now);
    await markComplete(tx, session.id);
    return null;
  });
  if (requested?.created) await mailOperatorsOfPlanRequest(deps, ctx.ws, requested.row);
  // A second checkout of the plan already asked for answers the open request (made by the first).
  return presentSession(deps, ctx, id, requested?.row.id);
}
