import { leaveRefusal, memberChangeRefusal, type MemberChange, type MemberFacts, type WorkspaceRole } from "@vocable/domain";
import { AppError } from "#platform/errors";

/**
 * Who may do what to a workspace's members, on top of the route's permission: the domain's rules
 * (owner protection, the last admin, nobody locks or removes themselves) as AppErrors.
 */

/** 404 for an address that is no person of this workspace (another workspace's member is not found either). */
export const memberNotFound = () => new AppError("member_not_found", 404, "No member of this workspace has that e-mail address.");

/** Throws 400 unless the change is allowed (403 when it would touch the owner). */
export function requireMemberChange(actorUserId: string, target: MemberFacts, change: MemberChange, otherAdmins: number): void {
  const refusal = memberChangeRefusal(actorUserId, target, change, otherAdmins);
  if (refusal === null) return;
  if (target.isOwner && actorUserId !== target.userId) throw new AppError("owner_protected", 403, refusal);
  throw new AppError(otherAdmins === 0 && change.kind === "role" ? "last_admin" : "invalid_request", 400, refusal);
}

/** Throws 400 unless the member may leave. */
export function requireMayLeave(member: { role: WorkspaceRole; isLocked: boolean }, otherAdmins: number, otherWorkspaces: number): void {
  const refusal = leaveRefusal(member, otherAdmins, otherWorkspaces);
  if (refusal === null) return;
  const lastAdmin = member.role === "admin" && !member.isLocked && otherAdmins === 0;
  throw new AppError(lastAdmin ? "last_admin" : "invalid_request", 400, refusal);
}
