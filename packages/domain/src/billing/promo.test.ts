import { describe, expect, it } from "vitest";
import { CHECKOUT_SESSION_ERROR, COUPON_EXPIRED_MESSAGE, UNEXPECTED_ERROR, type RequestFailure } from "../errors";
import {
  INITIAL_PROMO_DIALOG_STATE,
  PROMO_APPLIED_PREFIX,
  checkoutFailureOutcome,
  discountCents,
  isPromoExpired,
  normalizePromoCode,
  offerFromValidation,
  promoAcceptTarget,
  promoAppliedMessage,
  promoDialogState,
  promoDialogView,
  promoDiscountCents,
  type Discount,
  type PromoDialogEvent,
  type PromoDialogState,
  type PromoOffer,
} from "./promo";

const offer = (over: Partial<PromoOffer> = {}): PromoOffer => ({ promocode: "spring", amount_off: 500, percent_off: null, duration_in_months: 3, ...over });

describe("promoAppliedMessage (spec §5)", () => {
  it.each<[PromoOffer, string]>([
    [offer(), "Coupon code applied for checkout! $5 off each month for 3 months"],
    [offer({ duration_in_months: 1 }), "Coupon code applied for checkout! $5 off each month for 1 month"],
    [offer({ amount_off: 550 }), "Coupon code applied for checkout! $5.50 off each month for 3 months"],
    [offer({ amount_off: null, percent_off: 20, duration_in_months: 12 }), "Coupon code applied for checkout! 20% off each month for 12 months"],
    [offer({ amount_off: null, percent_off: 12.5 }), "Coupon code applied for checkout! 12.5% off each month for 3 months"],
    [offer({ duration_in_months: null }), "Coupon code applied for checkout! $5 off"],
    [offer({ amount_off: null, percent_off: null }), "Coupon code applied for checkout!"],
    // An amount wins over a percentage when both are given.
    [offer({ percent_off: 50 }), "Coupon code applied for checkout! $5 off each month for 3 months"],
  ])("%j", (o, text) => {
    expect(promoAppliedMessage(o)).toBe(text);
  });

  it("shows a euro amount in euros when asked", () => {
    expect(promoAppliedMessage(offer(), "eur")).toBe("Coupon code applied for checkout! 5€ off each month for 3 months");
    expect(PROMO_APPLIED_PREFIX).toBe("Coupon code applied for checkout!");
  });
});

describe("discounts", () => {
  it.each<[number, Discount | null, number]>([
    [2200, { percentOff: 50 }, 1100],
    [500, { percentOff: 80 }, 400],
    [2100, { percentOff: 33 }, 693],
    [999, { percentOff: 50 }, 500],
    [2200, { amountOffCents: 500 }, 500],
    [500, { amountOffCents: 2200 }, 500],
    [2200, { percentOff: 150 }, 2200],
    [2200, { percentOff: -10 }, 0],
    [2200, { amountOffCents: -100 }, 0],
    [0, { amountOffCents: 500 }, 0],
    [2200, null, 0],
    [2200, { percentOff: Number.NaN }, 0],
  ])("%s cents with %j: %s off", (subtotal, discount, off) => {
    expect(discountCents(subtotal, discount)).toBe(off);
  });

  it("an offer's discount is its amount, else its percentage", () => {
    expect(promoDiscountCents(2200, offer())).toBe(500);
    expect(promoDiscountCents(2200, offer({ amount_off: null, percent_off: 10 }))).toBe(220);
    expect(promoDiscountCents(2200, offer({ amount_off: null, percent_off: null }))).toBe(0);
    expect(promoDiscountCents(2200, null)).toBe(0);
  });

  it("a discount is whole cents between 0 and the subtotal, so a total is never negative", () => {
    const bad: string[] = [];
    for (let subtotal = 0; subtotal <= 140_000; subtotal += 997)
      for (const discount of [
        ...[-20, 0, 1, 33, 50, 80, 99.9, 100, 250].map((percentOff) => ({ percentOff })),
        ...[-500, 0, 1, 500, 9900, 132_000, 10_000_000].map((amountOffCents) => ({ amountOffCents })),
      ]) {
        const off = discountCents(subtotal, discount);
        if (!Number.isInteger(off) || off < 0 || off > subtotal) bad.push(`${subtotal} ${JSON.stringify(discount)}: ${off}`);
      }
    expect(bad).toEqual([]);
  });
});

describe("normalizePromoCode", () => {
  it.each<[unknown, string | null]>([
    ["SPRING", "spring"],
    ["  Special-Offer-50 ", "special-offer-50"],
    ["a_b-9", "a_b-9"],
    ["x".repeat(64), "x".repeat(64)],
    ["x".repeat(65), null],
    ["", null],
    ["   ", null],
    ["two words", null],
    ["ümlaut", null],
    ["code!", null],
    [42, null],
    [null, null],
  ])("%j -> %j", (raw, code) => {
    expect(normalizePromoCode(raw)).toBe(code);
  });
});

