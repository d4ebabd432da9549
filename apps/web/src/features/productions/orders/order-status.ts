/**
 * An order's state in words (GET /v1/productions/orders/{id}: open → submitted → paid → accepted
 * → done, or cancelled / expired / rejected / merged), and which states still move.
 */
import type { OrderState } from "@vocable/contract";

/** How often an order on its way (submitted, paid, worked on) is asked for again. */
export const ORDER_POLL_MS = 5000;

export const ORDER_STATUS_LABELS: Record<OrderState, string> = {
  open: "Draft",
  submitted: "Paying",
  paid: "Waiting for a producer",
  accepted: "In progress",
  rejected: "Rejected",
  done: "Delivered",
  cancelling: "Cancelling",
  cancelled: "Cancelled",
  expired: "Expired",
  merged: "Merged",
};

/** What the state means for the customer, and what comes next. */
export const ORDER_STATUS_HINTS: Record<OrderState, string> = {
  open: "Add media and the work you want, then submit the order.",
  submitted: "The payment is being taken. This page updates by itself.",
  paid: "Paid. The work is waiting for a producer to pick it up; this page updates by itself.",
  accepted: "A producer is working on it. Results appear below as each item is checked and delivered.",
  rejected: "The productions team could not take this order. Nothing is owed for work that was not delivered.",
  done: "Delivered. Download the results below.",
  cancelling: "The order is being cancelled.",
  cancelled: "This order was cancelled. Work that was not delivered is refunded.",
  expired: "The deadline passed before the work was delivered. Undelivered work is refunded.",
  merged: "This order was merged into another one.",
};

/** The states that never change again. */
const FINISHED: ReadonlySet<OrderState> = new Set(["done", "rejected", "cancelled", "expired", "merged"]);

/** Whether the order will not change any more. */
export function isOrderFinished(state: OrderState): boolean {
  return FINISHED.has(state);
}

/** Whether the order can still be changed (media, items, deadline) and submitted. */
export function isOrderDraft(state: OrderState): boolean {
  return state === "open";
}

/** Whether the order is on its way: the page polls it meanwhile. */
export function isOrderMoving(state: OrderState): boolean {
  return !isOrderDraft(state) && !isOrderFinished(state);
}

/** Whether the customer may cancel it: any time before it is delivered (a paid order's undelivered work is refunded). */
export function canCancelOrder(state: OrderState): boolean {
  return state === "open" || state === "submitted" || state === "paid" || state === "accepted";
}

/** Whether cancelling it now gives money back (it was paid for). */
export function cancelRefunds(state: OrderState): boolean {
  return state === "paid" || state === "accepted";
}

/** Whether results may exist: work was paid for. */
export function mayHaveDeliverables(state: OrderState): boolean {
  return state === "paid" || state === "accepted" || state === "done";
}

export type StatusTone = "neutral" | "busy" | "good" | "bad";

/** The badge's colour family. */
export function orderStatusTone(state: OrderState): StatusTone {
  if (state === "done") return "good";
  if (state === "rejected" || state === "cancelled" || state === "expired") return "bad";
  if (isOrderMoving(state)) return "busy";
  return "neutral";
}
