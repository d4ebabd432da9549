import { describe, expect, it } from "vitest";
import { TIER_IDS } from "../tiers";
import type { BillingPeriod } from "./plan-action";
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  PLAN_PRICING,
  PRICED_TIERS,
  SPECIAL_OFFER_CODES,
  billingThresholdCents,
  firstMonthBadge,
  firstMonthPercentOff,
  formatPrice,
  hasListPrice,
  isCurrency,
  isPricedTier,
  listPriceCents,
  overageCents,
  perCreditCents,
  specialOfferPercentOff,
  tierOfPromoAmountOff,
  yearlyMonthlyEquivalentCents,
  yearlyMonthsFree,
  type Currency,
} from "./plan-prices";

const M: BillingPeriod = "monthly_period";
const A: BillingPeriod = "annual_period";
const newVisitor = { loggedIn: false, hasEverPaid: false };
const returning = { loggedIn: true, hasEverPaid: true };

describe("currencies and priced tiers", () => {
  it("usd is the default of usd and eur", () => {
    expect(CURRENCIES).toEqual(["usd", "eur"]);
    expect(DEFAULT_CURRENCY).toBe("usd");
    expect([isCurrency("usd"), isCurrency("eur"), isCurrency("gbp"), isCurrency(null)]).toEqual([true, true, false, false]);
  });

  it.each([
    ["starter", true],
    ["creator", true],
    ["pro", true],
    ["growing_business", true],
    ["scale_2024_08_10", true],
    ["free", false],
    ["trial", false],
    ["enterprise", false],
    ["grant_tier_1_2025_07_23", false],
    ["nope", false],
  ])("%s priced: %s", (tier, priced) => {
    expect(isPricedTier(tier)).toBe(priced);
    expect(hasListPrice(tier)).toBe(priced || tier === "free");
  });
});

describe("list prices (spec §9)", () => {
  it.each<[string, BillingPeriod, Currency, number | null]>([
    ["free", M, "usd", 0],
    ["free", A, "eur", 0],
    ["starter", M, "usd", 500],
    ["starter", M, "eur", 475],
    ["creator", M, "usd", 2200],
    ["creator", M, "eur", 2100],
    ["pro", M, "usd", 9900],
    ["pro", M, "eur", 9400],
    ["growing_business", M, "usd", 33000],
    ["growing_business", M, "eur", 31400],
    ["scale_2024_08_10", M, "usd", 132000],
    ["scale_2024_08_10", M, "eur", 132000],
    ["starter", A, "usd", 5000],
    ["starter", A, "eur", 4750],
    ["creator", A, "usd", 22000],
    ["creator", A, "eur", 21000],
    ["pro", A, "usd", 99000],
    ["pro", A, "eur", 94000],
    ["growing_business", A, "usd", 330000],
    ["growing_business", A, "eur", 314000],
    ["scale_2024_08_10", A, "usd", 1320000],
    ["scale_2024_08_10", A, "eur", 1320000],
    ["trial", M, "usd", null],
    ["enterprise", A, "usd", null],
    ["grant_tier_2_2025_07_23", M, "eur", null],
    ["unknown", M, "usd", null],
  ])("%s %s %s costs %s", (tier, period, currency, cents) => {
    expect(listPriceCents(tier, period, currency)).toBe(cents);
  });

  it("yearly is exactly 10 x monthly, 2 months free, for every priced tier and currency", () => {
    for (const tier of PRICED_TIERS)
      for (const currency of CURRENCIES) {
        expect(listPriceCents(tier, A, currency)).toBe(10 * listPriceCents(tier, M, currency)!);
        expect(yearlyMonthsFree(tier, currency)).toBe(2);
        const equivalent = yearlyMonthlyEquivalentCents(tier, currency)!;
        expect(Number.isInteger(equivalent)).toBe(true);
        expect(Math.abs(equivalent * 12 - listPriceCents(tier, A, currency)!)).toBeLessThanOrEqual(6);
      }
  });

  it.each<[string, Currency, number | null, string | null]>([
    ["creator", "usd", 1833, "$18.33"],
    ["pro", "usd", 8250, "$82.50"],
    ["growing_business", "usd", 27500, "$275"],
    ["scale_2024_08_10", "usd", 110000, "$1,100"],
    ["starter", "usd", 417, "$4.17"],
    ["creator", "eur", 1750, "17.50€"],
    ["free", "usd", 0, "$0"],
    ["enterprise", "usd", null, null],
  ])("yearly monthly equivalent of %s in %s: %s (%s)", (tier, currency, cents, text) => {
    expect(yearlyMonthlyEquivalentCents(tier, currency)).toBe(cents);
    if (cents !== null) expect(formatPrice(cents, currency)).toBe(text);
  });

  it("no months free without a priced tier", () => {
    expect([yearlyMonthsFree("free", "usd"), yearlyMonthsFree("enterprise", "eur")]).toEqual([null, null]);
  });
});

