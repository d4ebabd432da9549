/**
 * Promo codes and offers (spec accounts §3 "Promo offer", §4 "Promo dialog" and "Promo code",
 * §5 coupon and promo rules, §8 checkout rows).
 */
import { CHECKOUT_SESSION_ERROR, COUPON_EXPIRED_ERROR_TYPE, COUPON_EXPIRED_MESSAGE, UNEXPECTED_ERROR, messageFromErrorBody, type RequestFailure } from "../errors";
import { isBaseTier } from "../tiers";
import { formatPrice, type Currency } from "./plan-prices";

/** A promo offer, as /validate-promocode answers it and as it is stored locally. */
export interface PromoOffer {
  promocode: string;
  /** Amount off each invoice, in cents; null when the offer is a percentage. */
  amount_off: number | null;
  /** Percent off each invoice; null when the offer is an amount. */
  percent_off: number | null;
  /** How many monthly invoices the discount applies to; null when not limited to a count of months. */
  duration_in_months: number | null;
  /** The offer was extended (spec §3 "extended flag"). */
  extended?: boolean;
}

/** A discount on an invoice: a percentage or an amount in cents. */
export type Discount = { percentOff: number } | { amountOffCents: number };

/**
 * Cents a discount takes off `subtotalCents`: a percentage rounded to the nearest cent, or an
 * amount; never negative and never more than the subtotal (a total is never below 0).
 */
