import type Stripe from "stripe";
import { isCurrency, type Currency } from "@vocable/domain";
import type { Db } from "#db/client";
import type { SubscriptionDiscount } from "#db/schema/index";
import type { Logger } from "#platform/logger";
import type { WorkspaceRow } from "#features/workspaces/workspaces/repo";
import { getPromoCode, hasRedeemed, redeemPromoCode, updateSubscription, upsertProviderInvoice, type InvoiceRow, type SubscriptionRow } from "../repo";
import { endSubscription, setSubscriptionStatus, startSubscription, switchPlanNow } from "../subscription-state";
import { discountOfPromo } from "../use-cases/check-promo-code";
import { planOfSubscription } from "./stripe-prices";

/**
 * Stripe's subscription state carried into Vocable's, through the shared state transitions
 * (subscription-state.ts) and never by writing the workspace's plan columns here. Used by the
 * webhook handler and by the provider after a change it made (an upgrade), each inside a
 * transaction that locked the workspace row first.
 */

/** The metadata Vocable puts on its Stripe subscriptions (subscription_data.metadata at checkout). */
export interface VocableSubscriptionMetadata {
  workspace_id?: string;
  /** The promo code whose coupon the subscription carries. */
  promo_code?: string;
  /** The first-month offer's percent, when the checkout had it. */
  first_month_percent_off?: string;
}

export type SubscriptionState = "active" | "past_due" | "incomplete" | "trialing" | "ended";

/**
 * Vocable's status of a Stripe subscription status: unpaid and paused count as past_due (a payment
 * problem, spec §4), canceled and incomplete_expired as ended.
 */
export function stateOf(status: Stripe.Subscription.Status): SubscriptionState {
  switch (status) {
    case "active":
    case "trialing":
    case "past_due":
    case "incomplete":
      return status as SubscriptionState;
    case "canceled":
    case "incomplete_expired":
      return "ended";
    default:
      return "past_due";
  }
}

/** A Stripe timestamp (seconds) as a Date. */
export function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000);
}

/** The current period of a subscription: its first item's (Stripe keeps periods per item). */
export function periodOf(sub: Stripe.Subscription): { start: Date; end: Date } {
  const item = sub.items.data[0];
  return { start: fromUnix(item.current_period_start), end: fromUnix(item.current_period_end) };
}

/** When a subscription is set to end: its period end with cancel_at_period_end, else cancel_at. */
export function cancelAtOf(sub: Stripe.Subscription): Date | null {
  if (sub.cancel_at_period_end) return periodOf(sub).end;
  return sub.cancel_at ? fromUnix(sub.cancel_at) : null;
}

/** The id of an expandable Stripe field (an id, or the object when expanded). */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

/** The later of two instants (null counts as never). */
function later(a: Date | null, b: Date): Date {
  return a && a.getTime() > b.getTime() ? a : b;
}

/** The discount a new subscription starts with: its promo code's (one month used by the first invoice). */
async function startingDiscount(tx: Db, meta: VocableSubscriptionMetadata): Promise<SubscriptionDiscount | null> {
  if (!meta.promo_code) return null;
  const promo = await getPromoCode(tx, meta.promo_code);
  if (!promo) return null;
  const discount = discountOfPromo(promo);
  return discount.monthsLeft !== null ? { ...discount, monthsLeft: discount.monthsLeft - 1 } : discount;
}

/** Counts the workspace's use of a promo code once (a replay or a second path finds it used). */
export async function redeemOnce(tx: Db, code: string, workspaceId: string, log: Logger): Promise<void> {
  if (await hasRedeemed(tx, code, workspaceId)) return;
  if (!(await redeemPromoCode(tx, code, workspaceId))) log.warn("stripe: promo code used up before its redemption was recorded", { code, workspaceId });
}

/**
 * A Stripe subscription of the (locked) workspace starts in Vocable: the tier's limits at once
 * (startSubscription), the period and cancellation from Stripe, the promo code counted as used.
 * Nothing when it is not one of Vocable's plans or has already ended.
 */
export async function startFromStripe(tx: Db, ws: WorkspaceRow, previous: SubscriptionRow | null, sub: Stripe.Subscription, seenAt: Date, log: Logger): Promise<boolean> {
  const plan = planOfSubscription(sub);
  const state = stateOf(sub.status);
  if (!plan || state === "ended") {
    log.warn("stripe: a subscription that is not one of Vocable's plans, or has ended, was not started", { subscription: sub.id, workspaceId: ws.id });
    return false;
  }
  const meta = (sub.metadata ?? {}) as VocableSubscriptionMetadata;
  const period = periodOf(sub);
  await startSubscription(tx, ws, previous, {
    provider: "stripe",
    tier: plan.tier,
    period: plan.period,
    currency: plan.currency,
    status: state,
    periodStart: period.start,
    periodEnd: period.end,
    discount: await startingDiscount(tx, meta),
    stripe: { customerId: idOf(sub.customer)!, subscriptionId: sub.id },
  });
  await updateSubscription(tx, ws.id, { cancelAt: cancelAtOf(sub), stripeEventAt: later(previous?.stripeEventAt ?? null, seenAt) });
  if (meta.promo_code) await redeemOnce(tx, meta.promo_code, ws.id, log);
  return true;
}

