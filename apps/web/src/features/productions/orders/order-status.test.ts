import { ORDER_STATES } from "@vocable/contract";
import { describe, expect, it } from "vitest";
import { ORDER_STATUS_HINTS, ORDER_STATUS_LABELS, cancelRefunds, canCancelOrder, isOrderDraft, isOrderFinished, isOrderMoving, mayHaveDeliverables, orderStatusTone } from "./order-status";

describe("an order's status", () => {
  it.each([
    ["open", "Draft", false, false, true, "neutral"],
    ["submitted", "Paying", false, true, true, "busy"],
    ["paid", "Waiting for a producer", false, true, true, "busy"],
    ["accepted", "In progress", false, true, true, "busy"],
    ["done", "Delivered", true, false, false, "good"],
    ["rejected", "Rejected", true, false, false, "bad"],
    ["cancelling", "Cancelling", false, true, false, "busy"],
    ["cancelled", "Cancelled", true, false, false, "bad"],
    ["expired", "Expired", true, false, false, "bad"],
    ["merged", "Merged", true, false, false, "neutral"],
  ] as const)("%s reads %s (finished %s, moving %s, cancellable %s, %s)", (state, label, finished, moving, cancellable, tone) => {
    expect(ORDER_STATUS_LABELS[state]).toBe(label);
    expect(isOrderFinished(state)).toBe(finished);
    expect(isOrderMoving(state)).toBe(moving);
    expect(canCancelOrder(state)).toBe(cancellable);
    expect(cancelRefunds(state)).toBe(state === "paid" || state === "accepted");
    expect(orderStatusTone(state)).toBe(tone);
  });

  it("has a label and a hint for every state the contract knows", () => {
    for (const state of ORDER_STATES) {
      expect(ORDER_STATUS_LABELS[state]).toBeTruthy();
      expect(ORDER_STATUS_HINTS[state]).toBeTruthy();
    }
  });

  it("is a draft only while open, and may have results once paid", () => {
    expect(ORDER_STATES.filter(isOrderDraft)).toEqual(["open"]);
    expect(ORDER_STATES.filter(mayHaveDeliverables)).toEqual(["paid", "accepted", "done"]);
  });
});
