import type { WorkspaceGroup } from "@vocable/contract";
import type { Db } from "../../../db/client";
import type { Principal } from "../../../platform/app-env";
import { newId } from "../../../platform/ids";
import { requirePermission } from "../../workspaces/policy";
import { presentGroup } from "../presenter";
import { insertGroup } from "../repo";

const MANAGE = "Only workspace admins can manage groups.";

/** Makes an empty group in the caller's workspace. */
export async function createGroup(db: Db, principal: Principal, name: string): Promise<WorkspaceGroup> {
  requirePermission(principal, "group_members_manage", MANAGE);
  const row = await insertGroup(db, { id: newId(), workspaceId: principal.workspaceId, name });
  return presentGroup({ id: row.id, name: row.name, members: [] });
}
