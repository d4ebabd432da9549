import {
  discountCents,
  listPriceCents,
  periodEnd,
  periodInvoiceCents,
  tierDisplayName,
  upgradeChargeCents,
  upgradeProration,
  type BillingPeriod,
  type Currency,
  type Discount,
  type TierId,
} from "@vocable/domain";
import type { SubscriptionChangeResult } from "@vocable/contract";
import type { Db } from "#db/client";
import type { SubscriptionDiscount } from "#db/schema/index";
import { AppError } from "#platform/errors";
import { toUnixSeconds } from "#platform/unix-time";
import { type WorkspaceRow, lockWorkspace } from "#features/workspaces/workspaces/repo";
import type { BillingProvider, CheckoutInput, PlanChangeAmounts, PlanChangeInput, PlanChangePreviewInput } from "./provider";
import { getPromoCode, getSubscription, insertCheckoutSession, insertInvoice, isRunning, updateSubscription, type InvoiceRow, type PromoCodeRow, type SubscriptionRow } from "./repo";
import { redeemPromoDiscount } from "./use-cases/check-promo-code";
import { startSubscription, switchPlanNow } from "./subscription-state";

/** How long a local checkout waits for the user to confirm it. */
export const CHECKOUT_SESSION_HOURS = 24;

/** The domain's discount of a running subscription discount (none once its months are used up). */
export function activeDiscount(d: SubscriptionDiscount | null): Discount | null {
  if (!d || (d.monthsLeft !== null && d.monthsLeft <= 0)) return null;
  if (d.amountOffCents !== null) return { amountOffCents: d.amountOffCents };
  if (d.percentOff !== null) return { percentOff: d.percentOff };
  return null;
}

/** The discount columns of an invoice from the subscription's running discount. */
export function invoiceDiscountFields(d: SubscriptionDiscount | null): { discountPercentOff: number | null; discountAmountOffCents: number | null } {
  const active = activeDiscount(d);
  return {
    discountPercentOff: active && "percentOff" in active ? active.percentOff : null,
    discountAmountOffCents: active && "amountOffCents" in active ? active.amountOffCents : null,
  };
}

function noCardPayments(what: string): AppError {
  return new AppError(
    "payment_provider_error",
    400,
    `This instance does not take card payments (BILLING_PROVIDER=local): ${what}. Plans change at once and invoices are recorded without collecting money.`,
  );
}

/** What a local subscription starts from: a confirmed checkout, or an approved plan request made from one. */
export interface LocalSubscriptionStart {
  tier: TierId;
  period: BillingPeriod;
  currency: Currency;
  promoCode: string | null;
  firstMonthPercentOff: number | null;
}

/**
 * A workspace on a base tier starts a local subscription, inside the caller's transaction with the
 * workspace row locked: it must still be on free or trial with nothing running; the promo code is
 * redeemed (once per workspace, within its max_redemptions), the plan starts at once and the first
 * period's invoice is recorded as uncollected. Confirming a checkout (self-service) and an
 * operator's approval of a plan request both run it. Answers the invoice.
 */
export async function startLocalSubscription(tx: Db, ws: WorkspaceRow, start: LocalSubscriptionStart, now: Date): Promise<InvoiceRow> {
  if (ws.tier !== "free" && ws.tier !== "trial") {
    throw new AppError("subscription_change_not_allowed", 409, `This workspace is already on the ${tierDisplayName(ws.tier)} plan: change it from the subscription page.`);
  }
  const previous = await getSubscription(tx, ws.id);
  if (isRunning(previous)) throw new AppError("subscription_change_not_allowed", 409, "This workspace already has a running subscription.");
  let discount = null;
  if (start.promoCode) {
    const promo = await getPromoCode(tx, start.promoCode);
    if (!promo || (promo.expiresAt && promo.expiresAt <= now)) throw new AppError("coupon_expired", 400, "This coupon has expired: start the checkout again without it.");
    discount = await redeemPromoDiscount(tx, ws.id, promo);
  }
  const { tier, period, currency } = start;
  const amounts = periodInvoiceCents({ tier, period, currency, discount: activeDiscount(discount), firstMonthPercentOff: start.firstMonthPercentOff ?? 0 });
  const end = periodEnd(now, period);
  // The first invoice used one month of a discount that lasts for months.
  const running = discount && discount.monthsLeft !== null ? { ...discount, monthsLeft: discount.monthsLeft - 1 } : discount;
  await startSubscription(tx, ws, previous, { provider: "local", tier, period, currency, periodStart: now, periodEnd: end, discount: running });
  return insertInvoice(tx, {
    workspaceId: ws.id,
    provider: "local",
    status: "uncollected",
    currency,
    subtotalCents: amounts.subtotal,
    discountCents: amounts.discount,
    amountDueCents: amounts.total,
    ...(discount ? invoiceDiscountFields(discount) : { discountPercentOff: start.firstMonthPercentOff, discountAmountOffCents: null }),
    reason: "subscription_create",
    lines: [{ description: `${tierDisplayName(tier)} plan, ${period === "annual_period" ? "annual" : "monthly"}`, amountCents: amounts.subtotal, quantity: 1 }],
    periodStart: now,
    periodEnd: end,
  });
}

