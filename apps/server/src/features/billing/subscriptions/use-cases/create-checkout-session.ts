import type { CreateCheckoutSessionRequest } from "@vocable/contract";
import { firstMonthPercentOff, isPricedTier, planAction, tierDisplayName, type BillingPeriod, type PricedTier } from "@vocable/domain";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findAccountEmail } from "#features/operators/instance-admin/repo";
import { requireTierAllowed } from "../policy";
import { checkPromoCode } from "./check-promo-code";
import { currentSubscriptionOf, loadBillingContext, type BillingDeps } from "./load-billing-context";

/** 400 invalid_plan unless the tier can be bought for that period (free, trial and enterprise cannot; enterprise is contact-sales). */
export function requirePurchasableTier(tier: string, period: BillingPeriod): asserts tier is PricedTier {
  if (tier === "enterprise") throw new AppError("invalid_plan", 400, "The Enterprise plan is contact-sales only: send the form at /contact-sales.");
  if (!isPricedTier(tier)) {
    throw new AppError("invalid_plan", 400, `The ${tierDisplayName(tier)} plan has no ${period === "annual_period" ? "annual" : "monthly"} price: choose Starter, Creator, Pro, Scale or Business.`);
  }
}

/**
 * POST /v1/billing/create-checkout-session: a workspace on a base tier (free or trial) subscribes.
 * A promo code is checked now (coupon_expired, invalid_promocode); without one, the first-month
 * discount applies to a workspace that never paid unless no_default_promocode. Answers the page
 * to send the browser to: Vocable's confirmation page (local) or Stripe Checkout.
 */
export async function createCheckoutSession(deps: BillingDeps, principal: Principal, input: CreateCheckoutSessionRequest): Promise<{ url: string }> {
  const ctx = await loadBillingContext(deps, principal);
  const tier = input.subscription_type;
  const currency = input.currency ?? "usd";
  requirePurchasableTier(tier, input.billing_period);
  requireTierAllowed(deps.config.billing, tier);
  const action = planAction(currentSubscriptionOf(ctx.ws, ctx.sub), { tier, billingPeriod: input.billing_period });
  if (action !== "create") {
    throw new AppError(
      "subscription_change_not_allowed",
      409,
      `This workspace already has the ${tierDisplayName(ctx.ws.tier)} plan: change it with /v1/billing/change-subscription (the plan action here is ${action}).`,
    );
  }
  if (ctx.ws.status === "incomplete") throw new AppError("subscription_change_not_allowed", 409, "The last payment is incomplete: finish it before subscribing again.");
  const now = new Date();
  const promo = input.promocode ? await checkPromoCode(deps, ctx.ws.id, input.promocode, { currency, now }) : null;
  const hasEverPaid = (ctx.previous?.previouslySubscribedTiers.length ?? 0) > 0;
  const firstMonth = promo || input.no_default_promocode ? 0 : firstMonthPercentOff(tier, input.billing_period, { loggedIn: true, hasEverPaid });
  const account = await findAccountEmail(deps.db, principal.userId);
  return ctx.provider.startCheckout({
    workspace: ctx.ws,
    userId: principal.userId,
    email: account?.email ?? "",
    tier,
    period: input.billing_period,
    currency,
    promo,
    firstMonthPercentOff: firstMonth > 0 ? firstMonth : null,
    returnUrl: `${deps.config.publicUrl}/app/subscription`,
  });
}
