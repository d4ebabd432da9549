import type { Db } from "../../../db/client";
import type { Principal } from "../../../platform/app-env";
import { requirePermission } from "../../workspaces/policy";
import { groupNotFound } from "../policy";
import { deleteGroup } from "../repo";

const MANAGE = "Only workspace admins can manage groups.";

/** Deletes a group of the caller's workspace; its members stay in the workspace. */
export async function deleteWorkspaceGroup(db: Db, principal: Principal, groupId: string): Promise<void> {
  requirePermission(principal, "group_members_manage", MANAGE);
  if (!(await deleteGroup(db, principal.workspaceId, groupId))) throw groupNotFound();
}
