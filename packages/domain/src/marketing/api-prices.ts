/**
 * The per-character view of the plan table for the public /pricing/api page: what 1,000
 * characters cost inside each plan's monthly allowance, and beyond it. Every figure is computed
 * from `billing/plan-prices.ts` and `tiers.ts`; nothing here is a price of its own.
 */
import { TIER_DISPLAY_NAMES, tierLimits } from "../tiers";
import type { BillingPeriod } from "../billing/plan-action";
import { PLAN_PRICING, PRICED_TIERS, listPriceCents, type Currency, type PricedTier } from "../billing/plan-prices";

/** One plan's row of the API price table. */
export interface ApiPriceRow {
  tier: "free" | PricedTier;
  /** Display name ("Scale" for growing_business, "Business" for scale_2024_08_10). */
  name: string;
  /** Characters included each month. */
  monthlyCharacters: number;
  /** What the plan costs a month, in cents (a yearly plan: its annual price / 12, unrounded). */
  monthlyCents: number;
  /** Cost of 1,000 included characters in cents (the monthly cost / the characters x 1000). */
  includedCentsPer1000: number;
  /** Cost of 1,000 characters past the allowance in cents; null when the plan stops at its limit. */
  overageCentsPer1000: number | null;
}

/**
 * The rows of the API price table for a billing period and currency, Free first, then the
 * self-serve tiers in tier order (Enterprise has no list price and is left out).
 */
export function apiPriceRows(period: BillingPeriod, currency: Currency): ApiPriceRow[] {
  const tiers = ["free", ...PRICED_TIERS] as const;
  return tiers.map((tier) => {
    const monthlyCharacters = tierLimits(tier).characterLimit;
    const listed = listPriceCents(tier, period, currency) ?? 0;
    const monthlyCents = period === "annual_period" ? listed / 12 : listed;
    const overage = tier === "free" ? null : PLAN_PRICING[tier].overageCentsPer1000;
    return {
      tier,
      name: TIER_DISPLAY_NAMES[tier],
      monthlyCharacters,
      monthlyCents,
      includedCentsPer1000: (monthlyCents / monthlyCharacters) * 1000,
      overageCentsPer1000: overage ? overage[currency] : null,
    };
  });
}

/**
 * A rate in cents shown as money with enough decimals to be exact for these tables: "$0.22",
 * "$0.1667", "0.2088€" (usd prefixed, eur suffixed, as the plan cards show prices); "$0" for free.
 * Rounded to four decimals of the currency unit, trailing zeros after the second dropped.
 */
export function formatRate(cents: number, currency: Currency): string {
  const units = Math.round(cents * 100) / 10_000;
  // Four decimals, then at most two trailing zeros dropped: 0.2200 -> 0.22, 0.1650 -> 0.165.
  const text = units === 0 ? "0" : units.toFixed(4).replace(/0{1,2}$/, "");
  return currency === "usd" ? `$${text}` : `${text}€`;
}
