import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { groupNotFound } from "../policy";
import { deleteGroup } from "../repo";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";

const MANAGE = "Only workspace admins can manage groups.";

/** Deletes a group of the caller's workspace; its members stay in the workspace. */
export async function deleteWorkspaceGroup(db: Db, principal: Principal, groupId: string, audit: AuditContext): Promise<void> {
  requirePermission(principal, "group_members_manage", MANAGE);
  if (!(await deleteGroup(db, principal.workspaceId, groupId))) throw groupNotFound();
  await recordAuditEvent(db, { principal, ...audit, activity: "group.deleted", target: { type: "group", id: groupId } });
}
