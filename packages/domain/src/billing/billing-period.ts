/**
 * Billing period arithmetic for the subscription engine: period ends, monthly character resets,
 * upgrade proration and the amount of a period's invoice. All dates are UTC.
 */
import type { BillingPeriod } from "./plan-action";
import { listPriceCents, type Currency } from "./plan-prices";
import { discountCents, type Discount } from "./promo";

function checkDate(date: Date, name: string): void {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw new RangeError(`${name} must be a valid Date`);
}

function daysInMonthUTC(year: number, month: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month + 1, 0);
  return d.getUTCDate();
}

/**
 * `date` plus `n` calendar months (n may be negative), in UTC, keeping the time of day. The day
 * of month is the anchor's, clamped to the target month's length: Jan 31 + 1 month is Feb 28 (29
 * in a leap year), Jan 31 + 2 months Mar 31. Always compute from the anchor (anchor + k months),
 * never by chaining (Jan 31 → Feb 28 → Mar 28 would lose days).
 * @throws RangeError for an invalid date or a non-integer `n`.
 */
export function addMonthsClamped(date: Date, n: number): Date {
  checkDate(date, "date");
  if (!Number.isInteger(n)) throw new RangeError(`n must be an integer, got ${n}`);
  const months = date.getUTCMonth() + n;
  const year = date.getUTCFullYear() + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const day = Math.min(date.getUTCDate(), daysInMonthUTC(year, month));
  const out = new Date(date.getTime());
  out.setUTCFullYear(year, month, day);
  return out;
}

/** Months in a billing period: 1 for monthly, 12 for annual. */
export function periodMonths(period: BillingPeriod): number {
  return period === "annual_period" ? 12 : 1;
}

/** End of the billing period that starts at `start`: one month later for monthly, twelve for annual. */
export function periodEnd(start: Date, period: BillingPeriod): Date {
  return addMonthsClamped(start, periodMonths(period));
}

/**
 * The next character-count reset: the first `anchor + k` months (k = 0, 1, 2…) strictly after
 * `now`. Characters reset monthly on annual plans too, so this is independent of the period.
 * With `anchor <= now` the result is in (now, now + 31 days].
 * @throws RangeError for an invalid date.
 */
export function nextCharacterReset(anchor: Date, now: Date): Date {
  checkDate(anchor, "anchor");
  checkDate(now, "now");
  const monthsApart = (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  // anchor + (monthsApart - 1) months falls in the month before now's, so it is never after now.
  let k = Math.max(0, monthsApart - 1);
  let candidate = addMonthsClamped(anchor, k);
  while (candidate.getTime() <= now.getTime()) candidate = addMonthsClamped(anchor, ++k);
  return candidate;
}

/** The inputs of an upgrade's proration. */
export interface ProrationInput {
  /** Price of the current period of the plan being left, in cents. */
  oldCents: number;
  /** Price of one period of the new plan, in cents. */
  newCents: number;
  periodStart: Date;
  periodEnd: Date;
  /** When the upgrade happens. */
  at: Date;
}

/** Seconds of the period still unused at `at` (0 to the period's length), and the period's length. */
function unusedSeconds(input: ProrationInput): { unused: number; total: number } {
  checkDate(input.periodStart, "periodStart");
  checkDate(input.periodEnd, "periodEnd");
  checkDate(input.at, "at");
  const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
  const total = Math.max(0, seconds(input.periodEnd) - seconds(input.periodStart));
  const unused = Math.min(total, Math.max(0, seconds(input.periodEnd) - seconds(input.at)));
  return { unused, total };
}

/**
 * Amount due now for an upgrade that starts a new billing period at `at` (e.g. monthly to
 * yearly), in whole cents: the new plan's price less the unused part of the old period's price
 * (`oldCents` x unused seconds / period seconds, rounded to the nearest cent). Never negative: an
 * unused credit larger than the new price is not paid out. `at` outside the period counts as its
 * start (all unused) or end (none); an empty period credits nothing.
 * @throws RangeError for an invalid date.
 */
export function prorationCents(input: ProrationInput): number {
  const { unused, total } = unusedSeconds(input);
  const credit = total > 0 ? Math.round((Math.max(0, input.oldCents) * unused) / total) : 0;
  return Math.max(0, Math.round(input.newCents) - credit);
}

/**
 * Amount due now for an upgrade, in whole cents. Keeping the billing period (`samePeriod`), the
 * current period goes on to its end and only the difference for its unused part is charged:
 * (new - old) x unused seconds / period seconds, rounded to the nearest cent. Changing the period,
 * a new period starts at `at` and {@link prorationCents} applies. Never negative.
 * @throws RangeError for an invalid date.
 */
export function upgradeChargeCents(input: ProrationInput & { samePeriod: boolean }): number {
  if (!input.samePeriod) return prorationCents(input);
  const { unused, total } = unusedSeconds(input);
  if (total === 0) return 0;
  return Math.max(0, Math.round(((input.newCents - input.oldCents) * unused) / total));
}

/**
 * An upgrade's proration in parts, as a plan-change dialog shows it before confirming: the credit
 * for the unused part of the current plan, the charge for the new plan (its unused part of the
 * current period when the period stays, else a whole new period) and what is due now, which is
 * {@link upgradeChargeCents} (never negative).
 * @throws RangeError for an invalid date.
 */
export function upgradeProration(input: ProrationInput & { samePeriod: boolean }): { creditCents: number; chargeCents: number; dueCents: number } {
  const { unused, total } = unusedSeconds(input);
  const share = (cents: number) => (total > 0 ? Math.round((Math.max(0, cents) * unused) / total) : 0);
  return {
    creditCents: share(input.oldCents),
    chargeCents: input.samePeriod ? share(input.newCents) : Math.round(input.newCents),
    dueCents: upgradeChargeCents(input),
  };
}

/** The inputs of one period's invoice. */
export interface PeriodInvoiceInput {
  tier: string;
  period: BillingPeriod;
  currency: Currency;
  /** A promo code's discount, if any. */
  discount: Discount | null;
  /** The first-month offer's percent off for this invoice (0 when it does not apply; see `firstMonthPercentOff`). */
  firstMonthPercentOff: number;
}

/** An invoice's amounts in cents: `total = subtotal - discount`, never negative. */
export interface PeriodInvoice {
  subtotal: number;
  discount: number;
  total: number;
}

/**
 * The invoice for one period of a plan: the list price, less the larger of the promo discount
 * and the first-month offer (they do not stack: the first-month offer is the checkout's default
 * code, and a code of one's own replaces it, but never to the user's loss). Tiers without a
 * self-serve price (trial, enterprise, grant tiers: billed by contract, if at all) invoice 0.
 */
export function periodInvoiceCents(input: PeriodInvoiceInput): PeriodInvoice {
  const subtotal = listPriceCents(input.tier, input.period, input.currency) ?? 0;
  const promo = discountCents(subtotal, input.discount);
  const firstMonth = input.firstMonthPercentOff > 0 ? discountCents(subtotal, { percentOff: input.firstMonthPercentOff }) : 0;
  const discount = Math.max(promo, firstMonth);
  return { subtotal, discount, total: subtotal - discount };
}
