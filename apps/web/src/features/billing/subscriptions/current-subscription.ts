/**
 * GET /v1/user/subscription as the domain's billing rules read it (spec accounts §3 "Workspace
 * subscription", §4 "Subscription status", "Plan action"), and the lines the subscription page
 * shows about it. Pure: the page and the plan cards render what these return.
 */
import type { Subscription } from "@vocable/contract";
import {
  formatCalendarDate,
  formatPrice,
  hasPaymentProblem,
  hasSubscriptionProblem,
  isBaseTier,
  tierDisplayName,
  type BillingPeriod,
  type Currency,
  type CurrentSubscription,
  type PriceViewer,
} from "@vocable/domain";

/** The parts of the subscription answer the mapping reads. */
export type SubscriptionFields = Pick<Subscription, "tier" | "status" | "billing_period" | "pending_change">;

/**
 * The domain's CurrentSubscription: a pending cancellation sets `cancelAtPeriodEnd`; a pending
 * change (always a downgrade: upgrades take effect at once) is the scheduled downgrade.
 */
export function toCurrentSubscription(sub: SubscriptionFields): CurrentSubscription {
  const pending = sub.pending_change;
  return {
    tier: sub.tier,
    status: sub.status,
    billingPeriod: sub.billing_period,
    cancelAtPeriodEnd: pending?.kind === "cancellation",
    pendingDowngrade: pending?.kind === "change" ? { tier: pending.next_tier, billingPeriod: pending.next_billing_period } : null,
  };
}

/**
 * Who looks at the prices: the first-month offer is for logged-out visitors and workspaces that
 * never paid (previously_subscribed_tiers empty). A workspace on a paid tier an operator set counts
 * as having paid too.
 */
export function priceViewerOf(sub: Pick<Subscription, "tier" | "previously_subscribed_tiers"> | null | undefined, loggedIn: boolean): PriceViewer {
  return { loggedIn, hasEverPaid: sub ? sub.previously_subscribed_tiers.length > 0 || !isBaseTier(sub.tier) : false };
}

/**
 * End of the current billing period (unix seconds) when the answer tells it: the pending change's
 * date (a cancellation or downgrade takes effect then), else the next invoice's payment date.
 */
export function currentPeriodEndUnix(sub: Pick<Subscription, "pending_change" | "next_invoice">): number | null {
  return sub.pending_change?.timestamp_seconds ?? sub.next_invoice?.next_payment_attempt_unix ?? null;
}

/** The currency the plan cards start in: the subscription's, else usd. */
export function initialCurrency(sub: Pick<Subscription, "currency"> | null | undefined): Currency {
  return sub?.currency ?? "usd";
}

/** The billing period the plan cards start in: the subscription's, else monthly. */
export function initialPeriod(sub: Pick<Subscription, "billing_period"> | null | undefined): BillingPeriod {
  return sub?.billing_period ?? "monthly_period";
}

/** "monthly" / "yearly". */
export function periodWord(period: BillingPeriod | null): string {
  return period === "annual_period" ? "yearly" : "monthly";
}

/** The status line of the current plan: a label, and whether it needs attention (spec §4). */
export interface StatusLine {
  label: string;
  /** What to do about a problem; null when the subscription is fine. */
  problem: string | null;
}

/**
 * The status as the subscription page shows it: past_due and incomplete are payment problems
 * (enterprise and trial exempt), free_disabled a problem of the wider check.
 */
export function statusLine(sub: Pick<Subscription, "tier" | "status">): StatusLine {
  if (hasPaymentProblem(sub)) {
    return sub.status === "past_due"
      ? { label: "Past due", problem: "Payment failed: update your payment method." }
      : { label: "Incomplete", problem: "Payment incomplete: finish the payment to start the plan." };
  }
  if (hasSubscriptionProblem(sub)) return { label: "Disabled", problem: "This plan is disabled: subscribe to a plan or contact support to use it again." };
  switch (sub.status) {
    case "active":
      return { label: "Active", problem: null };
    case "trialing":
      return { label: "Trial", problem: null };
    case "free":
      return { label: "Free", problem: null };
    default:
      return { label: sub.status.replace(/_/g, " "), problem: null };
  }
}

/** What the page says about the period end: a cancellation, a scheduled downgrade, or the renewal. */
export type RenewalLine =
  | { kind: "cancellation"; text: string }
  | { kind: "downgrade"; text: string; tier: string; billingPeriod: BillingPeriod }
  | { kind: "renewal"; text: string }
  | null;

/** "Will be canceled on Aug 1, 2026", "Changes to Starter (monthly) on …", "Renews on …", or nothing (free). */
export function renewalLine(sub: Pick<Subscription, "tier" | "pending_change" | "next_invoice">, timeZone?: string): RenewalLine {
  const pending = sub.pending_change;
  if (pending?.kind === "cancellation") return { kind: "cancellation", text: `Will be canceled on ${formatCalendarDate(pending.timestamp_seconds, timeZone)}` };
  if (pending?.kind === "change") {
    return {
      kind: "downgrade",
      text: `Changes to ${tierDisplayName(pending.next_tier)} (${periodWord(pending.next_billing_period)}) on ${formatCalendarDate(pending.timestamp_seconds, timeZone)}`,
      tier: pending.next_tier,
      billingPeriod: pending.next_billing_period,
    };
  }
  if (!isBaseTier(sub.tier) && sub.next_invoice) return { kind: "renewal", text: `Renews on ${formatCalendarDate(sub.next_invoice.next_payment_attempt_unix, timeZone)}` };
  return null;
}

/** The next invoice: its amount and date, and the discount on it ("20% off", "$5 off"). */
export function nextInvoiceLine(sub: Pick<Subscription, "next_invoice" | "currency">, timeZone?: string): { amount: string; date: string; discount: string | null } | null {
  const next = sub.next_invoice;
  if (!next) return null;
  const currency = sub.currency ?? "usd";
  const discount =
    next.discount_percent_off != null ? `${next.discount_percent_off}% off` : next.discount_amount_off != null ? `${formatPrice(next.discount_amount_off, currency)} off` : null;
  return { amount: formatPrice(next.amount_due_cents, currency), date: formatCalendarDate(next.next_payment_attempt_unix, timeZone), discount };
}

/** The overage so far this period as a price, or null when there is none. */
export function overageLine(sub: Pick<Subscription, "current_overage">): string | null {
  const cents = Math.round(Number(sub.current_overage.amount) * 100);
  return Number.isFinite(cents) && cents > 0 ? formatPrice(cents, sub.current_overage.currency) : null;
}
