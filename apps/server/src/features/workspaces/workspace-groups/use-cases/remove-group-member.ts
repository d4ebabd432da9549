import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { memberNotFound } from "#features/workspaces/workspace-members/policy";
import { findPersonByEmail } from "#features/workspaces/workspace-members/repo";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { groupNotFound } from "../policy";
import { findGroup, removeFromGroup } from "../repo";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";

const MANAGE = "Only workspace admins can manage group members.";

/** Takes a member (by e-mail) out of one of the workspace's groups. */
export async function removeGroupMember(db: Db, principal: Principal, groupId: string, email: string, audit: AuditContext): Promise<void> {
  requirePermission(principal, "group_members_manage", MANAGE);
  if (!(await findGroup(db, principal.workspaceId, groupId))) throw groupNotFound();
  const member = await findPersonByEmail(db, principal.workspaceId, email);
  if (!member) throw memberNotFound();
  if (!(await removeFromGroup(db, groupId, member.userId))) throw new AppError("member_not_found", 404, "This member is not in the group.");
  await recordAuditEvent(db, { principal, ...audit, activity: "group.member_removed", target: { type: "group", id: groupId }, details: { email, user_id: member.userId } });
}
