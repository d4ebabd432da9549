import { canCancelTier, tierDisplayName } from "@vocable/domain";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { loadBillingContext, requireRunningSubscription, type BillingDeps } from "./load-billing-context";

/**
 * POST /v1/billing/cancel-subscription: the subscription ends at the period end (the plan and its
 * limits stay until then); a scheduled downgrade is dropped. Free, trial and enterprise cannot be
 * cancelled (spec §4). Cancelling twice changes nothing.
 */
export async function cancelSubscription(deps: BillingDeps, principal: Principal): Promise<{ status: "ok"; cancel_at_unix: number }> {
  const ctx = await loadBillingContext(deps, principal);
  if (!canCancelTier(ctx.ws.tier)) throw new AppError("subscription_change_not_allowed", 409, `The ${tierDisplayName(ctx.ws.tier)} plan cannot be cancelled.`);
  const sub = requireRunningSubscription(ctx);
  if (!sub.cancelAt) await ctx.provider.cancelAtPeriodEnd(ctx.ws, sub);
  return { status: "ok", cancel_at_unix: Math.floor((sub.cancelAt ?? sub.currentPeriodEnd).getTime() / 1000) };
}
