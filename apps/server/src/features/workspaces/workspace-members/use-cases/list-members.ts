import type { WorkspaceMember } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { presentMember } from "../presenter";
import { listPeople } from "../repo";

/** The people of the caller's workspace, locked ones included, service accounts left out. */
export async function listMembers(db: Db, principal: Principal): Promise<WorkspaceMember[]> {
  requirePermission(principal, "workspace_members_read", "Only workspace members may list the members.");
  return (await listPeople(db, principal.workspaceId)).map(presentMember);
}
