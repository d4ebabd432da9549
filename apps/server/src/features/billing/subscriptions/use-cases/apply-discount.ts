import type { Principal } from "#platform/app-env";
import { checkPromoCode } from "./check-promo-code";
import { loadBillingContext, requireRunningSubscription, type BillingDeps } from "./load-billing-context";

/** POST /v1/billing/apply-discount: a promo code's discount on the running subscription's next invoices. */
export async function applyDiscount(deps: BillingDeps, principal: Principal, rawCode: string): Promise<{ status: "ok" }> {
  const ctx = await loadBillingContext(deps, principal);
  const sub = requireRunningSubscription(ctx);
  const promo = await checkPromoCode(deps, ctx.ws.id, rawCode, { currency: (ctx.ws.currency as "usd" | "eur" | null) ?? "usd", now: new Date() });
  await ctx.provider.applyDiscount(ctx.ws, sub, promo);
  return { status: "ok" };
}
