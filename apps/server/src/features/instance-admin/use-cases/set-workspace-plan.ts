import { canCustomizeMaxSeats, tierDisplayName, tierLimits, workspaceSeats, type TierId } from "@vocable/domain";
import type { SetWorkspacePlanRequest, WorkspacePlan } from "@vocable/contract";
import type { Db } from "../../../db/client";
import type { Principal } from "../../../platform/app-env";
import { AppError } from "../../../platform/errors";
import type { AuditContext } from "../../audit-log/audit-context";
import { recordAuditEvent } from "../../audit-log/record-audit-event";
import { requireInstanceAdmin } from "../policy";
import { updateWorkspacePlan, type WorkspacePlanRow } from "../repo";

/** The subscription status a tier set by an operator has (no payment provider is involved). */
function statusOf(tier: TierId): string {
  if (tier === "free") return "free";
  return tier === "trial" ? "trialing" : "active";
}

/**
 * PUT /v1/admin/workspaces/{workspace_id}/plan: an instance operator puts any workspace on a tier,
 * with the tier's limits (characters, voices, seats) and, on trial and enterprise only, a custom
 * seat count (spec accounts §9). The character count and the training opt-out are kept. The
 * operator need not be a member: the entry goes to that workspace's audit log, as them.
 */
export async function setWorkspacePlan(
  deps: { db: Db; adminEmails: readonly string[] },
  principal: Principal,
  workspaceId: string,
  input: SetWorkspacePlanRequest,
  audit: AuditContext,
): Promise<WorkspacePlan> {
  await requireInstanceAdmin(deps.db, deps.adminEmails, principal);
  const maxSeats = input.max_seats ?? null;
  if (maxSeats !== null && !canCustomizeMaxSeats(input.tier)) {
    const seats = workspaceSeats(input.tier, null);
    throw new AppError(
      "invalid_request",
      400,
      `max_seats can only be set on the trial and enterprise tiers: a ${tierDisplayName(input.tier)} workspace has the tier's ${seats} ${seats === 1 ? "seat" : "seats"}. Send max_seats: null.`,
    );
  }
  const limits = tierLimits(input.tier);
  const plan: WorkspacePlanRow = {
    tier: input.tier,
    status: statusOf(input.tier),
    maxSeats,
    characterLimit: limits.characterLimit,
    canExtendCharacterLimit: limits.canExtendCharacterLimit,
    voiceLimit: limits.voiceLimit,
    professionalVoiceLimit: limits.professionalVoiceLimit,
  };
  const updated = await updateWorkspacePlan(deps.db, workspaceId, plan);
  if (!updated) throw new AppError("workspace_not_found", 404, "No workspace has this id.");
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
