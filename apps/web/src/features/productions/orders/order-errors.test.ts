import { describe, expect, it } from "vitest";
import { ApiError } from "#lib/api-client";
import { BILLING_FALLBACK, submitFailure } from "./order-errors";

describe("a failed submission", () => {
  it("shows the billing provider's words for a 402, with the subscription link", () => {
    const failure = submitFailure(new ApiError(402, "Payment Required", { detail: { status: "payment_failed", message: "Your card was declined." } }));
    expect(failure).toEqual({ message: "Your card was declined.", billing: true });
  });

  it("falls back to its own words when a 402 says nothing", () => {
    expect(submitFailure(new ApiError(402, "Payment Required", null)).message).toBe(BILLING_FALLBACK);
  });

  it("is no billing matter otherwise", () => {
    const failure = submitFailure(new ApiError(400, "Bad Request", { detail: { status: "production_order_empty", message: "This order has no items." } }));
    expect(failure.billing).toBe(false);
    expect(failure.message).toContain("This order has no items.");
  });
});
