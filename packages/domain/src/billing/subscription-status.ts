/**
 * Subscription status and payment provider rules (spec accounts §4 "Subscription status",
 * "Payment provider"; §3 "Workspace subscription").
 */
import { isPaidTier } from "../tiers";
import type { BillingPeriod } from "./plan-action";

/** The subscription fields the status checks read. */
export interface TierAndStatus {
  tier: string;
  status: string;
}

/** Enterprise is exempt from payment-problem flags, and trial is treated as enterprise. */
function isExemptFromPaymentFlags(tier: string): boolean {
  return tier === "enterprise" || tier === "trial";
}

/** The status is flagged (shown as needing attention): only incomplete. */
export function isStatusFlagged(status: string): boolean {
  return status === "incomplete";
}

/** A payment problem: status incomplete or past_due, on any tier but enterprise and trial. */
export function hasPaymentProblem(sub: TierAndStatus): boolean {
  if (isExemptFromPaymentFlags(sub.tier)) return false;
  return sub.status === "incomplete" || sub.status === "past_due";
}

/**
 * The wider check: a payment problem, or status free_disabled. Enterprise and trial are exempt
 * here too (their billing is by contract, so nothing on the page can fix it).
 */
export function hasSubscriptionProblem(sub: TierAndStatus): boolean {
  if (isExemptFromPaymentFlags(sub.tier)) return false;
  return hasPaymentProblem(sub) || sub.status === "free_disabled";
}

/** Whether a subscription on this tier can be cancelled: not free, trial or enterprise (nor an unknown tier). */
export function canCancelTier(tier: string): boolean {
  return isPaidTier(tier) && tier !== "enterprise";
}

/** The subscription fields the cancellation checks read. */
export interface CancellableSubscription {
  tier: string;
  billingPeriod: BillingPeriod | null;
  /** When the pending cancellation takes effect (any unit), or null/undefined when none is set. */
  cancelAt: number | Date | null | undefined;
}

/**
 * A cancelled subscription: a paid tier with a billing period and a cancel date set (it runs to
 * the end of its period). The plan card then offers renew ({@link canRenew}).
 */
export function isCancelledSubscription(sub: CancellableSubscription): boolean {
  return isPaidTier(sub.tier) && sub.billingPeriod !== null && sub.cancelAt != null;
}

/** Renew (stop the pending cancellation) is offered exactly for a cancelled subscription. */
export function canRenew(sub: CancellableSubscription): boolean {
  return isCancelledSubscription(sub);
}

/** Metadata of the payment provider's subscription schedule (ElevenLabs shape). */
export interface ScheduleMetadata {
  type?: string | null;
  downgrade_to?: string | null;
  downgrade_to_period?: string | null;
}

/** A scheduled downgrade: the tier and period the subscription moves to at the end of the period. */
export interface PendingDowngrade {
  tier: string;
  billingPeriod: BillingPeriod;
}

/**
 * The pending downgrade of a schedule: present when its metadata type is "downgrade" and it has a
 * non-empty target tier. The period is `downgrade_to_period` when it names one, else
 * `currentPeriod` (a downgrade keeps the period unless it says otherwise), else monthly.
 */
export function pendingDowngradeOf(
  metadata: ScheduleMetadata | null | undefined,
  currentPeriod: BillingPeriod | null = null,
): PendingDowngrade | null {
  if (!metadata || metadata.type !== "downgrade") return null;
  const tier = metadata.downgrade_to?.trim();
  if (!tier) return null;
  const period = metadata.downgrade_to_period;
  const billingPeriod: BillingPeriod =
    period === "monthly_period" || period === "annual_period" ? period : (currentPeriod ?? "monthly_period");
  return { tier, billingPeriod };
}

/** An annual plan is active when the period is annual and the tier is not free. */
export function isAnnualPlanActive(sub: { tier: string; billingPeriod: BillingPeriod | null }): boolean {
  return sub.billingPeriod === "annual_period" && sub.tier !== "free";
}

/** Who takes the workspace's payments. */
export const PAYMENT_PROVIDERS = ["card", "cloud_marketplace", "consolidated_billing", "none"] as const;
/** Who takes the workspace's payments. */
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The workspace's payment details of each kind; absent, null or false means none of that kind. */
export interface PaymentDetails {
  card?: unknown;
  cloudMarketplace?: unknown;
  consolidatedBilling?: unknown;
}

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== false;
}

/** The payment provider: card if its details exist, else cloud marketplace, else consolidated billing, else none. */
export function paymentProviderOf(details: PaymentDetails): PaymentProvider {
  if (present(details.card)) return "card";
  if (present(details.cloudMarketplace)) return "cloud_marketplace";
  if (present(details.consolidatedBilling)) return "consolidated_billing";
  return "none";
}

/** Only a card-provider subscription permits changing the payment method. */
export function canChangePaymentMethod(provider: PaymentProvider): boolean {
  return provider === "card";
}