describe("first-month offer", () => {
  it.each<[string, BillingPeriod, { loggedIn: boolean; hasEverPaid: boolean }, number, string | null]>([
    ["creator", M, newVisitor, 50, "First month 50% off"],
    ["creator", M, { loggedIn: true, hasEverPaid: false }, 50, "First month 50% off"],
    ["creator", M, returning, 0, null],
    // Logged out: whether the visitor ever paid is not known, so the offer shows.
    ["creator", M, { loggedIn: false, hasEverPaid: true }, 50, "First month 50% off"],
    ["creator", A, newVisitor, 0, null],
    ["starter", M, newVisitor, 80, "First month 80% off"],
    ["starter", A, newVisitor, 0, null],
    ["pro", M, newVisitor, 0, null],
    ["growing_business", M, newVisitor, 0, null],
    ["scale_2024_08_10", M, newVisitor, 0, null],
    ["free", M, newVisitor, 0, null],
    ["enterprise", M, newVisitor, 0, null],
  ])("%s %s %j: %s%% off, badge %s", (tier, period, viewer, percent, badge) => {
    expect(firstMonthPercentOff(tier, period, viewer)).toBe(percent);
    expect(firstMonthBadge(tier, period, viewer)).toBe(badge);
  });
});

describe("formatPrice (spec §5: dollar prefix, euro suffix)", () => {
  it.each<[number, Currency, string]>([
    [500, "usd", "$5"],
    [1833, "usd", "$18.33"],
    [8250, "usd", "$82.50"],
    [5, "usd", "$0.05"],
    [0, "usd", "$0"],
    [132000, "usd", "$1,320"],
    [1320000, "usd", "$13,200"],
    [475, "eur", "4.75€"],
    [2100, "eur", "21€"],
    [1320000, "eur", "13,200€"],
    [-500, "usd", "-$5"],
    [-475, "eur", "-4.75€"],
    [28.5, "eur", "0.29€"],
  ])("%s cents in %s: %s", (cents, currency, text) => {
    expect(formatPrice(cents, currency)).toBe(text);
  });

  it("always shows 0 or 2 decimals and the currency sign on the right side", () => {
    for (let cents = 0; cents < 100_000; cents += 37) {
      const usd = formatPrice(cents, "usd");
      const eur = formatPrice(cents, "eur");
      expect(usd).toMatch(/^\$\d{1,3}(,\d{3})*(\.\d{2})?$/);
      expect(eur).toMatch(/^\d{1,3}(,\d{3})*(\.\d{2})?€$/);
      expect(Math.round(Number(usd.slice(1).replaceAll(",", "")) * 100)).toBe(cents);
    }
  });
});

