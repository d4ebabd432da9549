import type { SubscriptionChangeResult } from "@vocable/contract";
import type { BillingPeriod, Currency, PricedTier } from "@vocable/domain";
import type { WorkspaceRow } from "#features/workspaces/workspaces/repo";
import type { PromoCodeRow, SubscriptionRow } from "./repo";

/**
 * One interface over the ways a Vocable instance takes payments (BILLING_PROVIDER):
 * - `local` (local-provider.ts): no card payments. Plan changes take effect at once and invoices
 *   are recorded at the list price as `uncollected`; renewals, cancellations at period end and
 *   scheduled downgrades run on the billing tick, with the same rules and dates as Stripe's.
 * - `stripe` (stripe/stripe-provider.ts): Stripe Checkout, subscriptions, schedules and the
 *   customer portal; Vocable's state follows Stripe's through its webhooks (stripe/handle-stripe-event.ts).
 * The use cases check who may do what and whether the plan action is allowed (domain
 * planAction) before calling a provider; a provider only carries the change out.
 */
export interface BillingProvider {
  readonly kind: "local" | "stripe";
  /** Whether invoices are charged to a card (false: recorded, not collected). */
  readonly collectsPayments: boolean;
  /** A workspace on a base tier subscribes: answers the page the browser goes to (Vocable's confirm page, or Stripe Checkout). */
  startCheckout(input: CheckoutInput): Promise<{ url: string }>;
  /** An upgrade now (prorated) or a downgrade scheduled at the period end. */
  changePlan(input: PlanChangeInput): Promise<SubscriptionChangeResult>;
  /** What `changePlan` would charge, before it is made (the plan-change dialog): nothing changes. */
  previewPlanChange(input: PlanChangePreviewInput): Promise<PlanChangeAmounts>;
  /** Ends the subscription at the period end (spec: cancel). */
  cancelAtPeriodEnd(ws: WorkspaceRow, sub: SubscriptionRow): Promise<void>;
  /** Stops a pending cancellation. */
  renew(ws: WorkspaceRow, sub: SubscriptionRow): Promise<void>;
  /** Drops a scheduled downgrade (Stripe: releases the schedule). */
  cancelDowngrade(ws: WorkspaceRow, sub: SubscriptionRow): Promise<void>;
  /** Puts a promo code's discount on the running subscription. */
  applyDiscount(ws: WorkspaceRow, sub: SubscriptionRow, promo: PromoCodeRow): Promise<void>;
  /** The customer portal (invoices, payment methods), or a provider error when there is none. */
  portalUrl(ws: WorkspaceRow, sub: SubscriptionRow | null, returnUrl: string): Promise<string>;
  /** A page where the customer updates their payment methods. */
  paymentMethodsUrl(ws: WorkspaceRow, sub: SubscriptionRow | null, returnUrl: string): Promise<string>;
  /** A page that checks a card (a setup session), for a workspace about to pay. */
  verifyCardUrl(ws: WorkspaceRow, sub: SubscriptionRow | null, returnUrl: string): Promise<string>;
  /** Producers' payout onboarding (Stripe Connect): an onboarding link, or the management link of the account made before. */
  connectAccountUrl(person: ConnectPerson, returnUrl: string, kind: "onboarding" | "management"): Promise<string>;
  /**
   * Bills `characters` of overage (priced at `cents`) now: an invoice of its own (a billing
   * threshold was crossed) or a line added to the next invoice (`when: "next_invoice"`).
   */
  invoiceOverage(ws: WorkspaceRow, sub: SubscriptionRow, overage: { characters: number; cents: number; when: "now" | "next_invoice" }): Promise<void>;
  /**
   * Charges a productions order (issue 29) now, on an invoice of its own, in US dollars: answers
   * that invoice's id as GET /v1/billing/invoices lists it. A declined card is 402 payment_declined
   * and nothing stays owed.
   */
  chargeOrder(ws: WorkspaceRow, charge: OrderCharge): Promise<{ invoiceId: string }>;
  /**
   * Pays a producer's earnings (issue 29): a Stripe Connect transfer to their payout account
   * (answers its id; Stripe's refusal, such as a short platform balance, is a 400 with its
   * message), or null where no money moves here and an operator pays by hand (local).
   */
  payOut(person: ConnectPerson, payout: { payoutId: string; cents: number }): Promise<{ transferId: string } | null>;
  /**
   * Gives back part of a productions order's charge (its undelivered work, when the order is
   * cancelled or runs past its deadline): a Stripe credit note refunding the amount to the card the
   * invoice was paid with, or a local credit invoice (negative, uncollected). Answers the record's
   * id; the order's id is the idempotency key, so a retried refund is made once.
   */
  refundOrder(ws: WorkspaceRow, refund: OrderRefund): Promise<{ refundId: string }>;
}

export interface OrderRefund {
  orderId: string;
  /** The order's invoice (GET /v1/billing/invoices' id). */
  invoiceId: string;
  cents: number;
  /** The credit's line. */
  description: string;
}

export interface OrderCharge {
  orderId: string;
  cents: number;
  /** The invoice line. */
  description: string;
  /** One submission's charge: the same key for its retries (Stripe's Idempotency-Key), another for a later submission. */
  idempotencyKey: string;
}

export interface CheckoutInput {
  workspace: WorkspaceRow;
  userId: string;
  email: string;
  tier: PricedTier;
  period: BillingPeriod;
  currency: Currency;
  /** A promo code the user entered, already checked (exists, not expired, not used by this workspace). */
  promo: PromoCodeRow | null;
  /** The first-month discount in percent when it applies and no promo code was given. */
  firstMonthPercentOff: number | null;
  /** Where the browser returns to after the checkout (success or cancel). */
  returnUrl: string;
}

export interface PlanChangeInput {
  workspace: WorkspaceRow;
  subscription: SubscriptionRow;
  kind: "upgrade" | "downgrade";
  tier: PricedTier;
  period: BillingPeriod;
  promo: PromoCodeRow | null;
  /** The client's idempotency key (Stripe receives it as its Idempotency-Key). */
  idempotencyKey: string;
}

export type PlanChangePreviewInput = Omit<PlanChangeInput, "promo" | "idempotencyKey">;

/** The money of a plan change, in the workspace's currency's cents. */
export interface PlanChangeAmounts {
  /** Charged at once (discounts off); 0 for a downgrade. */
  dueNowCents: number;
  /** The unused part of the current plan. */
  creditCents: number;
  /** The new plan's part before the credit. */
  chargeCents: number;
  /** Now for an upgrade, the period end for a downgrade. */
  effectiveAt: Date;
}

export interface ConnectPerson {
  userId: string;
  email: string;
}
