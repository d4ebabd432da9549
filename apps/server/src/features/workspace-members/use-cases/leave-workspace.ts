import type { Db } from "../../../db/client";
import type { Principal } from "../../../platform/app-env";
import { requireMayLeave } from "../policy";
import { countOtherActiveAdmins, countOtherWorkspaces, deleteMembership, findMembership, findNextAdmin, lockWorkspace, setWorkspaceOwner } from "../repo";

/**
 * The caller leaves the workspace it acts in. The last admin stays, nobody leaves their only
 * workspace, and an owner who leaves hands the workspace to its longest-standing other admin.
 */
export async function leaveWorkspace(db: Db, principal: Principal): Promise<void> {
  await db.transaction(async (tx) => {
    const ws = await lockWorkspace(tx, principal.workspaceId);
    const member = await findMembership(tx, principal.workspaceId, principal.userId);
    if (!ws || !member) return;
    const otherAdmins = await countOtherActiveAdmins(tx, principal.workspaceId, principal.userId);
    requireMayLeave(member, otherAdmins, await countOtherWorkspaces(tx, principal.userId, principal.workspaceId));
    if (ws.ownerId === principal.userId) {
      const next = await findNextAdmin(tx, principal.workspaceId, principal.userId);
      if (next) await setWorkspaceOwner(tx, principal.workspaceId, next);
    }
    await deleteMembership(tx, principal.workspaceId, principal.userId);
  });
}
