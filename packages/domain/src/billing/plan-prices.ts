/**
 * Plan prices (spec accounts §9 "Prices", "Billing thresholds", "Overage", "Promo amount-off";
 * §3 "Plan tier definition"; §5 "Display of price"): one table for the self-serve paid tiers, and
 * the rules that turn it into what a plan card and an invoice show.
 *
 * Money is integer cents everywhere except the per-credit and per-1000-character rates, which are
 * fractions of a cent by nature; anything charged is rounded to whole cents where it is computed.
 */
import type { TierId } from "../tiers";
import type { BillingPeriod } from "./plan-action";

/** Currencies a subscription can be billed in (spec §9), usd first (the default). */
export const CURRENCIES = ["usd", "eur"] as const;
/** A billing currency. */
export type Currency = (typeof CURRENCIES)[number];
/** The currency used when none is chosen. */
export const DEFAULT_CURRENCY: Currency = "usd";

/** Type guard for a currency (they arrive as plain strings from the query and storage). */
export function isCurrency(value: unknown): value is Currency {
  return value === "usd" || value === "eur";
}

/** Billing periods in the order the period switch shows them (monthly, yearly). */
export const BILLING_PERIODS: readonly BillingPeriod[] = ["monthly_period", "annual_period"];

/** Tiers with a self-serve list price, in tier order. */
export const PRICED_TIERS = ["starter", "creator", "pro", "growing_business", "scale_2024_08_10"] as const satisfies readonly TierId[];
/** A tier with a self-serve list price (growing_business is shown as Scale, scale_2024_08_10 as Business). */
export type PricedTier = (typeof PRICED_TIERS)[number];

const PRICED_SET: ReadonlySet<string> = new Set(PRICED_TIERS);

/** Type guard for a tier with a self-serve list price. */
export function isPricedTier(tier: unknown): tier is PricedTier {
  return typeof tier === "string" && PRICED_SET.has(tier);
}

type ByCurrency<T> = Readonly<Record<Currency, T>>;
type ByPeriod<T> = Readonly<Record<BillingPeriod, T>>;

/** The price facts of one priced tier. */
export interface PlanPricing {
  /** List price of one billing period, in cents. */
  listPriceCents: ByPeriod<ByCurrency<number>>;
  /** Percent off the first month of a monthly plan for a logged-out or never-paid user (0: none). */
  firstMonthPercentOff: number;
  /** Usage-based charges are invoiced early once they reach this (cents); null when the tier has none. */
  billingThresholdCents: ByCurrency<number> | null;
  /**
   * Charge for 1000 characters beyond the limit, in cents (fractional for eur); null without
   * usage-based billing. usd is the spec's overage row; eur is the per-credit eur rate x 1000.
   */
  overageCentsPer1000: ByCurrency<number> | null;
  /**
   * Price of one credit (character) in cents; null without usage-based billing.
   * The spec prints these as "cents" (creator 0.0003), but 1000 credits at 0.0003 make the $0.30
   * of the overage row, so its figures are dollars: they are stored here x100, as real cents.
   */
  perCreditCents: ByPeriod<ByCurrency<number>> | null;
}

const same = <T>(value: T): ByPeriod<T> => ({ monthly_period: value, annual_period: value });

