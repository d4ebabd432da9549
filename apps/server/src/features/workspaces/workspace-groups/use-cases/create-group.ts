import type { WorkspaceGroup } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { newId } from "#platform/ids";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { presentGroup } from "../presenter";
import { insertGroup } from "../repo";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";

const MANAGE = "Only workspace admins can manage groups.";

/** Makes an empty group in the caller's workspace. */
export async function createGroup(db: Db, principal: Principal, name: string, audit: AuditContext): Promise<WorkspaceGroup> {
  requirePermission(principal, "group_members_manage", MANAGE);
  const row = await insertGroup(db, { id: newId(), workspaceId: principal.workspaceId, name });
  await recordAuditEvent(db, { principal, ...audit, activity: "group.created", target: { type: "group", id: row.id }, details: { name } });
  return presentGroup({ id: row.id, name: row.name, members: [] });
}
