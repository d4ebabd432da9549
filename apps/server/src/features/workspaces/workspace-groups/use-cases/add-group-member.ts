import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { memberNotFound } from "#features/workspaces/workspace-members/policy";
import { findPersonByEmail } from "#features/workspaces/workspace-members/repo";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { groupNotFound } from "../policy";
import { addToGroups, findGroup } from "../repo";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";

const MANAGE = "Only workspace admins can manage group members.";

/** Puts a member of the caller's workspace (by e-mail) in one of its groups; already there: nothing changes. */
export async function addGroupMember(db: Db, principal: Principal, groupId: string, email: string, audit: AuditContext): Promise<void> {
  requirePermission(principal, "group_members_manage", MANAGE);
  if (!(await findGroup(db, principal.workspaceId, groupId))) throw groupNotFound();
  const member = await findPersonByEmail(db, principal.workspaceId, email);
  if (!member) throw memberNotFound();
  await addToGroups(db, principal.workspaceId, member.userId, [groupId]);
  await recordAuditEvent(db, { principal, ...audit, activity: "group.member_added", target: { type: "group", id: groupId }, details: { email, user_id: member.userId } });
}
