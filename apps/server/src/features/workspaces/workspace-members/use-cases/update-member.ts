import { roleOfSeatType, unlockRefusal, workspaceSeats, type WorkspaceRole } from "@vocable/domain";
import { AppError } from "#platform/errors";
import type { UpdateMemberRequest } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { memberNotFound, requireMemberChange } from "../policy";
import { countActivePeople, countOtherActiveAdmins, findPersonByEmail, updateMembership } from "../repo";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";
import { lockWorkspace } from "#features/workspaces/workspaces/repo";

/**
 * Changes a member's role or lock (POST /v1/workspace/members). Under the workspace's lock, so two
 * admins demoting each other at once cannot leave the workspace without one. A lock takes effect
 * on the member's next request: authentication reads it every time.
 */
export async function updateMember(db: Db, principal: Principal, input: UpdateMemberRequest, audit: AuditContext): Promise<void> {
  requirePermission(principal, "workspace_write", "Only workspace admins can change members.");
  const seatType = input.workspace_seat_type ?? input.workspace_role;
  const role: WorkspaceRole | null = seatType ? roleOfSeatType(seatType) : null;
  await db.transaction(async (tx) => {
    const ws = await lockWorkspace(tx, principal.workspaceId);
    const target = await findPersonByEmail(tx, principal.workspaceId, input.email, true);
    if (!target) throw memberNotFound();
    const otherAdmins = await countOtherActiveAdmins(tx, principal.workspaceId, target.userId);
    if (role !== null) requireMemberChange(principal.userId, target, { kind: "role", role }, otherAdmins);
    // The actor is an unlocked admin who cannot lock themselves, so a lock never leaves the workspace without one.
    if (input.is_locked !== undefined) requireMemberChange(principal.userId, target, { kind: "lock", locked: input.is_locked }, otherAdmins);
    // Unlocking gives a seat's access back: only while a seat has nobody with access (a smaller plan locked the rest).
    if (input.is_locked === false && target.isLocked && ws) {
      const refusal = unlockRefusal({ tier: ws.tier, seats: workspaceSeats(ws.tier, ws.maxSeats), activePeople: await countActivePeople(tx, ws.id) });
      if (refusal) throw new AppError("seat_limit_reached", 400, refusal);
    }
    await updateMembership(tx, principal.workspaceId, target.userId, {
      ...(role !== null ? { role } : {}),
      ...(input.is_locked !== undefined ? { isLocked: input.is_locked } : {}),
    });
    const target_ = { type: "member" as const, id: target.userId };
    if (role !== null && role !== target.role) {
      await recordAuditEvent(tx, { principal, ...audit, activity: "member.role_changed", target: target_, details: { email: input.email, role, previous_role: target.role } });
    }
    if (input.is_locked !== undefined && input.is_locked !== target.isLocked) {
      await recordAuditEvent(tx, { principal, ...audit, activity: input.is_locked ? "member.locked" : "member.unlocked", target: target_, details: { email: input.email } });
    }
  });
}
