import type { BillingConfig, PlanRequest } from "@vocable/contract";
import { formatCalendarDate, tierDisplayName } from "@vocable/domain";
import { periodWord } from "./current-subscription";

/** What the member sees once a paid plan became a request (the toast, the subscription page). */
export const REQUESTED_MESSAGE = "Requested — an operator will review it";

/**
 * The pricing and subscription pages' sentence on how a plan is taken on this server (GET
 * /v1/billing/config `mode`): under BILLING_PROVIDER=local the operators grant paid plans, or
 * (BILLING_SELF_SERVICE) plans change at once with nothing charged. Stripe and none need no sentence.
 */
export function billingModeNotice(mode: BillingConfig["mode"]): string | null {
  switch (mode) {
    case "local_approval":
      return "On this server, paid plans are granted by its operators: choosing one sends them a request. Downgrades and cancellations take effect as usual. Nothing is charged.";
    case "local_self_service":
      return "On this server, plans change at once and nothing is charged.";
    default:
      return null;
  }
}

/** "Pro (monthly)" */
export function requestedPlanName(request: Pick<PlanRequest, "tier" | "billing_period">): string {
  return `${tierDisplayName(request.tier)} (${periodWord(request.billing_period)})`;
}

export interface PlanRequestView {
  tone: "pending" | "good" | "bad";
  text: string;
  /** Only an open request can be withdrawn (by a workspace admin). */
  canWithdraw: boolean;
}

/** The subscription page's line about the workspace's plan request and its outcome; null when there is nothing to say. */
export function planRequestView(request: PlanRequest | null): PlanRequestView | null {
  if (!request) return null;
  const plan = requestedPlanName(request);
  switch (request.status) {
    case "open":
      return { tone: "pending", text: `${REQUESTED_MESSAGE}: ${plan}, asked on ${formatCalendarDate(request.created_at_unix)}.`, canWithdraw: true };
    case "approved":
      return { tone: "good", text: `An operator approved ${plan}${request.decided_at_unix ? ` on ${formatCalendarDate(request.decided_at_unix)}` : ""}.`, canWithdraw: false };
    case "denied":
      return { tone: "bad", text: `An operator did not approve ${plan}${request.reason ? `: ${request.reason}` : "."}`, canWithdraw: false };
    case "withdrawn":
      return null;
  }
}
