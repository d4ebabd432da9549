import { describe, expect, it } from "vitest";
import { isPromoSettled, parseStoredPromo, serializeStoredPromo, type StoredPromo } from "./promo-code-store";

describe("the stored promo code", () => {
  it("reads the landing's { promocode } as an unchecked link coupon, normalised", () => {
    expect(parseStoredPromo({ promocode: " SAVE20 " })).toEqual({ promocode: "save20", offer: null, source: "landing" });
  });

  it("round-trips a checked code with its terms (the spec's stored fields)", () => {
    const stored: StoredPromo = { promocode: "save20", offer: { promocode: "save20", amount_off: null, percent_off: 20, duration_in_months: 3 }, source: "entered" };
    const raw = serializeStoredPromo(stored);
    expect(raw).toEqual({ promocode: "save20", amount_off: null, percent_off: 20, duration_in_months: 3, validated: true, source: "entered" });
    expect(parseStoredPromo(JSON.parse(JSON.stringify(raw)))).toEqual(stored);
  });

  it("round-trips an unchecked entered code", () => {
    const stored: StoredPromo = { promocode: "later", offer: null, source: "entered" };
    expect(parseStoredPromo(serializeStoredPromo(stored))).toEqual(stored);
  });

  it("treats malformed terms as not checked, and a malformed code as nothing", () => {
    expect(parseStoredPromo({ promocode: "x1", validated: true, percent_off: "20" })).toEqual({ promocode: "x1", offer: null, source: "landing" });
    for (const value of [null, "save20", [], {}, { promocode: "" }, { promocode: "bad code!" }, { promocode: "a".repeat(65) }]) {
      expect(parseStoredPromo(value)).toBeNull();
    }
  });

  it("is settled with no code or a checked one, not with an unchecked one", () => {
    expect(isPromoSettled(null)).toBe(true);
    expect(isPromoSettled({ promocode: "a", offer: { promocode: "a", amount_off: 500, percent_off: null, duration_in_months: null }, source: "entered" })).toBe(true);
    expect(isPromoSettled({ promocode: "a", offer: null, source: "landing" })).toBe(false);
  });
});
