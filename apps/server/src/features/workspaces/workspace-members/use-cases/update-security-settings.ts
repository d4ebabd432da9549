import { inactivityTimeoutRefusal } from "@vocable/domain";
import type { UpdateWorkspaceSecurityRequest } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { twoFactorFields } from "#features/accounts/two-factor/presenter";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";
import { setSecuritySettings } from "#features/workspaces/workspaces/repo";

/**
 * PATCH /v1/workspace/security: the admin sets whether members must use two-factor and after how
 * long without activity a session ends (null: never). Always the caller's own workspace. A person
 * turning the requirement on must have two-factor themselves, or the next request would hold them
 * back too (a service account's key may: it is never held back).
 */
export async function updateSecuritySettings(db: Db, principal: Principal, input: UpdateWorkspaceSecurityRequest, audit: AuditContext): Promise<void> {
  requirePermission(principal, "workspace_write", "Only workspace admins can change the security settings.");
  const timeout = input.session_inactivity_timeout;
  const refusal = timeout === undefined ? null : inactivityTimeoutRefusal(timeout);
  if (refusal) throw new AppError("invalid_request", 400, refusal);
  if (input.mfa_required_for_users === true && !principal.isServiceAccount && (await twoFactorFields(db, principal.userId)).totp_mfa_factor === null) {
    throw new AppError("two_factor_setup_required", 400, "Set up two-factor authentication on your own account before requiring it of the workspace's members.");
  }
  await setSecuritySettings(db, principal.workspaceId, {
    mfaRequiredForUsers: input.mfa_required_for_users,
    sessionInactivityTimeout: timeout,
  });
  await recordAuditEvent(db, {
    principal,
    ...audit,
    activity: "workspace.settings_updated",
    target: { type: "workspace", id: principal.workspaceId },
    details: { mfa_required_for_users: input.mfa_required_for_users, session_inactivity_timeout: timeout },
  });
}
