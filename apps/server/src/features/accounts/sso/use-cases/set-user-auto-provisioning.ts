import type { UserAutoProvisioning } from "@vocable/contract";
import type { AppDeps, Principal } from "#platform/app-env";
import { notFound } from "#platform/errors";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";
import { findAccount } from "#features/workspaces/workspace-invites/repo";
import { getWorkspace, setUserAutoProvisioning } from "#features/workspaces/workspaces/repo";
import { requireSsoAdmin } from "../policy";
import { presentAutoProvisioning } from "../presenter";

/** PUT /v1/workspace/user-auto-provisioning: turn auto-provisioning on (recording who and when) or off. */
export async function setAutoProvisioning(
  deps: Pick<AppDeps, "db">,
  principal: Principal,
  enabled: boolean,
  audit: AuditContext,
  now = new Date(),
): Promise<UserAutoProvisioning> {
  requireSsoAdmin(principal);
  const before = await getWorkspace(deps.db, principal.workspaceId);
  if (!before) throw notFound("workspace_not_found", "This workspace no longer exists.");
  if ((before.userAutoProvisioningAt !== null) !== enabled) {
    const actor = await findAccount(deps.db, principal.userId);
    await setUserAutoProvisioning(deps.db, principal.workspaceId, enabled ? { at: now, email: actor?.email ?? "" } : null);
    await recordAuditEvent(deps.db, {
      principal,
      ...audit,
      activity: "workspace.settings_updated",
      target: { type: "workspace", id: principal.workspaceId },
      details: { user_auto_provisioning: enabled },
    });
  }
  return presentAutoProvisioning((await getWorkspace(deps.db, principal.workspaceId))!);
}
