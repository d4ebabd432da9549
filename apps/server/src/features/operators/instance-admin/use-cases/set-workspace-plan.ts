import { canCustomizeMaxSeats, tierDisplayName, workspaceSeats, type TierId } from "@vocable/domain";
import type { SetWorkspacePlanRequest, WorkspacePlan } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";
import { getSubscription, isRunning, planRowOf, updateSubscription } from "#features/billing/subscriptions/repo";
import { requireInstanceAdmin } from "../policy";
import { lockWorkspace, updateWorkspacePlan } from "#features/workspaces/workspaces/repo";

/** The subscription status a tier set by an operator has (no payment provider is involved). */
function statusOf(tier: TierId): string {
  if (tier === "free") return "free";
  return tier === "trial" ? "trialing" : "active";
}

/**
 * Puts a workspace on a tier, as an operator: the tier's limits (characters, voices, seats) and,
 * on trial and enterprise only, a custom seat count and custom limits (spec accounts §9). The
 * character count and the training opt-out are kept. A running local subscription ends (the
 * operator's plan replaces it, without invoices); one paid through Stripe must be changed there.
 * Used by PUT /v1/admin/workspaces/{id}/plan and `npm run billing -- set-plan`.
 */
export async function applyOperatorPlan(db: Db, workspaceId: string, input: SetWorkspacePlanRequest): Promise<{ tier: string; maxSeats: number | null }> {
  const custom = canCustomizeMaxSeats(input.tier);
  const maxSeats = input.max_seats ?? null;
  if (!custom && maxSeats !== null) {
    const seats = workspaceSeats(input.tier, null);
    throw new AppError(
      "invalid_request",
      400,
      `max_seats can only be set on the trial and enterprise tiers: a ${tierDisplayName(input.tier)} workspace has the tier's ${seats} ${seats === 1 ? "seat" : "seats"}. Send max_seats: null.`,
    );
  }
  if (!custom && (input.character_limit !== undefined || input.voice_limit !== undefined || input.professional_voice_limit !== undefined)) {
    throw new AppError("invalid_request", 400, `Custom limits can only be set on the trial and enterprise tiers: a ${tierDisplayName(input.tier)} workspace has the tier's limits.`);
  }
  return db.transaction(async (tx) => {
    const ws = await lockWorkspace(tx, workspaceId);
    if (!ws) throw new AppError("workspace_not_found", 404, "No workspace has this id.");
    const sub = await getSubscription(tx, workspaceId);
    if (isRunning(sub) && sub.provider === "stripe") {
      throw new AppError("subscription_change_not_allowed", 409, "This workspace pays through Stripe: change or cancel its subscription there first.");
    }
    if (isRunning(sub)) await updateSubscription(tx, workspaceId, { endedAt: new Date(), cancelAt: null, pendingTier: null, pendingBillingPeriod: null });
    const row = planRowOf(input.tier, statusOf(input.tier), null, null, maxSeats);
    const updated = await updateWorkspacePlan(tx, workspaceId, {
      ...row,
      characterLimit: input.character_limit ?? row.characterLimit,
      voiceLimit: input.voice_limit ?? row.voiceLimit,
      professionalVoiceLimit: input.professional_voice_limit ?? row.professionalVoiceLimit,
      characterResetAnchorAt: null,
    });
    return updated!;
  });
}

/**
 * PUT /v1/admin/workspaces/{workspace_id}/plan: an instance operator puts any workspace on a
 * tier (applyOperatorPlan). The operator need not be a member: the entry goes to that
 * workspace's audit log, as them.
 */
export async function setWorkspacePlan(
  deps: { db: Db; adminEmails: readonly string[] },
  principal: Principal,
  workspaceId: string,
  input: SetWorkspacePlanRequest,
  audit: AuditContext,
): Promise<WorkspacePlan> {
  await requireInstanceAdmin(deps.db, deps.adminEmails, principal);
  const updated = await applyOperatorPlan(deps.db, workspaceId, input);
  const seats = workspaceSeats(updated.tier, updated.maxSeats);
  await recordAuditEvent(deps.db, {
    principal: { ...principal, workspaceId },
    ...audit,
    activity: "workspace.plan_changed",
    target: { type: "workspace", id: workspaceId },
    details: { tier: input.tier, max_seats: seats, by_instance_admin: true },
  });
  return { workspace_id: workspaceId, tier: input.tier, max_seats: seats };
}