describe("overage and thresholds", () => {
  it.each<[string, number, Currency, number]>([
    ["creator", 1000, "usd", 30],
    ["pro", 1000, "usd", 24],
    ["growing_business", 1000, "usd", 18],
    ["scale_2024_08_10", 1000, "usd", 10],
    ["creator", 1, "usd", 1],
    ["creator", 34, "usd", 2],
    ["creator", 100_000, "usd", 3000],
    ["creator", 1000, "eur", 29],
    ["creator", 2000, "eur", 57],
    ["pro", 10_000, "eur", 228],
    ["creator", 0, "usd", 0],
    ["starter", 5000, "usd", 0],
    ["free", 5000, "usd", 0],
    ["enterprise", 5000, "usd", 0],
  ])("%s, %s characters in %s: %s cents", (tier, characters, currency, cents) => {
    expect(overageCents(tier, characters, currency)).toBe(cents);
  });

  it("rejects a negative or fractional count", () => {
    expect(() => overageCents("creator", -1, "usd")).toThrow(RangeError);
    expect(() => overageCents("creator", 1.5, "usd")).toThrow(RangeError);
  });

  it("overage is whole cents, never less than the exact charge, and grows with the count", () => {
    const bad: string[] = [];
    for (const tier of PRICED_TIERS)
      for (const currency of CURRENCIES) {
        let previous = 0;
        const rate = PLAN_PRICING[tier].overageCentsPer1000?.[currency] ?? 0;
        for (let characters = 0; characters <= 20_000; characters += 7) {
          const cents = overageCents(tier, characters, currency);
          const exact = (rate * characters) / 1000;
          if (!Number.isInteger(cents) || cents < exact - 1e-9 || cents >= exact + 1 || cents < previous) bad.push(`${tier} ${currency} ${characters}: ${cents}`);
          previous = cents;
        }
      }
    expect(bad).toEqual([]);
  });

  it.each<[string, Currency, number | null]>([
    ["creator", "usd", 4400],
    ["creator", "eur", 4200],
    ["pro", "usd", 19800],
    ["pro", "eur", 18800],
    ["growing_business", "usd", 66000],
    ["growing_business", "eur", 62800],
    ["scale_2024_08_10", "usd", 66000],
    ["scale_2024_08_10", "eur", 62800],
    ["starter", "usd", null],
    ["free", "usd", null],
    ["enterprise", "eur", null],
  ])("billing threshold of %s in %s: %s", (tier, currency, cents) => {
    expect(billingThresholdCents(tier, currency)).toBe(cents);
  });

  it.each<[string, BillingPeriod, Currency, number | null]>([
    ["creator", M, "usd", 0.03],
    ["creator", A, "eur", 0.0285],
    ["pro", M, "eur", 0.0228],
    ["growing_business", A, "usd", 0.018],
    ["scale_2024_08_10", M, "usd", 0.012],
    ["scale_2024_08_10", A, "usd", 0.01],
    ["starter", M, "usd", null],
    ["free", M, "usd", null],
  ])("per-credit price of %s %s in %s: %s cents", (tier, period, currency, cents) => {
    expect(perCreditCents(tier, period, currency)).toBe(cents);
  });

  it("the usd per-credit rate x 1000 is the overage rate (Business: its yearly rate)", () => {
    for (const tier of ["creator", "pro", "growing_business", "scale_2024_08_10"] as const) {
      expect(perCreditCents(tier, A, "usd")! * 1000).toBeCloseTo(PLAN_PRICING[tier].overageCentsPer1000!.usd, 9);
    }
  });

  it("every paid tier that may extend its limit has an overage rate", () => {
    for (const tier of TIER_IDS) {
      if (isPricedTier(tier)) expect(PLAN_PRICING[tier].overageCentsPer1000 === null).toBe(tier === "starter");
    }
  });
});

describe("promo amounts and special offers", () => {
  it.each<[number | null, string | null]>([
    [500, "starter"],
    [2200, "creator"],
    [9900, "pro"],
    [10000, "pro"],
    [33000, "growing_business"],
    [132000, "scale_2024_08_10"],
    [1000, null],
    [0, null],
    [null, null],
  ])("%s cents off is for %s", (amount, tier) => {
    expect(tierOfPromoAmountOff(amount)).toBe(tier);
  });

  it.each<[string | null, number | null]>([
    ["special-offer-30", 30],
    ["special-offer-50", 50],
    ["special-offer-70", 70],
    [" Special-Offer-50 ", 50],
    ["special-offer-40", null],
    ["special-offer", null],
    ["", null],
    [null, null],
  ])("%s gives %s%% off", (code, percent) => {
    expect(specialOfferPercentOff(code)).toBe(percent);
  });

  it("lists the three special codes", () => {
    expect(SPECIAL_OFFER_CODES).toEqual(["special-offer-30", "special-offer-50", "special-offer-70"]);
  });
});
