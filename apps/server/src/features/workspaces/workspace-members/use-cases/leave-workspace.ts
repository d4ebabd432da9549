import type { AppDeps, Principal } from "#platform/app-env";
import { queueWebhookDeliveries, recordWorkspaceEvent } from "#features/developers/webhooks/emit-workspace-event";
import { requireMayLeave } from "../policy";
import { countOtherActiveAdmins, countOtherWorkspaces, deleteMembership, findMembership, findNextAdmin } from "../repo";
import { lockWorkspace, setWorkspaceOwner } from "#features/workspaces/workspaces/repo";

/**
 * The caller leaves the workspace it acts in. The last admin stays, nobody leaves their only
 * workspace, and an owner who leaves hands the workspace to its longest-standing other admin.
 * The workspace_member.left event for the workspace's webhooks is recorded with the change.
 */
export async function leaveWorkspace(deps: Pick<AppDeps, "db" | "jobs" | "log">, principal: Principal): Promise<void> {
  const left = await deps.db.transaction(async (tx) => {
    const ws = await lockWorkspace(tx, principal.workspaceId);
    const member = await findMembership(tx, principal.workspaceId, principal.userId);
    if (!ws || !member) return [];
    const otherAdmins = await countOtherActiveAdmins(tx, principal.workspaceId, principal.userId);
    requireMayLeave(member, otherAdmins, await countOtherWorkspaces(tx, principal.userId, principal.workspaceId));
    if (ws.ownerId === principal.userId) {
      const next = await findNextAdmin(tx, principal.workspaceId, principal.userId);
      if (next) await setWorkspaceOwner(tx, principal.workspaceId, next);
    }
    await deleteMembership(tx, principal.workspaceId, principal.userId);
    return recordWorkspaceEvent(tx, principal.workspaceId, "workspace_member.left", { user_id: principal.userId });
  });
  await queueWebhookDeliveries(deps, left);
}
