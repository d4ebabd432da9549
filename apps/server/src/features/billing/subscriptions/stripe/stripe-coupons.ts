import type Stripe from "stripe";
import type { Currency } from "@vocable/domain";
import type { PromoCodeRow } from "../repo";
import { isAlreadyExists } from "./stripe-errors";

/**
 * Vocable's discounts as Stripe coupons, made on first use with ids of Vocable's so they are
 * found again: a promo code's `vocable_<code>` (its percent or amount off, for its months or for
 * as long as the subscription lasts) and the first-month offer's `vocable_first_month_<percent>`
 * (once: the first invoice only).
 */

/** The coupon id of a promo code. */
export function promoCouponId(code: string): string {
  return `vocable_${code}`;
}

/** The coupon id of a first-month offer. */
export function firstMonthCouponId(percentOff: number): string {
  return `vocable_first_month_${percentOff}`;
}

async function createOnce(stripe: Stripe, params: Stripe.CouponCreateParams & { id: string }): Promise<string> {
  try {
    await stripe.coupons.create(params);
  } catch (err) {
    if (!isAlreadyExists(err)) throw err;
  }
  return params.id;
}

/** The coupon of a promo code (an amount off is in the code's currency, else `currency`). */
export function promoCoupon(stripe: Stripe, promo: PromoCodeRow, currency: Currency): Promise<string> {
  const id = promoCouponId(promo.code);
  const amount: Partial<Stripe.CouponCreateParams> =
    promo.amountOffCents !== null ? { amount_off: promo.amountOffCents, currency: promo.currency ?? currency } : { percent_off: promo.percentOff ?? 0 };
  const duration: Partial<Stripe.CouponCreateParams> =
    promo.durationInMonths !== null ? { duration: "repeating", duration_in_months: promo.durationInMonths } : { duration: "forever" };
  return createOnce(stripe, { id, name: promo.code, ...amount, ...duration, metadata: { promo_code: promo.code } });
}

/** The coupon of the first-month offer (percent off the first invoice). */
export function firstMonthCoupon(stripe: Stripe, percentOff: number): Promise<string> {
  return createOnce(stripe, { id: firstMonthCouponId(percentOff), name: `First month ${percentOff}% off`, percent_off: percentOff, duration: "once" });
}
