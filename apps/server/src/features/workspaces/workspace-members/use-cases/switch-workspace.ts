import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { findMembership, setCurrentWorkspace } from "../repo";

/**
 * Makes `workspaceId` the workspace the user's sessions act in (their next requests act there).
 * Not a member: 404, as for any other workspace's thing; a locked membership: 403.
 */
export async function switchWorkspace(db: Db, principal: Principal, workspaceId: string): Promise<void> {
  const member = await findMembership(db, workspaceId, principal.userId);
  if (!member) throw new AppError("workspace_not_found", 404, "You are not a member of this workspace.");
  if (member.isLocked) throw new AppError("member_locked", 403, "Your membership of this workspace is locked. Ask a workspace admin to unlock it.");
  await setCurrentWorkspace(db, principal.userId, workspaceId);
}
