import type { WorkspaceGroupByName } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { presentGroupByName } from "../presenter";
import { listGroups } from "../repo";

/** Groups of the caller's workspace whose name contains `name`, in any case. */
export async function searchWorkspaceGroups(db: Db, principal: Principal, name: string): Promise<WorkspaceGroupByName[]> {
  requirePermission(principal, "workspace_members_read", "Only workspace members may search the groups.");
  return (await listGroups(db, principal.workspaceId, name)).map(presentGroupByName);
}
