import type { Subscription } from "@vocable/contract";
import { describe, expect, it } from "vitest";
import {
  currentPeriodEndUnix,
  initialCurrency,
  initialPeriod,
  nextInvoiceLine,
  overageLine,
  priceViewerOf,
  renewalLine,
  statusLine,
  toCurrentSubscription,
} from "./current-subscription";

// 2026-08-01T00:00:00Z
const AUG_1 = 1_785_542_400;

function invoice(overrides: Partial<NonNullable<Subscription["next_invoice"]>> = {}): NonNullable<Subscription["next_invoice"]> {
  return {
    amount_due_cents: 1760,
    subtotal_cents: 2200,
    tax_cents: null,
    discount_percent_off: 20,
    discount_amount_off: null,
    discounts: [],
    next_payment_attempt_unix: AUG_1,
    payment_intent_status: null,
    payment_intent_statusses: [],
    ...overrides,
  };
}

type Fields = Pick<Subscription, "tier" | "status" | "billing_period" | "currency" | "pending_change" | "next_invoice" | "current_overage">;

function sub(overrides: Partial<Fields> = {}): Fields {
  return {
    tier: "creator",
    status: "active",
    billing_period: "monthly_period",
    currency: "usd",
    pending_change: null,
    next_invoice: invoice(),
    current_overage: { amount: "0.00", currency: "usd" },
    ...overrides,
  };
}

describe("toCurrentSubscription", () => {
  it("maps a running plan with nothing pending", () => {
    expect(toCurrentSubscription(sub())).toEqual({ tier: "creator", status: "active", billingPeriod: "monthly_period", cancelAtPeriodEnd: false, pendingDowngrade: null });
  });

  it("a pending cancellation sets cancelAtPeriodEnd", () => {
    const current = toCurrentSubscription(sub({ pending_change: { kind: "cancellation", timestamp_seconds: AUG_1 } }));
    expect(current.cancelAtPeriodEnd).toBe(true);
    expect(current.pendingDowngrade).toBeNull();
  });

  it("a pending change is the scheduled downgrade, with its period", () => {
    const current = toCurrentSubscription(sub({ pending_change: { kind: "change", next_tier: "starter", next_billing_period: "annual_period", timestamp_seconds: AUG_1 } }));
    expect(current.pendingDowngrade).toEqual({ tier: "starter", billingPeriod: "annual_period" });
    expect(current.cancelAtPeriodEnd).toBe(false);
  });

  it("free has no period", () => {
    expect(toCurrentSubscription(sub({ tier: "free", status: "free", billing_period: null })).billingPeriod).toBeNull();
  });
});

describe("priceViewerOf and the cards' starting choices", () => {
  it("logged out never paid; a free workspace is treated as never paid; a paid one has paid", () => {
    expect(priceViewerOf(null, false)).toEqual({ loggedIn: false, hasEverPaid: false });
    expect(priceViewerOf({ tier: "free", previously_subscribed_tiers: [] }, true)).toEqual({ loggedIn: true, hasEverPaid: false });
    expect(priceViewerOf({ tier: "trial", previously_subscribed_tiers: [] }, true)).toEqual({ loggedIn: true, hasEverPaid: false });
    expect(priceViewerOf({ tier: "pro", previously_subscribed_tiers: ["pro"] }, true)).toEqual({ loggedIn: true, hasEverPaid: true });
    // Back on free after paying: no first-month offer any more.
    expect(priceViewerOf({ tier: "free", previously_subscribed_tiers: ["creator"] }, true)).toEqual({ loggedIn: true, hasEverPaid: true });
  });

  it("start in the subscription's currency and period, else usd monthly", () => {
    expect(initialCurrency(null)).toBe("usd");
    expect(initialCurrency({ currency: "eur" })).toBe("eur");
    expect(initialPeriod(undefined)).toBe("monthly_period");
    expect(initialPeriod({ billing_period: "annual_period" })).toBe("annual_period");
  });
});

