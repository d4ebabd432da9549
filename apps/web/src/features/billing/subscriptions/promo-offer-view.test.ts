import { describe, expect, it } from "vitest";
import { offerAcceptance, offerTerms } from "./promo-offer-view";

const percent = { promocode: "spring", amount_off: null, percent_off: 20, duration_in_months: 3 };
const creatorAmount = { promocode: "creator-gift", amount_off: 2200, percent_off: null, duration_in_months: 1 };

describe("offerTerms", () => {
  it("says the discount and its length", () => {
    expect(offerTerms(percent, "usd")).toBe("20% off each month for 3 months");
    expect(offerTerms(creatorAmount, "usd")).toBe("$22 off each month for 1 month");
    expect(offerTerms({ ...creatorAmount, duration_in_months: null }, "eur")).toBe("22€ off each month");
    expect(offerTerms({ promocode: "x", amount_off: null, percent_off: null, duration_in_months: null }, "usd")).toBe("A discount on your plan");
  });
});

describe("offerAcceptance", () => {
  it("a base tier checks out: the tier the amount names, else Creator, monthly", () => {
    expect(offerAcceptance(creatorAmount, { tier: "free", billingPeriod: null, currency: null })).toEqual({
      kind: "checkout",
      tier: "creator",
      billingPeriod: "monthly_period",
      currency: "usd",
      promocode: "creator-gift",
    });
    expect(offerAcceptance({ ...creatorAmount, amount_off: 9900 }, { tier: "trial", billingPeriod: null, currency: "eur" })).toMatchObject({ kind: "checkout", tier: "pro", currency: "eur" });
    expect(offerAcceptance(percent, { tier: "free", billingPeriod: null, currency: null })).toMatchObject({ kind: "checkout", tier: "creator" });
  });

  it("a paid tier changes to the named tier, keeping its period", () => {
    expect(offerAcceptance({ ...creatorAmount, amount_off: 9900 }, { tier: "creator", billingPeriod: "annual_period", currency: "usd" })).toEqual({
      kind: "changeSubscription",
      tier: "pro",
      billingPeriod: "annual_period",
      promocode: "creator-gift",
    });
  });

  it("a paid tier gets the discount when the offer names its own tier or none", () => {
    expect(offerAcceptance(creatorAmount, { tier: "creator", billingPeriod: "monthly_period", currency: "usd" })).toEqual({ kind: "applyDiscount", promocode: "creator-gift" });
    expect(offerAcceptance(percent, { tier: "pro", billingPeriod: "monthly_period", currency: "usd" })).toEqual({ kind: "applyDiscount", promocode: "spring" });
  });
});
