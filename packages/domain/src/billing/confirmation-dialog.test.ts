import { describe, expect, it } from "vitest";
import { confirmDisabled as accountConfirmDisabled, confirmLabel as accountConfirmLabel } from "../account/confirmation-dialog";
import { CANCEL_TEXT_DEFAULT, CONFIRM_TEXT_DEFAULT, confirmDisabled, confirmLabel, subscriptionChangeDialog } from "./confirmation-dialog";

describe("the dialog's rules are the account module's, not a copy", () => {
  it("re-exports the same functions", () => {
    expect(confirmDisabled).toBe(accountConfirmDisabled);
    expect(confirmLabel).toBe(accountConfirmLabel);
    expect([CONFIRM_TEXT_DEFAULT, CANCEL_TEXT_DEFAULT]).toEqual(["Continue", "Cancel"]);
  });

  it.each([
    [{ secondsLeft: 5 }, true],
    [{ secondsLeft: 0 }, false],
    [{ toggle: { initial: false, canChange: true }, toggleValue: false, secondsLeft: 0 }, true],
    [{ toggle: { initial: false, canChange: true }, toggleValue: true, secondsLeft: 0 }, false],
    [{ toggle: { initial: false, canChange: true }, toggleValue: true, secondsLeft: 1 }, true],
  ])("%j disabled %s", (input, disabled) => {
    expect(confirmDisabled(input)).toBe(disabled);
  });

  it.each<[string, number, string]>([
    ["Continue", 5, "Continue (5)"],
    ["Continue", 0, "Continue"],
    ["Downgrade", 2, "Downgrade (2)"],
  ])("%s with %s seconds left reads %s", (base, seconds, label) => {
    expect(confirmLabel(base, seconds)).toBe(label);
  });
});

describe("subscriptionChangeDialog", () => {
  it.each<[string, "upgrade" | "downgrade", Parameters<typeof subscriptionChangeDialog>[1], Parameters<typeof subscriptionChangeDialog>[2], { title: string; description: string; confirmText: string }]>([
    [
      "an upgrade",
      "upgrade",
      { tier: "creator", billingPeriod: "monthly_period" },
      { tier: "pro", billingPeriod: "monthly_period" },
      {
        title: "Upgrade to Pro?",
        description:
          "Your plan changes from Creator (monthly) to Pro (monthly) now. You are charged the prorated difference for the rest of the current billing period today, and the new limits apply at once.",
        confirmText: "Upgrade",
      },
    ],
    [
      "an upgrade to yearly billing",
      "upgrade",
      { tier: "creator", billingPeriod: "monthly_period" },
      { tier: "pro", billingPeriod: "annual_period" },
      {
        title: "Upgrade to Pro?",
        description:
          "Your plan changes from Creator (monthly) to Pro (yearly) now. You are charged the prorated difference today: the new price less the unused part of your current plan. A new yearly billing period starts today and the new limits apply at once.",
        confirmText: "Upgrade",
      },
    ],
    [
      "a downgrade with its date",
      "downgrade",
      { tier: "pro", billingPeriod: "annual_period", currentPeriodEnd: new Date("2026-08-01T12:00:00Z") },
      { tier: "starter", billingPeriod: "annual_period" },
      {
        title: "Downgrade to Starter?",
        description:
          "Your plan changes from Pro (yearly) to Starter (yearly) at the end of the current billing period, on Aug 1, 2026. Until then you keep Pro (yearly) and its limits. Nothing is charged now.",
        confirmText: "Downgrade",
      },
    ],
    [
      "a downgrade with unix seconds",
      "downgrade",
      { tier: "growing_business", billingPeriod: "monthly_period", currentPeriodEnd: Date.UTC(2026, 0, 31, 12) / 1000 },
      { tier: "creator", billingPeriod: "monthly_period" },
      {
        title: "Downgrade to Creator?",
        description:
          "Your plan changes from Scale (monthly) to Creator (monthly) at the end of the current billing period, on Jan 31, 2026. Until then you keep Scale (monthly) and its limits. Nothing is charged now.",
        confirmText: "Downgrade",
      },
    ],
    [
      "a downgrade without a known date",
      "downgrade",
      { tier: "pro", billingPeriod: "monthly_period", currentPeriodEnd: null },
      { tier: "creator", billingPeriod: "monthly_period" },
      {
        title: "Downgrade to Creator?",
        description:
          "Your plan changes from Pro (monthly) to Creator (monthly) at the end of the current billing period. Until then you keep Pro (monthly) and its limits. Nothing is charged now.",
        confirmText: "Downgrade",
      },
    ],
    [
      "yearly to monthly on the same tier",
      "downgrade",
      { tier: "creator", billingPeriod: "annual_period" },
      { tier: "creator", billingPeriod: "monthly_period" },
      {
        title: "Switch Creator to monthly billing?",
        description:
          "Your plan changes from Creator (yearly) to Creator (monthly) at the end of the current billing period. Until then you keep Creator (yearly) and its limits. Nothing is charged now.",
        confirmText: "Switch",
      },
    ],
  ])("%s", (_, action, from, to, expected) => {
    expect(subscriptionChangeDialog(action, from, to, "UTC")).toEqual(expected);
  });
});