/**
 * The local provider's plan change inside the caller's transaction, the workspace row locked: a
 * promo code redeemed, then a downgrade scheduled for the period end, or an upgrade now with its
 * prorated invoice recorded as uncollected. The self-service path (changePlan) and an operator's
 * approval of a plan request (use-cases/approve-plan-request.ts) both run it.
 */
export async function changeLocalPlan(tx: Db, ws: WorkspaceRow, input: Omit<PlanChangeInput, "workspace" | "idempotencyKey">): Promise<SubscriptionChangeResult> {
  const sub = input.subscription;
  const currency = (ws.currency as Currency | null) ?? "usd";
  let discount = sub.discount;
  if (input.promo) {
    discount = await redeemPromoDiscount(tx, ws.id, input.promo);
    await updateSubscription(tx, ws.id, { discount });
  }
  if (input.kind === "downgrade") {
    await updateSubscription(tx, ws.id, { pendingTier: input.tier, pendingBillingPeriod: input.period, cancelAt: null });
    return { status: "ok", tier: ws.tier, billing_period: ws.billingPeriod as BillingPeriod | null, effective_at_unix: toUnixSeconds(sub.currentPeriodEnd), invoice_id: null };
  }
  const now = new Date();
  const oldPeriod = ws.billingPeriod as BillingPeriod;
  const samePeriod = oldPeriod === input.period;
  const due = upgradeChargeCents(prorationOf(ws, sub, { tier: input.tier, period: input.period, currency, at: now }));
  const newPeriod = samePeriod ? undefined : { start: now, end: periodEnd(now, input.period) };
  const off = discountCents(due, activeDiscount(discount));
  const invoice = await insertInvoice(tx, {
    workspaceId: ws.id,
    provider: "local",
    status: "uncollected",
    currency,
    subtotalCents: due,
    discountCents: off,
    amountDueCents: due - off,
    ...invoiceDiscountFields(discount),
    reason: "subscription_update",
    lines: [
      {
        description: `${tierDisplayName(ws.tier)} to ${tierDisplayName(input.tier)}${samePeriod ? " for the rest of the period (prorated)" : `, ${input.period === "annual_period" ? "annual" : "monthly"} from now, less the unused time`}`,
        amountCents: due,
        quantity: 1,
      },
    ],
    periodStart: newPeriod?.start ?? now,
    periodEnd: newPeriod?.end ?? sub.currentPeriodEnd,
  });
  await switchPlanNow(tx, ws, { tier: input.tier as TierId, period: input.period, currency, status: "active", newPeriod });
  return { status: "ok", tier: input.tier, billing_period: input.period, effective_at_unix: toUnixSeconds(now), invoice_id: invoice.id };
}

/** An upgrade's proration input: both plans' list prices over the current period, at `at` (the change and its preview read it alike). */
function prorationOf(ws: WorkspaceRow, sub: SubscriptionRow, to: { tier: string; period: BillingPeriod; currency: Currency; at: Date }) {
  const oldPeriod = ws.billingPeriod as BillingPeriod;
  return {
    oldCents: listPriceCents(ws.tier, oldPeriod, to.currency) ?? 0,
    newCents: listPriceCents(to.tier, to.period, to.currency) ?? 0,
    periodStart: sub.currentPeriodStart,
    periodEnd: sub.currentPeriodEnd,
    at: to.at,
    samePeriod: oldPeriod === to.period,
  };
}

/**
 * What changeLocalPlan would charge now: an upgrade's proration from the period (the credit for the
 * unused part of the current plan, the new plan's part, the running discount off what is due); a
 * downgrade charges nothing until its period end.
 */
export function previewLocalPlanChange(input: PlanChangePreviewInput, now = new Date()): PlanChangeAmounts {
  const { workspace: ws, subscription: sub } = input;
  if (input.kind === "downgrade") return { dueNowCents: 0, creditCents: 0, chargeCents: 0, effectiveAt: sub.currentPeriodEnd };
  const currency = (ws.currency as Currency | null) ?? "usd";
  const parts = upgradeProration(prorationOf(ws, sub, { tier: input.tier, period: input.period, currency, at: now }));
  const off = discountCents(parts.dueCents, activeDiscount(sub.discount));
  return { dueNowCents: parts.dueCents - off, creditCents: parts.creditCents, chargeCents: parts.chargeCents, effectiveAt: now };
}

