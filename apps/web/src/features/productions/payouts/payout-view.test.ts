import { describe, expect, it } from "vitest";
import { earningRoleLabel, payoutBlocker, payoutMethodText, payoutStateLabel, type PayoutSummaryView } from "./payout-view";

describe("payout words", () => {
  it.each([
    ["pending", "Pending"],
    ["paid", "Paid"],
    ["failed", "Failed"],
    ["reversed", "Reversed (back in your balance)"],
    ["on_hold", "On hold"],
  ])("payout state %s reads %s", (state, label) => {
    expect(payoutStateLabel(state)).toBe(label);
  });

  it.each([
    ["producer", "Transcription"],
    ["reviewer", "Review"],
    ["bonus", "Bonus"],
  ])("earning role %s reads %s", (role, label) => {
    expect(earningRoleLabel(role)).toBe(label);
  });

  it("says when the server has no payout provider", () => {
    expect(payoutMethodText("none")).toMatch(/no payout provider/);
    expect(payoutMethodText("stripe_connect")).toMatch(/Stripe/);
    expect(payoutMethodText("operator")).toMatch(/operator/);
  });
});

describe("payoutBlocker", () => {
  const ready: PayoutSummaryView = { balance_cents: 500, method: "operator", payout_account: null, agreement_accepted_unix: 1_700_000_000 };
  it.each<[string, Partial<PayoutSummaryView>, string | null]>([
    ["ready", {}, null],
    ["no provider", { method: "none" }, "This server has no payout provider."],
    ["agreement not accepted", { agreement_accepted_unix: null }, "Accept the publishing and payouts agreement first."],
    ["Stripe without an account", { method: "stripe_connect", payout_account: false }, "Connect a payout account first."],
    ["Stripe with an account", { method: "stripe_connect", payout_account: true }, null],
    ["zero balance", { balance_cents: 0 }, "There is nothing to pay out yet: your balance is $0.00."],
  ])("%s", (_name, change, blocker) => {
    expect(payoutBlocker({ ...ready, ...change })).toBe(blocker);
  });
});
