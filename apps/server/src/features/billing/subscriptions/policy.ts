import { isolatedEnvironmentBlocks, tierDisplayName } from "@vocable/domain";
import type { BillingConfig } from "#platform/env";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { isWorkspaceAdmin } from "#features/workspaces/workspaces/policy";

/** Rows a billing list (invoices, plan requests) answers at most per page. */
export const MAX_BILLING_PAGE = 100;

/**
 * Who may do what with plans and billing. The routes are a signed-in person's (route-access.ts);
 * within a workspace only its admins change the plan, enter codes or see invoices. With
 * BILLING_PROVIDER=none the calls do not exist.
 */
export function requireBillingManager(principal: Principal): void {
  if (!isWorkspaceAdmin(principal)) throw new AppError("missing_permissions", 403, "Only a workspace admin can change its plan, enter promo codes or see its invoices.");
}

/** 404 billing_disabled with BILLING_PROVIDER=none (plans are hidden entirely). */
export function requireBillingEnabled(config: BillingConfig): asserts config is BillingConfig & { provider: "local" | "stripe" } {
  if (config.provider === "none") throw new AppError("billing_disabled", 404, "Plans and billing are turned off on this instance (BILLING_PROVIDER=none).");
}

/** Spec §6: an isolated environment blocks paid tiers other than free, trial and enterprise. */
export function requireTierAllowed(config: BillingConfig, tier: string): void {
  if (config.isolatedEnvironment && isolatedEnvironmentBlocks(tier)) {
    throw new AppError("plan_not_allowed", 403, `The ${tierDisplayName(tier)} plan is not available in this isolated environment: ask an operator for a trial or enterprise plan.`);
  }
}

/** How a paid plan is taken on this instance (GET /v1/billing/config `mode`, the start-up line). */
export type BillingMode = "local_approval" | "local_self_service" | "stripe" | "none";

export function billingModeOf(config: BillingConfig): BillingMode {
  if (config.provider === "local") return config.selfService ? "local_self_service" : "local_approval";
  return config.provider;
}

/**
 * Whether a paid tier is an operator's to grant: BILLING_PROVIDER=local without
 * BILLING_SELF_SERVICE. On a shared server nothing is collected, so choosing a paid plan must not
 * give it: it records a plan request an operator approves (or denies).
 */
export function needsOperatorApproval(config: BillingConfig): boolean {
  return billingModeOf(config) === "local_approval";
}

/** The start-up log line naming the billing mode. */
export function describeBillingMode(config: BillingConfig): string {
  switch (billingModeOf(config)) {
    case "local_approval":
      return "billing: local with operator approval (a paid plan is a request an operator approves: npm run billing -- requests list; BILLING_SELF_SERVICE=true lets workspace admins take one at once)";
    case "local_self_service":
      return "billing: local self-service (BILLING_SELF_SERVICE=true: any workspace admin takes a paid plan at once and nothing is charged)";
    case "stripe":
      return "billing: stripe (paid plans are charged through Stripe)";
    case "none":
      return "billing: none (plans and billing are turned off)";
  }
}