/** The price table of every priced tier (spec §9). Annual list prices are exactly 10x monthly. */
export const PLAN_PRICING: Readonly<Record<PricedTier, PlanPricing>> = {
  starter: {
    listPriceCents: { monthly_period: { usd: 500, eur: 475 }, annual_period: { usd: 5000, eur: 4750 } },
    firstMonthPercentOff: 80,
    billingThresholdCents: null,
    overageCentsPer1000: null,
    perCreditCents: null,
  },
  creator: {
    listPriceCents: { monthly_period: { usd: 2200, eur: 2100 }, annual_period: { usd: 22000, eur: 21000 } },
    firstMonthPercentOff: 50,
    billingThresholdCents: { usd: 4400, eur: 4200 },
    overageCentsPer1000: { usd: 30, eur: 28.5 },
    perCreditCents: same({ usd: 0.03, eur: 0.0285 }),
  },
  pro: {
    listPriceCents: { monthly_period: { usd: 9900, eur: 9400 }, annual_period: { usd: 99000, eur: 94000 } },
    firstMonthPercentOff: 0,
    billingThresholdCents: { usd: 19800, eur: 18800 },
    overageCentsPer1000: { usd: 24, eur: 22.8 },
    perCreditCents: same({ usd: 0.024, eur: 0.0228 }),
  },
  growing_business: {
    listPriceCents: { monthly_period: { usd: 33000, eur: 31400 }, annual_period: { usd: 330000, eur: 314000 } },
    firstMonthPercentOff: 0,
    billingThresholdCents: { usd: 66000, eur: 62800 },
    overageCentsPer1000: { usd: 18, eur: 17.1 },
    perCreditCents: same({ usd: 0.018, eur: 0.0171 }),
  },
  // Business is priced the same in both currencies; its one per-credit figure serves both.
  scale_2024_08_10: {
    listPriceCents: { monthly_period: { usd: 132000, eur: 132000 }, annual_period: { usd: 1320000, eur: 1320000 } },
    firstMonthPercentOff: 0,
    billingThresholdCents: { usd: 66000, eur: 62800 },
    overageCentsPer1000: { usd: 10, eur: 10 },
    perCreditCents: { monthly_period: { usd: 0.012, eur: 0.012 }, annual_period: { usd: 0.01, eur: 0.01 } },
  },
};

/**
 * List price of one billing period in cents: 0 for free, the table's price for a priced tier,
 * null for trial, enterprise, the grant tiers and unknown tiers (no self-serve price).
 */
export function listPriceCents(tier: string, period: BillingPeriod, currency: Currency): number | null {
  if (tier === "free") return 0;
  return isPricedTier(tier) ? PLAN_PRICING[tier].listPriceCents[period][currency] : null;
}

/**
 * The annual price spread over 12 months, rounded to the nearest cent (half up): creator usd
 * 22000 / 12 = 1833.33 gives 1833 ("$18.33"), pro 8250, Scale 27500, Business 110000.
 * 0 for free; null without a self-serve price.
 */
export function yearlyMonthlyEquivalentCents(tier: string, currency: Currency): number | null {
  const annual = listPriceCents(tier, "annual_period", currency);
  return annual === null ? null : Math.round(annual / 12);
}

/**
 * Months a yearly plan gives free compared with 12 monthly payments: 12 - annual / monthly,
 * 2 for every priced tier. null for free and for tiers without a self-serve price.
 */
export function yearlyMonthsFree(tier: string, currency: Currency): number | null {
  if (!isPricedTier(tier)) return null;
  const { monthly_period: monthly, annual_period: annual } = PLAN_PRICING[tier].listPriceCents;
  return Math.round(12 - annual[currency] / monthly[currency]);
}

/** Who is looking at a price: the first-month offer is for logged-out or never-paid users. */
export interface PriceViewer {
  loggedIn: boolean;
  /** The workspace has paid for a subscription before (previously_subscribed_tiers not empty). */
  hasEverPaid: boolean;
}

/**
 * Percent off the first month (starter 80, creator 50, others 0): only on monthly billing and
 * only for a logged-out visitor or a user who has never paid. 0 when it does not apply.
 */
export function firstMonthPercentOff(tier: string, period: BillingPeriod, viewer: PriceViewer): number {
  if (period !== "monthly_period" || !isPricedTier(tier)) return 0;
  if (viewer.loggedIn && viewer.hasEverPaid) return 0;
  return PLAN_PRICING[tier].firstMonthPercentOff;
}

/** The card badge for the first-month offer, "First month 50% off", or null when it does not apply. */
export function firstMonthBadge(tier: string, period: BillingPeriod, viewer: PriceViewer): string | null {
  const percent = firstMonthPercentOff(tier, period, viewer);
  return percent > 0 ? `First month ${percent}% off` : null;
}

