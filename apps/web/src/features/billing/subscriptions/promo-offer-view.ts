/**
 * The promo offer's words and what accepting it does (spec accounts §3 "Promo offer", §4 "Promo
 * dialog"; §9 "Promo amount-off to tier").
 */
import {
  formatPrice,
  isBaseTier,
  promoAcceptTarget,
  tierOfPromoAmountOff,
  type BillingPeriod,
  type Currency,
  type PricedTier,
  type PromoOffer,
} from "@vocable/domain";

/** "20% off each month for 3 months", "$22 off each month", "A discount on your plan". */
export function offerTerms(offer: PromoOffer, currency: Currency): string {
  const off = offer.amount_off != null ? `${formatPrice(offer.amount_off, currency)} off` : offer.percent_off != null ? `${offer.percent_off}% off` : null;
  if (!off) return "A discount on your plan";
  const months = offer.duration_in_months;
  if (months == null || months <= 0) return `${off} each month`;
  return `${off} each month for ${months} ${months === 1 ? "month" : "months"}`;
}

/** The tier a checkout from a base tier goes to when the offer does not name one by its amount. */
export const DEFAULT_OFFER_TIER: PricedTier = "creator";

/** What "Claim offer" does for a workspace on `current`. */
export type OfferAcceptance =
  | { kind: "checkout"; tier: PricedTier; billingPeriod: BillingPeriod; currency: Currency; promocode: string }
  | { kind: "changeSubscription"; tier: PricedTier; billingPeriod: BillingPeriod; promocode: string }
  /** The offer is for the plan the workspace has: its discount is applied to it. */
  | { kind: "applyDiscount"; promocode: string };

/**
 * A base tier (free, trial) checks out with the code, on the tier its amount off names (§9), else
 * Creator, monthly; a paid tier changes to the tier the amount names with the code, or, when that
 * is its own tier (or none is named), gets the discount on its running plan.
 */
export function offerAcceptance(
  offer: PromoOffer,
  current: { tier: string; billingPeriod: BillingPeriod | null; currency: Currency | null },
): OfferAcceptance {
  const named = tierOfPromoAmountOff(offer.amount_off);
  const currency = current.currency ?? "usd";
  if (promoAcceptTarget(current.tier) === "checkout" || isBaseTier(current.tier)) {
    return { kind: "checkout", tier: named ?? DEFAULT_OFFER_TIER, billingPeriod: "monthly_period", currency, promocode: offer.promocode };
  }
  const period = current.billingPeriod ?? "monthly_period";
  if (!named || named === current.tier) return { kind: "applyDiscount", promocode: offer.promocode };
  return { kind: "changeSubscription", tier: named, billingPeriod: period, promocode: offer.promocode };
}
