import { describe, expect, it } from "vitest";
import { PRICED_TIERS, listPriceCents, overageCents } from "../billing/plan-prices";
import { tierLimits } from "../tiers";
import { apiPriceRows, formatRate } from "./api-prices";

describe("apiPriceRows", () => {
  it("derives each row from the plan table: price / characters x 1000, and the overage rate", () => {
    const rows = apiPriceRows("monthly_period", "usd");
    expect(rows.map((r) => r.tier)).toEqual(["free", ...PRICED_TIERS]);
    for (const row of rows) {
      expect(row.monthlyCharacters).toBe(tierLimits(row.tier).characterLimit);
      expect(row.monthlyCents).toBe(listPriceCents(row.tier, "monthly_period", "usd"));
      expect(row.includedCentsPer1000).toBeCloseTo((row.monthlyCents / row.monthlyCharacters) * 1000, 10);
      // The overage rate is what overageCents charges for 1000 characters.
      expect(row.overageCentsPer1000 ?? 0).toBe(overageCents(row.tier, 1000, "usd"));
    }
    const creator = rows.find((r) => r.tier === "creator")!;
    expect(creator.includedCentsPer1000).toBeCloseTo(22, 10);
    expect(rows[0]).toMatchObject({ name: "Free", monthlyCents: 0, includedCentsPer1000: 0, overageCentsPer1000: null });
    expect(rows.find((r) => r.tier === "starter")!.overageCentsPer1000).toBeNull();
  });

  it("spreads a yearly price over twelve months", () => {
    const pro = apiPriceRows("annual_period", "eur").find((r) => r.tier === "pro")!;
    expect(pro.monthlyCents).toBeCloseTo(94000 / 12, 10);
    expect(pro.overageCentsPer1000).toBe(22.8);
  });
});

describe("formatRate", () => {
  it.each([
    [22, "usd", "$0.22"],
    [(500 / 30000) * 1000, "usd", "$0.1667"],
    [16.5, "usd", "$0.165"],
    [30, "usd", "$0.30"],
    [28.5, "eur", "0.285€"],
    [0, "usd", "$0"],
    [1200, "eur", "12.00€"],
  ] as const)("shows %d cents in %s as %s", (cents, currency, text) => {
    expect(formatRate(cents, currency)).toBe(text);
  });
});
