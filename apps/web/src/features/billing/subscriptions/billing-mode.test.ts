import type { PlanRequest } from "@vocable/contract";
import { describe, expect, it } from "vitest";
import { billingModeNotice, planRequestView, REQUESTED_MESSAGE } from "./billing-mode";

const request = (over: Partial<PlanRequest>): PlanRequest => ({
  plan_request_id: "preq_1",
  kind: "subscribe",
  tier: "pro",
  billing_period: "annual_period",
  currency: "usd",
  promocode: null,
  status: "open",
  reason: null,
  created_at_unix: Date.UTC(2026, 2, 4, 12) / 1000,
  decided_at_unix: null,
  ...over,
});

describe("billingModeNotice", () => {
  it("says how plans are taken under each mode of the local provider, nothing otherwise", () => {
    expect(billingModeNotice("local_approval")).toMatch(/^On this server, paid plans are granted by its operators: choosing one sends them a request\./);
    expect(billingModeNotice("local_self_service")).toBe("On this server, plans change at once and nothing is charged.");
    expect(billingModeNotice("stripe")).toBeNull();
    expect(billingModeNotice("none")).toBeNull();
  });
});

describe("planRequestView", () => {
  it("shows an open request as requested, withdrawable", () => {
    expect(planRequestView(request({}))).toEqual({ tone: "pending", text: `${REQUESTED_MESSAGE}: Pro (yearly), asked on Mar 4, 2026.`, canWithdraw: true });
  });

  it("shows the outcome: approved with its date, denied with the operator's reason or without one", () => {
    const decided = Date.UTC(2026, 2, 5, 12) / 1000;
    expect(planRequestView(request({ status: "approved", decided_at_unix: decided }))).toEqual({ tone: "good", text: "An operator approved Pro (yearly) on Mar 5, 2026.", canWithdraw: false });
    expect(planRequestView(request({ status: "denied", billing_period: "monthly_period", reason: "Write to us first", decided_at_unix: decided }))?.text).toBe(
      "An operator did not approve Pro (monthly): Write to us first",
    );
    expect(planRequestView(request({ status: "denied", decided_at_unix: decided }))?.text).toBe("An operator did not approve Pro (yearly).");
  });

  it("says nothing without a request or for a withdrawn one", () => {
    expect(planRequestView(null)).toBeNull();
    expect(planRequestView(request({ status: "withdrawn" }))).toBeNull();
  });
});