/**
 * BILLING_PROVIDER=local: plans change at once, and every change is recorded as an invoice at
 * the list price marked `uncollected` (no money moves). A checkout is a page of Vocable's own
 * (/app/checkout/{id}) where the user confirms; renewals, cancellations at the period end and
 * scheduled downgrades are carried out by the billing tick (use-cases/roll-local-periods.ts).
 */
export function createLocalProvider(deps: { db: Db; publicUrl: string }): BillingProvider {
  const { db } = deps;
  return {
    kind: "local",
    collectsPayments: false,

    async startCheckout(input: CheckoutInput) {
      const session = await insertCheckoutSession(db, {
        workspaceId: input.workspace.id,
        userId: input.userId,
        tier: input.tier,
        billingPeriod: input.period,
        currency: input.currency,
        promoCode: input.promo?.code ?? null,
        firstMonthPercentOff: input.promo ? null : input.firstMonthPercentOff,
        expiresAt: new Date(Date.now() + CHECKOUT_SESSION_HOURS * 3600_000),
      });
      return { url: `${deps.publicUrl}/app/checkout/${session.id}` };
    },

    async changePlan(input: PlanChangeInput): Promise<SubscriptionChangeResult> {
      return db.transaction(async (tx) => changeLocalPlan(tx, (await lockWorkspace(tx, input.workspace.id)) ?? input.workspace, input));
    },

    async previewPlanChange(input: PlanChangePreviewInput) {
      return previewLocalPlanChange(input);
    },

    async cancelAtPeriodEnd(ws: WorkspaceRow, sub: SubscriptionRow) {
      await updateSubscription(db, ws.id, { cancelAt: sub.currentPeriodEnd, pendingTier: null, pendingBillingPeriod: null });
    },

    async renew(ws: WorkspaceRow) {
      await updateSubscription(db, ws.id, { cancelAt: null });
    },

    async cancelDowngrade(ws: WorkspaceRow) {
      await updateSubscription(db, ws.id, { pendingTier: null, pendingBillingPeriod: null });
    },

    async applyDiscount(ws: WorkspaceRow, _sub: SubscriptionRow, promo: PromoCodeRow) {
      await db.transaction(async (tx) => {
        await updateSubscription(tx, ws.id, { discount: await redeemPromoDiscount(tx, ws.id, promo) });
      });
    },

    async portalUrl() {
      return `${deps.publicUrl}/app/subscription#invoices`;
    },
    async paymentMethodsUrl() {
      throw noCardPayments("there is no payment method to change");
    },
    async verifyCardUrl() {
      throw noCardPayments("there is no card to verify");
    },
    async connectAccountUrl() {
      throw noCardPayments("payouts to producers need BILLING_PROVIDER=stripe (Stripe Connect)");
    },

    async invoiceOverage(ws: WorkspaceRow, _sub: SubscriptionRow, overage) {
      // The renewal invoice of the roll-over takes the overage left at the period end; a threshold invoices it now.
      if (overage.when !== "now") return;
      const currency = (ws.currency as Currency | null) ?? "usd";
      await insertInvoice(db, {
        workspaceId: ws.id,
        provider: "local",
        status: "uncollected",
        currency,
        subtotalCents: overage.cents,
        discountCents: 0,
        amountDueCents: overage.cents,
        reason: "overage_threshold",
        lines: [{ description: `Characters beyond the ${tierDisplayName(ws.tier)} plan's limit`, amountCents: overage.cents, quantity: overage.characters }],
        periodStart: null,
        periodEnd: null,
      });
    },

    // No money moves here: an operator pays the producer and records it (PUT /v1/admin/productions/payouts/{id}/paid).
    async payOut() {
      return null;
    },

    async chargeOrder(ws: WorkspaceRow, charge) {
      // No money moves here: the order's invoice is recorded at its price as uncollected, like every local invoice.
      return { invoiceId: await orderInvoice(ws, charge.cents, "productions_order", charge.description) };
    },

    async refundOrder(ws: WorkspaceRow, refund) {
      // A credit invoice: the order's uncollected invoice less what was not delivered.
      return { refundId: await orderInvoice(ws, -refund.cents, "productions_refund", refund.description) };
    },
  };

  /** A productions order's one-line local invoice (negative: a credit), recorded uncollected; answers its id. */
  async function orderInvoice(ws: WorkspaceRow, cents: number, reason: string, description: string): Promise<string> {
    const row = await insertInvoice(db, {
      workspaceId: ws.id,
      provider: "local",
      status: "uncollected",
      currency: "usd",
      subtotalCents: cents,
      discountCents: 0,
      amountDueCents: cents,
      reason,
      lines: [{ description, amountCents: cents, quantity: 1 }],
      periodStart: null,
      periodEnd: null,
    });
    return row.id;
  }
}
