import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { loadBillingContext, requireRunningSubscription, type BillingDeps } from "./load-billing-context";

/** POST /v1/billing/renew-subscription: stops a pending cancellation ("Do Not Cancel"). 409 when none is pending. */
export async function renewSubscription(deps: BillingDeps, principal: Principal): Promise<{ status: "ok" }> {
  const ctx = await loadBillingContext(deps, principal);
  const sub = requireRunningSubscription(ctx);
  if (!sub.cancelAt) throw new AppError("subscription_change_not_allowed", 409, "This subscription is not set to end: there is nothing to renew.");
  await ctx.provider.renew(ctx.ws, sub);
  return { status: "ok" };
}
