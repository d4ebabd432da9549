import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { groupNotFound } from "../policy";
import { renameGroup } from "../repo";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";

const MANAGE = "Only workspace admins can manage groups.";

/** Renames a group of the caller's workspace (404 for any other). */
export async function renameWorkspaceGroup(db: Db, principal: Principal, groupId: string, name: string, audit: AuditContext): Promise<void> {
  requirePermission(principal, "group_members_manage", MANAGE);
  if (!(await renameGroup(db, principal.workspaceId, groupId, name))) throw groupNotFound();
  await recordAuditEvent(db, { principal, ...audit, activity: "group.renamed", target: { type: "group", id: groupId }, details: { name } });
}
