import type { AppDeps, Principal } from "#platform/app-env";
import { queueWebhookDeliveries, recordWorkspaceEvent } from "#features/developers/webhooks/emit-workspace-event";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { memberNotFound, requireMemberChange } from "../policy";
import { countOtherActiveAdmins, deleteMembership, findPersonByEmail } from "../repo";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";
import { lockWorkspace } from "#features/workspaces/workspaces/repo";

/**
 * Removes a person from the caller's workspace: their access there ends at once (keys deleted,
 * groups left), with the workspace_member.left event for the workspace's webhooks.
 */
export async function removeMember(deps: Pick<AppDeps, "db" | "jobs" | "log">, principal: Principal, email: string, audit: AuditContext): Promise<void> {
  requirePermission(principal, "workspace_members_remove", "Only workspace admins can remove members.");
  const deliveries = await deps.db.transaction(async (tx) => {
    await lockWorkspace(tx, principal.workspaceId);
    const target = await findPersonByEmail(tx, principal.workspaceId, email, true);
    if (!target) throw memberNotFound();
    requireMemberChange(principal.userId, target, { kind: "remove" }, await countOtherActiveAdmins(tx, principal.workspaceId, target.userId));
    await deleteMembership(tx, principal.workspaceId, target.userId);
    await recordAuditEvent(tx, { principal, ...audit, activity: "member.removed", target: { type: "member", id: target.userId }, details: { email } });
    return recordWorkspaceEvent(tx, principal.workspaceId, "workspace_member.left", { user_id: target.userId, email, removed_by_user_id: principal.userId });
  });
  await queueWebhookDeliveries(deps, deliveries);
}
