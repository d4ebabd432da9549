import type { WorkspaceGroupMap } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { presentGroupMap } from "../presenter";
import { listGroups } from "../repo";

/** The caller's workspace's groups with their members. */
export async function listWorkspaceGroups(db: Db, principal: Principal): Promise<WorkspaceGroupMap> {
  requirePermission(principal, "workspace_members_read", "Only workspace members may list the groups.");
  return presentGroupMap(await listGroups(db, principal.workspaceId));
}