describe("validation and expiry (spec §4 Promo code)", () => {
  it("keeps a valid offer under the normalised code", () => {
    expect(offerFromValidation(" Spring ", { valid: true, amount_off: 500, duration_in_months: 3 })).toEqual(offer());
  });

  it.each<[string, Parameters<typeof offerFromValidation>[1]]>([
    ["spring", { valid: false, amount_off: 500 }],
    ["spring", null],
    ["not valid!", { valid: true, amount_off: 500 }],
  ])("clears %s answered %j", (code, answer) => {
    expect(offerFromValidation(code, answer)).toBeNull();
  });

  it.each<[number | Date | null | undefined, number | Date, boolean]>([
    [null, 5, false],
    [undefined, 5, false],
    [10, 5, false],
    [10, 10, true],
    [10, 11, true],
    [new Date("2026-01-02"), new Date("2026-01-01"), false],
    [new Date("2026-01-01"), new Date("2026-01-02"), true],
  ])("expires at %s, now %s: expired %s", (expiresAt, now, expired) => {
    expect(isPromoExpired(expiresAt, now)).toBe(expired);
  });
});

describe("promo dialog (spec §4)", () => {
  const run = (events: PromoDialogEvent[], from: PromoDialogState = INITIAL_PROMO_DIALOG_STATE) => events.reduce(promoDialogState, from);
  const o = offer();

  it.each<[string, PromoDialogEvent[], boolean, "dialog" | "toast" | "hidden", "dialog" | "toast" | "hidden"]>([
    ["nothing without an offer", [], false, "hidden", "hidden"],
    ["an offer opens the dialog", [{ type: "offer", offer: o }], true, "dialog", "dialog"],
    ["dismissing leaves a toast on wide screens only", [{ type: "offer", offer: o }, { type: "dismiss" }], true, "toast", "hidden"],
    ["the toast reopens the dialog", [{ type: "offer", offer: o }, { type: "dismiss" }, { type: "reopen" }], true, "dialog", "dialog"],
    ["the same offer again stays dismissed", [{ type: "offer", offer: o }, { type: "dismiss" }, { type: "offer", offer: o }], true, "toast", "hidden"],
    ["a new offer opens again", [{ type: "offer", offer: o }, { type: "dismiss" }, { type: "offer", offer: offer({ promocode: "summer" }) }], true, "dialog", "dialog"],
    ["accepting clears the offer", [{ type: "offer", offer: o }, { type: "accept" }], false, "hidden", "hidden"],
    ["accepting from the toast clears it", [{ type: "offer", offer: o }, { type: "dismiss" }, { type: "accept" }], false, "hidden", "hidden"],
    ["no thanks clears the offer", [{ type: "offer", offer: o }, { type: "noThanks" }], false, "hidden", "hidden"],
    ["the offer going away closes everything", [{ type: "offer", offer: o }, { type: "offer", offer: null }], false, "hidden", "hidden"],
    ["dismiss without an offer does nothing", [{ type: "dismiss" }, { type: "reopen" }], false, "hidden", "hidden"],
  ])("%s", (_, events, hasOffer, wide, narrow) => {
    const state = run(events);
    expect(state.offer !== null).toBe(hasOffer);
    expect(promoDialogView(state, true)).toBe(wide);
    expect(promoDialogView(state, false)).toBe(narrow);
  });

  it("accepting subscribes on a paid tier and checks out on a base tier", () => {
    expect(["free", "trial", "creator", "enterprise"].map(promoAcceptTarget)).toEqual(["checkout", "checkout", "changeSubscription", "changeSubscription"]);
  });
});

describe("checkout failures (spec §8)", () => {
  it.each<[string, RequestFailure, string, boolean]>([
    ["an expired coupon", { kind: "http", status: 400, statusText: "Bad Request", body: { detail: { status: "coupon_expired", message: "x" } } }, COUPON_EXPIRED_MESSAGE, true],
    ["another HTTP error", { kind: "http", status: 400, statusText: "Bad Request", body: { detail: { status: "invalid", message: "x" } } }, CHECKOUT_SESSION_ERROR, false],
    ["a server error", { kind: "http", status: 500, statusText: "", body: null }, CHECKOUT_SESSION_ERROR, false],
    ["no answer", { kind: "network" }, UNEXPECTED_ERROR, false],
    ["anything else", { kind: "unknown" }, UNEXPECTED_ERROR, false],
  ])("%s", (_, failure, message, clearCoupon) => {
    expect(checkoutFailureOutcome(failure)).toEqual({ message, clearCoupon });
  });
});
