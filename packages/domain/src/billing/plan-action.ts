/**
 * Plan actions (spec accounts §4 "Plan action"): what picking a tier and billing period on a plan
 * card does relative to the workspace's current subscription, the button's label, what a click
 * does, and when the button is disabled.
 */
import { isBaseTier, tierRank } from "../tiers";

export type BillingPeriod = "monthly_period" | "annual_period";
export type SubscriptionStatus = "trialing" | "active" | "incomplete" | "incomplete_expired" | "past_due" | "canceled" | "unpaid" | "free" | "free_disabled";

/** The parts of the current subscription the rules read. */
export interface CurrentSubscription {
  tier: string;
  status: string;
  billingPeriod: BillingPeriod | null;
  /** A cancellation at period end is set. */
  cancelAtPeriodEnd: boolean;
  /** A scheduled downgrade (schedule metadata type downgrade with a target), if any. */
  pendingDowngrade: { tier: string; billingPeriod: BillingPeriod } | null;
}

export interface PlanChoice {
  tier: string;
  billingPeriod: BillingPeriod;
}

export const PLAN_ACTIONS = ["cancelDowngrade", "renewSubscription", "none", "cancelSubscription", "create", "downgrade", "upgrade"] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];

/**
 * The action for `choice` against `current`, first match in the spec's order: cancelDowngrade (a
 * scheduled downgrade targets this tier and period), renewSubscription (same tier and period, a
 * cancel date set), none (same tier on free or trial), cancelSubscription (same tier on a paid
 * plan), create (the current tier is a base tier), downgrade (a lower tier, or the same or a higher
 * tier moving from annual to monthly), upgrade.
 */
export function planAction(current: CurrentSubscription, choice: PlanChoice): PlanAction {
  const down = current.pendingDowngrade;
  if (down && down.tier === choice.tier && down.billingPeriod === choice.billingPeriod) return "cancelDowngrade";
  const sameTier = current.tier === choice.tier;
  if (sameTier && current.billingPeriod === choice.billingPeriod && current.cancelAtPeriodEnd) return "renewSubscription";
  if (sameTier && isBaseTier(current.tier)) return "none";
  if (sameTier) return "cancelSubscription";
  if (isBaseTier(current.tier)) return "create";
  const lower = tierRank(choice.tier) < tierRank(current.tier);
  const annualToMonthly = current.billingPeriod === "annual_period" && choice.billingPeriod === "monthly_period";
  if (lower || annualToMonthly) return "downgrade";
  return "upgrade";
}

/** The button's label; with no workspace data (logged out) every card reads "Start Today". */
export function planActionLabel(action: PlanAction | null): string {
  switch (action) {
    case null:
      return "Start Today";
    case "none":
      return "Subscribed";
    case "renewSubscription":
      return "Do Not Cancel";
    case "cancelSubscription":
      return "Cancel Subscription";
    case "cancelDowngrade":
      return "Cancel Downgrade";
    case "create":
      return "Subscribe";
    case "upgrade":
      return "Upgrade";
    case "downgrade":
      return "Downgrade";
  }
}

/** What a click does: sign-up when logged out, checkout, the cancellation flow, a direct backend call, or a confirmation dialog. */
export type PlanClick = "signUp" | "checkout" | "cancellationFlow" | "callBackend" | "confirmDialog" | "nothing";

export function planActionClick(action: PlanAction | null): PlanClick {
  if (action === null) return "signUp";
  switch (action) {
    case "create":
      return "checkout";
    case "cancelSubscription":
      return "cancellationFlow";
    case "renewSubscription":
    case "cancelDowngrade":
      return "callBackend";
    case "upgrade":
    case "downgrade":
      return "confirmDialog";
    case "none":
      return "nothing";
  }
}

/**
 * Whether the button is disabled. Logged out: never. In an isolated environment a current tier
 * other than free, trial or enterprise disables every button. create: disabled while the status is
 * incomplete or the current tier is not free or trial; renew, downgrade and cancel-downgrade:
 * enabled; cancel: enabled (the spec's one disabled tier group is not shown); upgrade: disabled
 * unless the status is active; none: disabled (it is the current plan).
 */
export function planActionDisabled(action: PlanAction | null, ctx: { current: CurrentSubscription | null; isolatedEnvironment: boolean }): boolean {
  if (action === null || !ctx.current) return false;
  const { current } = ctx;
  if (ctx.isolatedEnvironment && !["free", "trial", "enterprise"].includes(current.tier)) return true;
  switch (action) {
    case "create":
      return current.status === "incomplete" || !isBaseTier(current.tier);
    case "renewSubscription":
    case "downgrade":
    case "cancelDowngrade":
    case "cancelSubscription":
      return false;
    case "upgrade":
      return current.status !== "active";
    case "none":
      return true;
  }
}