describe("currentPeriodEndUnix", () => {
  it("the pending change's date, else the next payment, else unknown", () => {
    expect(currentPeriodEndUnix(sub({ pending_change: { kind: "cancellation", timestamp_seconds: 5 } }))).toBe(5);
    expect(currentPeriodEndUnix(sub())).toBe(AUG_1);
    expect(currentPeriodEndUnix(sub({ next_invoice: null }))).toBeNull();
  });
});

describe("statusLine", () => {
  it("flags past_due and incomplete as payment problems", () => {
    expect(statusLine({ tier: "creator", status: "past_due" })).toEqual({ label: "Past due", problem: "Payment failed: update your payment method." });
    expect(statusLine({ tier: "pro", status: "incomplete" }).problem).toMatch(/^Payment incomplete/);
  });

  it("flags free_disabled in the wider check", () => {
    expect(statusLine({ tier: "free", status: "free_disabled" }).problem).toMatch(/disabled/);
  });

  it("exempts enterprise and trial", () => {
    expect(statusLine({ tier: "enterprise", status: "past_due" }).problem).toBeNull();
    expect(statusLine({ tier: "trial", status: "incomplete" }).problem).toBeNull();
  });

  it("names the healthy statuses", () => {
    expect(statusLine({ tier: "creator", status: "active" })).toEqual({ label: "Active", problem: null });
    expect(statusLine({ tier: "free", status: "free" })).toEqual({ label: "Free", problem: null });
    expect(statusLine({ tier: "trial", status: "trialing" })).toEqual({ label: "Trial", problem: null });
  });
});

describe("renewalLine", () => {
  it("a cancellation says when", () => {
    expect(renewalLine(sub({ pending_change: { kind: "cancellation", timestamp_seconds: AUG_1 } }), "UTC")).toEqual({ kind: "cancellation", text: "Will be canceled on Aug 1, 2026" });
  });

  it("a downgrade says to what and when", () => {
    expect(renewalLine(sub({ pending_change: { kind: "change", next_tier: "growing_business", next_billing_period: "monthly_period", timestamp_seconds: AUG_1 } }), "UTC")).toEqual({
      kind: "downgrade",
      text: "Changes to Scale (monthly) on Aug 1, 2026",
      tier: "growing_business",
      billingPeriod: "monthly_period",
    });
  });

  it("a paid plan renews on its next invoice; free says nothing", () => {
    expect(renewalLine(sub(), "UTC")).toEqual({ kind: "renewal", text: "Renews on Aug 1, 2026" });
    expect(renewalLine(sub({ tier: "free", next_invoice: null }), "UTC")).toBeNull();
    expect(renewalLine(sub({ next_invoice: null }), "UTC")).toBeNull();
  });
});

describe("nextInvoiceLine and overageLine", () => {
  it("shows the amount, date and discount in the subscription's currency", () => {
    expect(nextInvoiceLine(sub(), "UTC")).toEqual({ amount: "$17.60", date: "Aug 1, 2026", discount: "20% off" });
    expect(nextInvoiceLine(sub({ currency: "eur", next_invoice: invoice({ amount_due_cents: 1600, discount_percent_off: null, discount_amount_off: 500 }) }), "UTC")).toEqual({
      amount: "16€",
      date: "Aug 1, 2026",
      discount: "5€ off",
    });
    expect(nextInvoiceLine(sub({ next_invoice: invoice({ discount_percent_off: null }) }), "UTC")?.discount).toBeNull();
    expect(nextInvoiceLine(sub({ next_invoice: null }))).toBeNull();
  });

  it("shows an overage only when there is one", () => {
    expect(overageLine(sub())).toBeNull();
    expect(overageLine(sub({ current_overage: { amount: "1.30", currency: "usd" } }))).toBe("$1.30");
    expect(overageLine(sub({ current_overage: { amount: "12.00", currency: "eur" } }))).toBe("12€");
    expect(overageLine(sub({ current_overage: { amount: "x", currency: "usd" } }))).toBeNull();
  });
});
