import type { CheckoutSession } from "@vocable/contract";
import { periodEnd, periodInvoiceCents, tierDisplayName, type TierId } from "@vocable/domain";
import type { Principal } from "../../../platform/app-env";
import { AppError } from "../../../platform/errors";
import { invoiceDiscountFields, activeDiscount } from "../local-provider";
import { presentCheckoutSession } from "../presenter";
import { completeCheckoutSession as markComplete, getCheckoutSession, getPromoCode, getSubscription, insertInvoice, isRunning, lockWorkspace } from "../repo";
import { startSubscription } from "../subscription-state";
import { redeemPromoDiscount } from "./check-promo-code";
import { loadBillingContext, type BillingContext, type BillingDeps } from "./load-billing-context";

/** GET /v1/billing/checkout-sessions/{id}: a local checkout as its confirmation page shows it. Another workspace's is 404. */
export async function readCheckoutSession(deps: BillingDeps, principal: Principal, id: string): Promise<CheckoutSession> {
  return presentSession(deps, await loadBillingContext(deps, principal), id);
}

async function presentSession(deps: BillingDeps, ctx: BillingContext, id: string): Promise<CheckoutSession> {
  const session = await getCheckoutSession(deps.db, ctx.ws.id, id);
  if (!session) throw new AppError("checkout_session_not_found", 404, "No checkout of this workspace has this id.");
  const promo = session.promoCode ? await getPromoCode(deps.db, session.promoCode) : null;
  return presentCheckoutSession(session, promo, new Date(), ctx.provider.collectsPayments);
}

/**
 * POST /v1/billing/checkout-sessions/{id}/complete (local provider): the user confirms. In one
 * transaction with the workspace row locked: the session must be open and unexpired and the
 * workspace still on a base tier; the promo code is redeemed (once per workspace, within its
 * max_redemptions), the first period's invoice recorded as uncollected, and the plan starts at
 * once. Confirming a completed session again (a double click) answers it as it is.
 */
export async function confirmCheckoutSession(deps: BillingDeps, principal: Principal, id: string): Promise<CheckoutSession> {
  const ctx = await loadBillingContext(deps, principal);
  if (ctx.provider.kind !== "local") throw new AppError("checkout_session_not_found", 404, "Checkouts are Stripe's on this instance.");
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const ws = await lockWorkspace(tx, ctx.ws.id);
    const session = await getCheckoutSession(tx, ctx.ws.id, id, true);
    if (!ws || !session) throw new AppError("checkout_session_not_found", 404, "No checkout of this workspace has this id.");
    if (session.status === "complete") return;
    if (session.expiresAt <= now) throw new AppError("checkout_session_expired", 410, "This checkout expired: pick the plan again.");
    if (ws.tier !== "free" && ws.tier !== "trial") {
      throw new AppError("subscription_change_not_allowed", 409, `This workspace is already on the ${tierDisplayName(ws.tier)} plan: change it from the subscription page.`);
    }
    const previous = await getSubscription(tx, ws.id);
    if (isRunning(previous)) throw new AppError("subscription_change_not_allowed", 409, "This workspace already has a running subscription.");
    let discount = null;
    if (session.promoCode) {
      const promo = await getPromoCode(tx, session.promoCode);
      if (!promo || (promo.expiresAt && promo.expiresAt <= now)) throw new AppError("coupon_expired", 400, "This coupon has expired: start the checkout again without it.");
      discount = await redeemPromoDiscount(tx, ws.id, promo);
    }
    const tier = session.tier as TierId;
    const amounts = periodInvoiceCents({ tier, period: session.billingPeriod, currency: session.currency, discount: activeDiscount(discount), firstMonthPercentOff: session.firstMonthPercentOff ?? 0 });
    const end = periodEnd(now, session.billingPeriod);
    // The first invoice used one month of a discount that lasts for months.
    const running = discount && discount.monthsLeft !== null ? { ...discount, monthsLeft: discount.monthsLeft - 1 } : discount;
    await startSubscription(tx, ws, previous, { provider: "local", tier, period: session.billingPeriod, currency: session.currency, periodStart: now, periodEnd: end, discount: running });
    await insertInvoice(tx, {
      workspaceId: ws.id,
      provider: "local",
      status: "uncollected",
      currency: session.currency,
      subtotalCents: amounts.subtotal,
      discountCents: amounts.discount,
      amountDueCents: amounts.total,
      ...(discount ? invoiceDiscountFields(discount) : { discountPercentOff: session.firstMonthPercentOff, discountAmountOffCents: null }),
      reason: "subscription_create",
      lines: [{ description: `${tierDisplayName(tier)} plan, ${session.billingPeriod === "annual_period" ? "annual" : "monthly"}`, amountCents: amounts.subtotal, quantity: 1 }],
      periodStart: now,
      periodEnd: end,
    });
    await markComplete(tx, session.id);
  });
  return presentSession(deps, ctx, id);
}
