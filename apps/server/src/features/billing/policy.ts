import { isolatedEnvironmentBlocks, tierDisplayName } from "@vocable/domain";
import type { BillingConfig } from "../../platform/env";
import type { Principal } from "../../platform/app-env";
import { AppError } from "../../platform/errors";
import { isWorkspaceAdmin } from "../workspaces/policy";

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