/**
 * Stripe's current state of the workspace's running subscription, applied: a plan other than
 * the workspace's switches now (an upgrade at once, a schedule's downgrade when its phase starts
 * at the period end; a new period moves the dates and the character reset anchor); otherwise the
 * status, the period dates and the cancellation follow Stripe's. An ended subscription returns
 * the workspace to free. `seenAt` (the event's time) becomes the row's stripe_event_at.
 */
export async function applySubscription(tx: Db, ws: WorkspaceRow, row: SubscriptionRow, sub: Stripe.Subscription, seenAt: Date, log: Logger): Promise<void> {
  const state = stateOf(sub.status);
  const eventAt = later(row.stripeEventAt, seenAt);
  if (state === "ended") {
    if (row.endedAt === null) await endSubscription(tx, ws, sub.ended_at ? fromUnix(sub.ended_at) : seenAt);
    await updateSubscription(tx, ws.id, { stripeEventAt: eventAt });
    return;
  }
  if (row.endedAt !== null) return;
  const plan = planOfSubscription(sub);
  if (!plan) {
    log.warn("stripe: the subscription's price is not one of Vocable's plans; only its status is applied", { subscription: sub.id, workspaceId: ws.id });
    await setSubscriptionStatus(tx, ws, state);
    await updateSubscription(tx, ws.id, { stripeEventAt: eventAt });
    return;
  }
  const period = periodOf(sub);
  if (ws.tier !== plan.tier || ws.billingPeriod !== plan.period || ws.currency !== plan.currency) {
    const moved = period.start.getTime() !== row.currentPeriodStart.getTime();
    await switchPlanNow(tx, ws, { tier: plan.tier, period: plan.period, currency: plan.currency, status: state, newPeriod: moved ? period : undefined });
  } else {
    await setSubscriptionStatus(tx, ws, state);
  }
  await updateSubscription(tx, ws.id, {
    currentPeriodStart: period.start,
    currentPeriodEnd: period.end,
    cancelAt: cancelAtOf(sub),
    // Stripe dropped the discount (its months are over): so does Vocable.
    ...(sub.discounts.length === 0 && row.discount ? { discount: null } : {}),
    stripeEventAt: eventAt,
  });
}

const INVOICE_STATUS: Record<string, InvoiceRow["status"] | undefined> = { open: "open", paid: "paid", void: "void", uncollectible: "void" };

/** The subscription an invoice is for, if any. */
export function subscriptionOfInvoice(inv: Stripe.Invoice): string | null {
  return idOf(inv.parent?.subscription_details?.subscription ?? null);
}

/**
 * A Stripe invoice mirrored into Vocable's invoices (inserted once, updated by later events): its
 * status, amounts, discount, lines, next payment attempt and hosted PDF. Drafts are not shown;
 * a paid invoice is never set back to open (an older event arriving late). Null when not mirrored.
 */
export async function mirrorInvoice(tx: Db, workspaceId: string, inv: Stripe.Invoice, currentStatus: string | null): Promise<InvoiceRow | null> {
  const status = INVOICE_STATUS[inv.status ?? ""];
  const currency = inv.currency?.toLowerCase();
  if (!status || !isCurrency(currency)) return null;
  const keep = currentStatus === "paid" || currentStatus === "void" ? (currentStatus as InvoiceRow["status"]) : status;
  const discountCents = (inv.total_discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0);
  const meta = (inv.parent?.subscription_details?.metadata ?? {}) as VocableSubscriptionMetadata;
  return upsertProviderInvoice(tx, {
    workspaceId,
    provider: "stripe",
    providerInvoiceId: inv.id,
    status: keep,
    currency: currency as Currency,
    subtotalCents: inv.subtotal,
    discountCents,
    amountDueCents: inv.amount_due,
    amountPaidCents: inv.amount_paid,
    ...(await invoiceDiscount(tx, discountCents, meta)),
    reason: inv.billing_reason ?? "manual",
    lines: inv.lines.data.map((line) => ({ description: line.description ?? "", amountCents: line.amount, quantity: line.quantity ?? 1 })),
    periodStart: inv.period_start ? fromUnix(inv.period_start) : null,
    periodEnd: inv.period_end ? fromUnix(inv.period_end) : null,
    nextPaymentAttemptAt: keep === "open" && inv.next_payment_attempt ? fromUnix(inv.next_payment_attempt) : null,
    hostedPdfUrl: inv.invoice_pdf ?? inv.hosted_invoice_url ?? null,
    createdAt: fromUnix(inv.created),
  });
}

/** The terms of the discount an invoice got: the promo code's, else the first-month offer's. */
async function invoiceDiscount(tx: Db, discountCents: number, meta: VocableSubscriptionMetadata): Promise<{ discountPercentOff: number | null; discountAmountOffCents: number | null }> {
  if (discountCents <= 0) return { discountPercentOff: null, discountAmountOffCents: null };
  const promo = meta.promo_code ? await getPromoCode(tx, meta.promo_code) : null;
  if (promo) return { discountPercentOff: promo.amountOffCents === null ? promo.percentOff : null, discountAmountOffCents: promo.amountOffCents };
  const firstMonth = Number(meta.first_month_percent_off);
  return { discountPercentOff: firstMonth > 0 ? firstMonth : null, discountAmountOffCents: null };
}
