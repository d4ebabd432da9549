import { createHash } from "node:crypto";
import type { ChangeSubscriptionRequest, SubscriptionChangeResult } from "@vocable/contract";
import { planAction, tierDisplayName, type BillingPeriod, type Currency, type PricedTier } from "@vocable/domain";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { toUnixSeconds } from "#platform/unix-time";
import { type WorkspaceRow, lockWorkspace } from "#features/workspaces/workspaces/repo";
import { needsOperatorApproval, requireTierAllowed } from "../policy";
import { claimIdempotencyKey, releaseIdempotencyKey, storeIdempotentResponse } from "../repo";
import { checkPromoCode } from "./check-promo-code";
import { requirePurchasableTier } from "./create-checkout-session";
import { currentSubscriptionOf, loadBillingContext, requireRunningSubscription } from "./load-billing-context";
import { mailOperatorsOfPlanRequest, requestPlan, type PlanRequestDeps } from "./request-plan";

/**
 * POST /v1/billing/change-subscription: an upgrade takes effect at once (prorated), a downgrade
 * (a lower tier, or annual to monthly) is scheduled for the period end. The plan action must be
 * upgrade or downgrade (domain planAction); an upgrade needs the status active (spec §4).
 * `idempotency_key`: the same key with the same body answers the first result without changing
 * anything twice; with another body it is 409 idempotency_key_reused; a request that failed frees its key.
 * Under operator approval an upgrade is recorded as a plan request (status `requested`, nothing
 * changes yet); a downgrade stays the member's own (it reduces what the workspace gets).
 */
export async function changeSubscription(deps: PlanRequestDeps, principal: Principal, input: ChangeSubscriptionRequest): Promise<SubscriptionChangeResult> {
  const ctx = await loadBillingContext(deps, principal);
  const period = input.billing_period ?? "monthly_period";
  const hash = createHash("sha256")
    .update(JSON.stringify([input.subscription_type, period, input.promocode ?? null]))
    .digest("hex");
  const claim = await claimIdempotencyKey(deps.db, ctx.ws.id, input.idempotency_key, hash);
  if (!claim.claimed) {
    if (claim.requestHash !== hash) throw new AppError("idempotency_key_reused", 409, "This idempotency_key was used for a different change: send a new key.");
    if (claim.response === null) throw new AppError("idempotency_key_reused", 409, "A change with this idempotency_key is still running: wait for it.");
    return claim.response as SubscriptionChangeResult;
  }
  try {
    const tier = input.subscription_type;
    requirePurchasableTier(tier, period);
    requireTierAllowed(deps.config.billing, tier);
    const sub = requireRunningSubscription(ctx);
    const action = planAction(currentSubscriptionOf(ctx.ws, sub), { tier, billingPeriod: period });
    if (action !== "upgrade" && action !== "downgrade") {
      throw new AppError("subscription_change_not_allowed", 409, notAChange(action, tier));
    }
    if (action === "upgrade" && ctx.ws.status !== "active") {
      throw new AppError("subscription_change_not_allowed", 409, `An upgrade needs an active subscription; this one is ${ctx.ws.status.replace("_", " ")}: settle the open invoice first.`);
    }
    const promo = input.promocode ? await checkPromoCode(deps, ctx.ws.id, input.promocode, { currency: (ctx.ws.currency as "usd" | "eur" | null) ?? "usd", now: new Date() }) : null;
    if (action === "upgrade" && needsOperatorApproval(deps.config.billing)) {
      const requested = await requestUpgrade(deps, ctx.ws, principal, { tier, period, promoCode: promo?.code ?? null });
      await storeIdempotentResponse(deps.db, ctx.ws.id, input.idempotency_key, requested);
      return requested;
    }
    const result = await ctx.provider.changePlan({ workspace: ctx.ws, subscription: sub, kind: action, tier, period, promo, idempotencyKey: input.idempotency_key });
    await storeIdempotentResponse(deps.db, ctx.ws.id, input.idempotency_key, result);
    return result;
  } catch (err) {
    await releaseIdempotencyKey(deps.db, ctx.ws.id, input.idempotency_key);
    throw err;
  }
}

export function notAChange(action: string, tier: string): string {
  switch (action) {
    case "cancelDowngrade":
      return `A downgrade to ${tierDisplayName(tier)} is already scheduled: cancel it with /v1/billing/cancel-downgrade.`;
    case "renewSubscription":
      return "This is the current plan, set to end: keep it with /v1/billing/renew-subscription.";
    case "cancelSubscription":
    case "none":
      return `The workspace is already on the ${tierDisplayName(tier)} plan for this period.`;
    default:
      return "This workspace has no paid subscription yet: subscribe with /v1/billing/create-checkout-session.";
  }
}

/** The upgrade as a plan request (the workspace row locked), answered as a change that waits for an operator. */
async function requestUpgrade(
  deps: PlanRequestDeps,
  ws: WorkspaceRow,
  principal: Principal,
  plan: { tier: PricedTier; period: BillingPeriod; promoCode: string | null },
): Promise<SubscriptionChangeResult> {
  const currency = (ws.currency as Currency | null) ?? "usd";
  const { row, created } = await deps.db.transaction(async (tx) =>
    requestPlan(tx, (await lockWorkspace(tx, ws.id)) ?? ws, principal, { kind: "upgrade", ...plan, currency, firstMonthPercentOff: null }),
  );
  if (created) await mailOperatorsOfPlanRequest(deps, ws, row);
  return {
    status: "requested",
    tier: ws.tier,
    billing_period: (ws.billingPeriod as BillingPeriod | null) ?? null,
    effective_at_unix: toUnixSeconds(row.createdAt),
    invoice_id: null,
    plan_request_id: row.id,
  };
}
