import type { BillingPeriod, CurrentSubscription } from "@vocable/domain";
import type { Db } from "#db/client";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { getWorkspace, type WorkspaceRow } from "#features/workspaces/workspaces/repo";
import { requireBillingEnabled, requireBillingManager } from "../policy";
import type { BillingProvider } from "../provider";
import { getSubscription, isRunning, type SubscriptionRow } from "../repo";

/** What the billing use cases need: the database, the configuration and the instance's provider (null with BILLING_PROVIDER=none). */
export interface BillingDeps {
  db: Db;
  config: AppDeps["config"];
  provider: BillingProvider | null;
  rateLimit: AppDeps["rateLimit"];
}

export interface BillingContext {
  ws: WorkspaceRow;
  /** The running subscription (null on a base tier, or one an operator set). */
  sub: SubscriptionRow | null;
  /** The subscription row even when it ended (for previously_subscribed_tiers). */
  previous: SubscriptionRow | null;
  provider: BillingProvider;
}

/**
 * The caller's workspace and subscription, after checking billing is on and the caller is a
 * workspace admin (`anyMember`: a call about the person's own, such as payouts onboarding).
 */
export async function loadBillingContext(deps: BillingDeps, principal: Principal, opts: { anyMember?: boolean } = {}): Promise<BillingContext> {
  requireBillingEnabled(deps.config.billing);
  if (!opts.anyMember) requireBillingManager(principal);
  if (!deps.provider) throw new AppError("billing_disabled", 404, "Plans and billing are turned off on this instance.");
  const [ws, previous] = await Promise.all([getWorkspace(deps.db, principal.workspaceId), getSubscription(deps.db, principal.workspaceId)]);
  if (!ws) throw new AppError("invalid_api_key", 401, "This workspace no longer exists.");
  return { ws, previous, sub: isRunning(previous) ? previous : null, provider: deps.provider };
}

/** The subscription as the domain's plan-action rules read it. */
export function currentSubscriptionOf(ws: WorkspaceRow, sub: SubscriptionRow | null): CurrentSubscription {
  return {
    tier: ws.tier,
    status: ws.status,
    billingPeriod: (ws.billingPeriod as BillingPeriod | null) ?? null,
    cancelAtPeriodEnd: sub?.cancelAt != null,
    pendingDowngrade: sub?.pendingTier && sub.pendingBillingPeriod ? { tier: sub.pendingTier, billingPeriod: sub.pendingBillingPeriod } : null,
  };
}

/** 400 subscription_not_found when the workspace has no running subscription to act on. */
export function requireRunningSubscription(ctx: BillingContext): SubscriptionRow {
  if (!ctx.sub) {
    throw new AppError(
      "subscription_not_found",
      400,
      ctx.ws.tier === "free" ? "This workspace has no paid subscription." : "This workspace's plan was set by an operator of this instance: ask them to change it.",
    );
  }
  return ctx.sub;
}