/**
 * A price for display (spec §5: usd with a dollar prefix, otherwise a euro suffix): "$5",
 * "$18.33", "$1,320"; "4.75€", "1,320€" (no space before the euro sign, the compact style the
 * cards use). Whole amounts drop ".00"; others show two decimals; thousands are grouped with
 * commas and decimals use a dot (the UI is English). A negative amount starts with "-".
 * Fractional cents are rounded to the nearest cent first.
 */
export function formatPrice(cents: number, currency: Currency): string {
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? "-" : "";
  const abs = Math.abs(rounded);
  const whole = Math.floor(abs / 100).toLocaleString("en-US");
  const fraction = abs % 100;
  const amount = fraction === 0 ? whole : `${whole}.${String(fraction).padStart(2, "0")}`;
  return currency === "usd" ? `${sign}$${amount}` : `${sign}${amount}€`;
}

/**
 * Charge in whole cents (rounded up) for `characters` used beyond the limit: the tier's rate per
 * 1000 characters (usd: Creator 30, Pro 24, Scale 18, Business 10). 0 for tiers without
 * usage-based billing and for no characters.
 * @throws RangeError when `characters` is negative or not an integer.
 */
export function overageCents(tier: string, characters: number, currency: Currency): number {
  if (!Number.isInteger(characters) || characters < 0) {
    throw new RangeError(`characters must be a non-negative integer, got ${characters}`);
  }
  const rate = isPricedTier(tier) ? PLAN_PRICING[tier].overageCentsPer1000 : null;
  if (!rate || characters === 0) return 0;
  // Rates have at most one decimal place; work in tenths of a cent so the division is exact.
  const tenths = Math.round(rate[currency] * 10);
  return Math.ceil((tenths * characters) / 10_000);
}

/** Usage charges are invoiced early once they reach this many cents; null when the tier has no threshold. */
export function billingThresholdCents(tier: string, currency: Currency): number | null {
  const threshold = isPricedTier(tier) ? PLAN_PRICING[tier].billingThresholdCents : null;
  return threshold ? threshold[currency] : null;
}

/** Price of one credit in cents (see {@link PlanPricing.perCreditCents}); null without usage-based billing. */
export function perCreditCents(tier: string, period: BillingPeriod, currency: Currency): number | null {
  const rate = isPricedTier(tier) ? PLAN_PRICING[tier].perCreditCents : null;
  return rate ? rate[period][currency] : null;
}

const PROMO_AMOUNT_TIERS: ReadonlyMap<number, PricedTier> = new Map([
  [500, "starter"],
  [2200, "creator"],
  [9900, "pro"],
  [10000, "pro"],
  [33000, "growing_business"],
  [132000, "scale_2024_08_10"],
]);

/**
 * The tier a promo's amount off (cents) is meant for: 500 starter, 2200 creator, 9900 or 10000
 * pro, 33000 growing_business (Scale), 132000 scale_2024_08_10 (Business); otherwise null.
 */
export function tierOfPromoAmountOff(amountOffCents: number | null | undefined): PricedTier | null {
  return (amountOffCents != null && PROMO_AMOUNT_TIERS.get(amountOffCents)) || null;
}

/** The special-offer promo codes (spec §9). */
export const SPECIAL_OFFER_CODES = ["special-offer-30", "special-offer-50", "special-offer-70"] as const;
/** A special-offer promo code. */
export type SpecialOfferCode = (typeof SPECIAL_OFFER_CODES)[number];

/** Percent off of a special-offer code (30, 50 or 70; compared trimmed and without case), else null. */
export function specialOfferPercentOff(code: string | null | undefined): number | null {
  const normal = code?.trim().toLowerCase() ?? "";
  return (SPECIAL_OFFER_CODES as readonly string[]).includes(normal) ? Number(normal.slice("special-offer-".length)) : null;
}

/** Whether a tier has a self-serve list price: free (0) and the priced tiers. */
export function hasListPrice(tier: string): boolean {
  return tier === "free" || isPricedTier(tier);
}
