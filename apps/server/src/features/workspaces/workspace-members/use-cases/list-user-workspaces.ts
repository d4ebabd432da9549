import type { UserWorkspaceList } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { presentUserWorkspace } from "../presenter";
import { listUserWorkspaces } from "../repo";

/** The workspaces the signed-in user belongs to, the one they act in marked. */
export async function listWorkspacesOfUser(db: Db, principal: Principal): Promise<UserWorkspaceList> {
  const rows = await listUserWorkspaces(db, principal.userId);
  return { workspaces: rows.map((w) => presentUserWorkspace(w, principal.workspaceId)) };
}
