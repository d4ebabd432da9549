import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";
import { setTrainingOptOut } from "#features/workspaces/workspaces/repo";

/** PUT /v1/workspace/update-workspace: the admin's workspace settings (now the training opt-out). */
export async function updateWorkspaceSettings(db: Db, principal: Principal, input: { training_opt_out?: boolean }, audit: AuditContext, now = new Date()): Promise<void> {
  requirePermission(principal, "workspace_write", "Only workspace admins can change this setting.");
  if (input.training_opt_out === undefined) return;
  await setTrainingOptOut(db, principal.workspaceId, input.training_opt_out, now);
  await recordAuditEvent(db, {
    principal,
    ...audit,
    activity: "workspace.settings_updated",
    target: { type: "workspace", id: principal.workspaceId },
    details: { training_opt_out: input.training_opt_out },
  });
}
