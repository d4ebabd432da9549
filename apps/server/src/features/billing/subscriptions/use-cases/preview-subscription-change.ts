import type { PreviewSubscriptionChangeRequest, SubscriptionChangePreview } from "@vocable/contract";
import { listPriceCents, planAction, workspaceSeats, type Currency } from "@vocable/domain";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { toUnixSeconds } from "#platform/unix-time";
import { previewMembersLosingAccess } from "#features/workspaces/workspace-members/use-cases/apply-seat-limit";
import { requireTierAllowed } from "../policy";
import { notAChange } from "./change-subscription";
import { requirePurchasableTier } from "./create-checkout-session";
import { currentSubscriptionOf, loadBillingContext, requireRunningSubscription, type BillingDeps } from "./load-billing-context";

/**
 * POST /v1/billing/change-subscription/preview: what change-subscription would do with the same
 * plan, without doing it. The money comes from the provider (local: the period's proration; Stripe:
 * its invoice preview), the seats from the domain's rule: who loses access (locked) when the new
 * plan takes effect. The same checks as the change: workspace admins, a running subscription, a
 * plan action of upgrade or downgrade.
 */
export async function previewSubscriptionChange(deps: BillingDeps, principal: Principal, input: PreviewSubscriptionChangeRequest): Promise<SubscriptionChangePreview> {
  const ctx = await loadBillingContext(deps, principal);
  const tier = input.subscription_type;
  const period = input.billing_period ?? "monthly_period";
  requirePurchasableTier(tier, period);
  requireTierAllowed(deps.config.billing, tier);
  const sub = requireRunningSubscription(ctx);
  const action = planAction(currentSubscriptionOf(ctx.ws, sub), { tier, billingPeriod: period });
  if (action !== "upgrade" && action !== "downgrade") throw new AppError("subscription_change_not_allowed", 409, notAChange(action, tier));
  const currency = (ctx.ws.currency as Currency | null) ?? "usd";
  const seats = workspaceSeats(tier, ctx.ws.maxSeats);
  const [money, losing] = await Promise.all([
    ctx.provider.previewPlanChange({ workspace: ctx.ws, subscription: sub, kind: action, tier, period }),
    previewMembersLosingAccess(deps.db, ctx.ws.id, seats),
  ]);
  return {
    action,
    tier,
    billing_period: period,
    currency,
    amount_due_now_cents: money.dueNowCents,
    credit_cents: money.creditCents,
    charge_cents: money.chargeCents,
    effective_at_unix: toUnixSeconds(money.effectiveAt),
    next_period_cents: listPriceCents(tier, period, currency) ?? 0,
    source: ctx.provider.kind,
    seats,
    members_losing_access: losing.map((m) => ({ user_id: m.userId, email: m.email, first_name: m.firstName })),
  };
}
