import { nextCharacterReset, type BillingPeriod, type Currency, type TierId } from "@vocable/domain";
import type { Db } from "#db/client";
import type { SubscriptionDiscount } from "#db/schema/index";
import { type WorkspaceRow, updateWorkspacePlan } from "#features/workspaces/workspaces/repo";
import { applySeatLimit } from "#features/workspaces/workspace-members/use-cases/apply-seat-limit";
import { planRowOf, updateSubscription, upsertSubscription, type SubscriptionRow, type SubscriptionValues } from "./repo";

/**
 * The subscription's state transitions, shared by both providers: the local provider calls them
 * when the user acts or the period ends, the Stripe webhook handler when Stripe says so. Each runs
 * inside the caller's transaction after the workspace row was locked (repo.lockWorkspace).
 */

export interface StartedSubscription {
  provider: "local" | "stripe";
  tier: TierId;
  period: BillingPeriod;
  currency: Currency;
  status?: "active" | "incomplete" | "past_due" | "trialing";
  periodStart: Date;
  periodEnd: Date;
  discount: SubscriptionDiscount | null;
  stripe?: { customerId: string; subscriptionId: string };
}

/**
 * A workspace on a base tier starts a paid subscription: the tier's limits at once, a fresh
 * character count whose monthly resets count from the start (monthly even on annual plans).
 */
export async function startSubscription(tx: Db, ws: WorkspaceRow, previous: SubscriptionRow | null, s: StartedSubscription): Promise<SubscriptionRow> {
  const tiers = new Set([...(previous?.previouslySubscribedTiers ?? []), s.tier]);
  const values: SubscriptionValues = {
    provider: s.provider,
    currentPeriodStart: s.periodStart,
    currentPeriodEnd: s.periodEnd,
    cancelAt: null,
    pendingTier: null,
    pendingBillingPeriod: null,
    discount: s.discount,
    previouslySubscribedTiers: [...tiers],
    stripeCustomerId: s.stripe?.customerId ?? previous?.stripeCustomerId ?? null,
    stripeSubscriptionId: s.stripe?.subscriptionId ?? null,
    stripeScheduleId: null,
    endedAt: null,
  };
  const sub = await upsertSubscription(tx, ws.id, values);
  await updateWorkspacePlan(tx, ws.id, {
    ...planRowOf(s.tier, s.status ?? "active", s.period, s.currency, ws.maxSeats),
    characterCount: 0,
    transcriptionSecondsUsed: 0,
    soundEffectSecondsUsed: 0,
    characterResetAnchorAt: s.periodStart,
    nextCharacterCountResetAt: nextCharacterReset(s.periodStart, s.periodStart),
    characterCountRestartedAt: s.periodStart,
  });
  return sub;
}

/**
 * The plan changes now (an upgrade, or a scheduled downgrade reaching the period end): the new
 * tier's limits at once, the character count kept. A new period (`period` given) moves the
 * period dates and the reset anchor and restarts the count (noted as a restart with a new plan
 * when the tier changes). A tier with fewer seats locks the people beyond them (applySeatLimit).
 */
export async function switchPlanNow(
  tx: Db,
  ws: WorkspaceRow,
  change: { tier: TierId; period: BillingPeriod; currency: Currency; status?: string; newPeriod?: { start: Date; end: Date } },
): Promise<SubscriptionRow | null> {
  const period = change.newPeriod;
  const newTier = change.tier !== ws.tier;
  const newPlan = newTier || change.period !== ws.billingPeriod;
  await updateWorkspacePlan(tx, ws.id, {
    ...planRowOf(change.tier, change.status ?? ws.status, change.period, change.currency, ws.maxSeats),
    ...(period ? { characterResetAnchorAt: period.start, nextCharacterCountResetAt: nextCharacterReset(period.start, period.start), characterCount: 0, transcriptionSecondsUsed: 0, soundEffectSecondsUsed: 0 } : {}),
    // A renewal restarts the count as a monthly reset does; a new plan's restart is said (GET /v1/user/subscription).
    ...(period ? { characterCountRestartedAt: newPlan ? period.start : null } : {}),
  });
  if (newTier) await applySeatLimit(tx, { ...ws, tier: change.tier }, { fromTier: ws.tier, at: period?.start ?? new Date() });
  const sub = await updateSubscription(tx, ws.id, {
    pendingTier: null,
    pendingBillingPeriod: null,
    cancelAt: null,
    stripeScheduleId: null,
    ...(period ? { currentPeriodStart: period.start, currentPeriodEnd: period.end } : {}),
  });
  if (sub && !sub.previouslySubscribedTiers.includes(change.tier)) {
    return updateSubscription(tx, ws.id, { previouslySubscribedTiers: [...sub.previouslySubscribedTiers, change.tier] });
  }
  return sub;
}

/** The subscription ended (cancelled at its period end, or gone at the provider): the workspace returns to the free tier. */
export async function endSubscription(tx: Db, ws: WorkspaceRow, at: Date): Promise<void> {
  await updateSubscription(tx, ws.id, { endedAt: at, cancelAt: null, pendingTier: null, pendingBillingPeriod: null, stripeScheduleId: null, discount: null });
  await updateWorkspacePlan(tx, ws.id, {
    ...planRowOf("free", "free", null, ws.currency as Currency | null, null),
    characterResetAnchorAt: at,
    nextCharacterCountResetAt: nextCharacterReset(at, at),
  });
  await applySeatLimit(tx, { ...ws, tier: "free", maxSeats: null }, { fromTier: ws.tier, at });
}

/** Only the subscription status changes (a failed or paid invoice: past_due, active; an unfinished first payment: incomplete). */
export async function setSubscriptionStatus(tx: Db, ws: WorkspaceRow, status: "active" | "past_due" | "incomplete" | "trialing"): Promise<void> {
  if (ws.status === status) return;
  await updateWorkspacePlan(tx, ws.id, planRowOf(ws.tier as TierId, status, ws.billingPeriod as BillingPeriod | null, ws.currency as Currency | null, ws.maxSeats));
}
