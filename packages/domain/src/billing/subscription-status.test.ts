import { describe, expect, it } from "vitest";
import { TIER_IDS } from "../tiers";
import type { BillingPeriod } from "./plan-action";
import {
  PAYMENT_PROVIDERS,
  canCancelTier,
  canChangePaymentMethod,
  canRenew,
  hasPaymentProblem,
  hasSubscriptionProblem,
  isAnnualPlanActive,
  isCancelledSubscription,
  isStatusFlagged,
  paymentProviderOf,
  pendingDowngradeOf,
  type PaymentProvider,
  type ScheduleMetadata,
} from "./subscription-status";

const M: BillingPeriod = "monthly_period";
const A: BillingPeriod = "annual_period";
const STATUSES = ["trialing", "active", "incomplete", "past_due", "free", "free_disabled"];

describe("status flags (spec §4)", () => {
  it.each(STATUSES.map((status) => [status, status === "incomplete"] as const))("%s flagged: %s", (status, flagged) => {
    expect(isStatusFlagged(status)).toBe(flagged);
  });

  it.each<[string, string, boolean, boolean]>([
    ["creator", "active", false, false],
    ["creator", "incomplete", true, true],
    ["creator", "past_due", true, true],
    ["creator", "free_disabled", false, true],
    ["free", "free", false, false],
    ["free", "free_disabled", false, true],
    ["free", "incomplete", true, true],
    ["enterprise", "past_due", false, false],
    ["enterprise", "incomplete", false, false],
    ["enterprise", "free_disabled", false, false],
    ["trial", "past_due", false, false],
    ["trial", "trialing", false, false],
    ["grant_tier_1_2025_07_23", "past_due", true, true],
  ])("%s %s: payment problem %s, subscription problem %s", (tier, status, payment, wider) => {
    expect(hasPaymentProblem({ tier, status })).toBe(payment);
    expect(hasSubscriptionProblem({ tier, status })).toBe(wider);
  });

  it("the wider check includes every payment problem", () => {
    for (const tier of TIER_IDS)
      for (const status of STATUSES) if (hasPaymentProblem({ tier, status })) expect(hasSubscriptionProblem({ tier, status })).toBe(true);
  });
});

describe("cancel and renew", () => {
  it.each<[string, boolean]>([
    ["free", false],
    ["trial", false],
    ["enterprise", false],
    ["starter", true],
    ["creator", true],
    ["pro", true],
    ["growing_business", true],
    ["scale_2024_08_10", true],
    ["grant_tier_2_2025_07_23", true],
    ["unknown", false],
  ])("%s can be cancelled: %s", (tier, can) => {
    expect(canCancelTier(tier)).toBe(can);
  });

  it.each<[string, BillingPeriod | null, number | Date | null | undefined, boolean]>([
    ["creator", M, 1_800_000_000, true],
    ["creator", A, new Date("2026-01-01T00:00:00Z"), true],
    ["creator", M, 0, true],
    ["creator", M, null, false],
    ["creator", M, undefined, false],
    ["creator", null, 1_800_000_000, false],
    ["free", M, 1_800_000_000, false],
    ["trial", M, 1_800_000_000, false],
  ])("%s %s cancel at %s: cancelled and renewable %s", (tier, billingPeriod, cancelAt, cancelled) => {
    expect(isCancelledSubscription({ tier, billingPeriod, cancelAt })).toBe(cancelled);
    expect(canRenew({ tier, billingPeriod, cancelAt })).toBe(cancelled);
  });
});

describe("pending downgrade", () => {
  it.each<[string, ScheduleMetadata | null | undefined, BillingPeriod | null, { tier: string; billingPeriod: BillingPeriod } | null]>([
    ["a downgrade with a target", { type: "downgrade", downgrade_to: "starter" }, M, { tier: "starter", billingPeriod: M }],
    ["keeps the current period", { type: "downgrade", downgrade_to: "starter" }, A, { tier: "starter", billingPeriod: A }],
    ["a named period wins", { type: "downgrade", downgrade_to: "pro", downgrade_to_period: "monthly_period" }, A, { tier: "pro", billingPeriod: M }],
    ["an unknown period is ignored", { type: "downgrade", downgrade_to: "pro", downgrade_to_period: "weekly" }, A, { tier: "pro", billingPeriod: A }],
    ["monthly without any period", { type: "downgrade", downgrade_to: "pro" }, null, { tier: "pro", billingPeriod: M }],
    ["no target", { type: "downgrade" }, M, null],
    ["an empty target", { type: "downgrade", downgrade_to: "  " }, M, null],
    ["another type", { type: "upgrade", downgrade_to: "starter" }, M, null],
    ["no metadata", null, M, null],
    ["undefined metadata", undefined, M, null],
  ])("%s", (_, metadata, current, expected) => {
    expect(pendingDowngradeOf(metadata, current)).toEqual(expected);
  });
});

describe("annual plan and payment provider", () => {
  it.each<[string, BillingPeriod | null, boolean]>([
    ["creator", A, true],
    ["enterprise", A, true],
    ["creator", M, false],
    ["free", A, false],
    ["pro", null, false],
  ])("%s %s: annual plan active %s", (tier, billingPeriod, active) => {
    expect(isAnnualPlanActive({ tier, billingPeriod })).toBe(active);
  });

  it.each<[string, Parameters<typeof paymentProviderOf>[0], PaymentProvider]>([
    ["card first", { card: { id: "c" }, cloudMarketplace: { id: "m" }, consolidatedBilling: { charge_workspace_id: "w" } }, "card"],
    ["then cloud marketplace", { card: null, cloudMarketplace: { id: "m" }, consolidatedBilling: { charge_workspace_id: "w" } }, "cloud_marketplace"],
    ["then consolidated billing", { consolidatedBilling: { charge_workspace_id: "w" } }, "consolidated_billing"],
    ["else none", {}, "none"],
    ["false means absent", { card: false, cloudMarketplace: undefined }, "none"],
  ])("%s", (_, details, provider) => {
    expect(paymentProviderOf(details)).toBe(provider);
  });

  it("only a card provider may change the payment method", () => {
    expect(PAYMENT_PROVIDERS.filter(canChangePaymentMethod)).toEqual(["card"]);
  });
});
