import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { loadBillingContext, requireRunningSubscription, type BillingDeps } from "./load-billing-context";

/** POST /v1/billing/cancel-downgrade: drops the downgrade scheduled for the period end. 409 when none is scheduled. */
export async function cancelDowngrade(deps: BillingDeps, principal: Principal): Promise<{ status: "ok" }> {
  const ctx = await loadBillingContext(deps, principal);
  const sub = requireRunningSubscription(ctx);
  if (!sub.pendingTier) throw new AppError("subscription_change_not_allowed", 409, "No downgrade is scheduled.");
  await ctx.provider.cancelDowngrade(ctx.ws, sub);
  return { status: "ok" };
}