export function discountCents(subtotalCents: number, discount: Discount | null): number {
  if (!discount || !(subtotalCents > 0)) return 0;
  const raw = "percentOff" in discount ? Math.round((subtotalCents * clamp(discount.percentOff, 0, 100)) / 100) : Math.round(discount.amountOffCents);
  return Number.isFinite(raw) ? clamp(raw, 0, subtotalCents) : 0;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The discount an offer gives: its amount when it has one, else its percentage, else none. */
export function discountOfOffer(offer: PromoOffer | null): Discount | null {
  if (!offer) return null;
  if (offer.amount_off != null) return { amountOffCents: offer.amount_off };
  if (offer.percent_off != null) return { percentOff: offer.percent_off };
  return null;
}

/** Cents an offer takes off a list price (see {@link discountCents}). */
export function promoDiscountCents(listCents: number, offer: PromoOffer | null): number {
  return discountCents(listCents, discountOfOffer(offer));
}

/** The first words of the message shown when a promo code is accepted. */
export const PROMO_APPLIED_PREFIX = "Coupon code applied for checkout!";

/**
 * The message for an accepted code (spec §5): "Coupon code applied for checkout! $5 off each month
 * for 3 months"; "... 20% off each month for 1 month". The amount is shown as a price in
 * `currency` (dollars by default, as the spec says: cents / 100, "$5.50" for 550). Without a
 * month count the discount's length is not known, so only "$5 off" is said; without an amount or a
 * percentage, only the first sentence.
 */
export function promoAppliedMessage(offer: PromoOffer, currency: Currency = "usd"): string {
  const discount = discountOfOffer(offer);
  if (!discount) return PROMO_APPLIED_PREFIX;
  const off = "amountOffCents" in discount ? `${formatPrice(discount.amountOffCents, currency)} off` : `${discount.percentOff}% off`;
  const months = offer.duration_in_months;
  if (months == null || months <= 0) return `${PROMO_APPLIED_PREFIX} ${off}`;
  return `${PROMO_APPLIED_PREFIX} ${off} each month for ${months} ${months === 1 ? "month" : "months"}`;
}

const PROMO_CODE = /^[a-z0-9_-]{1,64}$/;

/**
 * A promo code as stored and sent: trimmed and lowercased, 1 to 64 characters of a-z, 0-9, `_`
 * and `-`. null when the input is not such a code (not a string, empty, too long, other characters).
 */
export function normalizePromoCode(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const code = raw.trim().toLowerCase();
  return PROMO_CODE.test(code) ? code : null;
}

/** The answer of POST /validate-promocode. */
export interface PromoValidation {
  valid: boolean;
  amount_off?: number | null;
  percent_off?: number | null;
  duration_in_months?: number | null;
}

/**
 * What to keep after validating `code` (spec §4 "Promo code"): the offer when the server says valid,
 * else null: an invalid answer, a failed call (`answer` null) or a malformed code clears both
 * stored copies, silently.
 */
export function offerFromValidation(code: string, answer: PromoValidation | null): PromoOffer | null {
  const promocode = normalizePromoCode(code);
  if (!promocode || !answer?.valid) return null;
  return {
    promocode,
    amount_off: answer.amount_off ?? null,
    percent_off: answer.percent_off ?? null,
    duration_in_months: answer.duration_in_months ?? null,
  };
}

/**
 * Whether a stored offer has expired: `now` at or after `expiresAt` (both in the same unit, or
 * Dates). No expiry (null or undefined) never expires.
 */
export function isPromoExpired(expiresAt: number | Date | null | undefined, now: number | Date): boolean {
  if (expiresAt == null) return false;
  return +now >= +expiresAt;
}

/** The promo dialog's state: the offer on show, and whether the user put the dialog aside. */
export interface PromoDialogState {
  offer: PromoOffer | null;
  dismissed: boolean;
}

/** No offer. */
export const INITIAL_PROMO_DIALOG_STATE: PromoDialogState = { offer: null, dismissed: false };

/** What happens to the promo dialog. */
export type PromoDialogEvent =
  /** An offer arrived (null: it went away). A different offer opens the dialog again. */
  | { type: "offer"; offer: PromoOffer | null }
  /** Closed without answering: a floating toast remains on wide screens. */
  | { type: "dismiss" }
  /** The toast was clicked: the dialog opens again. */
  | { type: "reopen" }
  /** Accepted: the caller subscribes or goes to checkout; the offer is cleared whatever that does (a failure is ignored). */
  | { type: "accept" }
  /** "No thanks": the offer is cleared. */
  | { type: "noThanks" };

/**
 * The promo dialog as a pure reducer (spec §4): open while an offer exists and is not dismissed;
 * dismissing keeps the offer (as a toast on wide screens); accepting or "no thanks" clears it.
 */
export function promoDialogState(state: PromoDialogState, event: PromoDialogEvent): PromoDialogState {
  switch (event.type) {
    case "offer":
      if (!event.offer) return INITIAL_PROMO_DIALOG_STATE;
      if (state.offer?.promocode === event.offer.promocode) return { offer: event.offer, dismissed: state.dismissed };
      return { offer: event.offer, dismissed: false };
    case "dismiss":
      return state.offer ? { offer: state.offer, dismissed: true } : state;
    case "reopen":
      return state.offer ? { offer: state.offer, dismissed: false } : state;
    case "accept":
    case "noThanks":
      return INITIAL_PROMO_DIALOG_STATE;
  }
}

/** What the promo widget shows. */
export type PromoDialogView = "dialog" | "toast" | "hidden";

/** The dialog while an offer is open; once dismissed, a floating toast on wide screens, else nothing. */
export function promoDialogView(state: PromoDialogState, wideScreen: boolean): PromoDialogView {
  if (!state.offer) return "hidden";
  if (!state.dismissed) return "dialog";
  return wideScreen ? "toast" : "hidden";
}

/**
 * What accepting an offer does: a workspace on a base tier (free, trial) goes to checkout with the
 * code; one on a paid tier changes its subscription with the code.
 */
export function promoAcceptTarget(tier: string): "checkout" | "changeSubscription" {
  return isBaseTier(tier) ? "checkout" : "changeSubscription";
}

/** What a failed checkout shows, and whether the stored promo code must be cleared. */
export interface CheckoutFailureOutcome {
  message: string;
  clearCoupon: boolean;
}

/**
 * A failed POST /create-checkout-session (spec §8): an HTTP error of type coupon_expired shows the
 * expiry text and clears the stored code; another HTTP error "Failed to create checkout session";
 * anything else (no answer, a bug) "Unexpected error occurred, please try again later.".
 */
export function checkoutFailureOutcome(failure: RequestFailure): CheckoutFailureOutcome {
  if (failure.kind !== "http") return { message: UNEXPECTED_ERROR, clearCoupon: false };
  if (messageFromErrorBody(failure.body, failure.statusText).errorType === COUPON_EXPIRED_ERROR_TYPE) {
    return { message: COUPON_EXPIRED_MESSAGE, clearCoupon: true };
  }
  return { message: CHECKOUT_SESSION_ERROR, clearCoupon: false };
}
