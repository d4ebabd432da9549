import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { setApiKeyThirdPartyDisablePolicy } from "#features/workspaces/workspaces/repo";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";

/**
 * `workspace.setThirdPartyDisablingPolicy`: whether the holder of any of the workspace's keys may
 * disable it (true, false), or each key's own setting again (null). Workspace admins only.
 */
export async function setThirdPartyDisablingPolicy(db: Db, caller: Principal, allowed: boolean | null, audit: AuditContext): Promise<void> {
  requirePermission(caller, "workspace_write", "Only workspace admins can set whether API keys may be disabled by their holders.");
  await setApiKeyThirdPartyDisablePolicy(db, caller.workspaceId, allowed);
  await recordAuditEvent(db, { principal: caller, ...audit, activity: "workspace.settings_updated", target: { type: "workspace", id: caller.workspaceId }, details: { api_key_third_party_disable_policy: allowed } });
}
