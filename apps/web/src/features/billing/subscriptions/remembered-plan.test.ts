import { describe, expect, it } from "vitest";
import { REMEMBERED_PLAN_MAX_AGE_MS, parseRememberedPlan } from "./remembered-plan";

const NOW = 1_800_000_000_000;
const good = { tier: "creator", billingPeriod: "monthly_period", currency: "usd", pickedAt: NOW - 1000 };

describe("parseRememberedPlan", () => {
  it("reads a pick", () => {
    expect(parseRememberedPlan(good, NOW)).toEqual(good);
    expect(parseRememberedPlan({ ...good, tier: "scale_2024_08_10", billingPeriod: "annual_period", currency: "eur" }, NOW)?.tier).toBe("scale_2024_08_10");
  });

  it("refuses tiers that cannot be bought (free, trial, enterprise, unknown)", () => {
    for (const tier of ["free", "trial", "enterprise", "grant_tier_1_2025_07_23", "gold", 3, null]) {
      expect(parseRememberedPlan({ ...good, tier }, NOW)).toBeNull();
    }
  });

  it("refuses a bad period, currency or time", () => {
    expect(parseRememberedPlan({ ...good, billingPeriod: "weekly" }, NOW)).toBeNull();
    expect(parseRememberedPlan({ ...good, currency: "gbp" }, NOW)).toBeNull();
    expect(parseRememberedPlan({ ...good, pickedAt: "yesterday" }, NOW)).toBeNull();
    expect(parseRememberedPlan({ ...good, pickedAt: Number.NaN }, NOW)).toBeNull();
  });

  it("forgets a pick older than a week, and one from the future", () => {
    expect(parseRememberedPlan({ ...good, pickedAt: NOW - REMEMBERED_PLAN_MAX_AGE_MS }, NOW)).not.toBeNull();
    expect(parseRememberedPlan({ ...good, pickedAt: NOW - REMEMBERED_PLAN_MAX_AGE_MS - 1 }, NOW)).toBeNull();
    expect(parseRememberedPlan({ ...good, pickedAt: NOW + 3_600_000 }, NOW)).toBeNull();
  });

  it("refuses what is not an object", () => {
    for (const value of [null, undefined, "creator", 1, []]) expect(parseRememberedPlan(value, NOW)).toBeNull();
  });
});
