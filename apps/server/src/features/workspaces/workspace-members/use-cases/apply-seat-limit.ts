import { membersLosingAccess, tierDisplayName, workspaceSeats } from "@vocable/domain";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { NO_REQUEST } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";
import { listPeople, updateMembership, type MemberWithUser } from "../repo";

/** The workspace as the seat rule reads it (the row after its plan changed). */
export interface SeatedWorkspace {
  id: string;
  ownerId: string;
  tier: string;
  maxSeats: number | null;
}

/** Who would lose access if the workspace's seats became `seats` (the plan-change preview asks before confirming). */
export async function previewMembersLosingAccess(db: Db, workspaceId: string, seats: number): Promise<MemberWithUser[]> {
  const people = await listPeople(db, workspaceId);
  return membersLosingAccess(
    people.map((p) => ({ ...p, joinedAt: p.createdAt })),
    seats,
  );
}

/**
 * A plan with fewer seats took effect (a downgrade at the period end, or a subscription that ended):
 * the people beyond its seats are locked (the domain's membersLosingAccess: the most recently joined
 * editors first, never the owner), each recorded in the audit log as `member.locked` with the plan as
 * the reason. The owner is the actor: the plan change is the workspace's own, made by none of the
 * people it locks. Runs in the plan change's transaction with the workspace row locked. Answers who was locked.
 */
export async function applySeatLimit(tx: Db, ws: SeatedWorkspace, change: { fromTier: string; at: Date }): Promise<MemberWithUser[]> {
  const seats = workspaceSeats(ws.tier, ws.maxSeats);
  const losing = await previewMembersLosingAccess(tx, ws.id, seats);
  if (losing.length === 0) return [];
  const principal: Principal = { userId: ws.ownerId, workspaceId: ws.id, via: "session", role: "admin", isServiceAccount: false, keyPermissions: null };
  for (const member of losing) {
    await updateMembership(tx, ws.id, member.userId, { isLocked: true });
    await recordAuditEvent(tx, {
      principal,
      ...NO_REQUEST,
      activity: "member.locked",
      target: { type: "member", id: member.userId },
      details: {
        email: member.email,
        reason: "plan_seats",
        plan: tierDisplayName(ws.tier),
        previous_plan: tierDisplayName(change.fromTier),
        seats,
        at: change.at.toISOString(),
      },
    });
  }
  return losing;
}
