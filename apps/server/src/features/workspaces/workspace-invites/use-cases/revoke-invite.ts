import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { inviteNotFound } from "../policy";
import { revokePendingInvite } from "../repo";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";

/** Revokes the caller's workspace's pending invite to an address: its link fails from now on and its seat is free. */
export async function revokeInvite(db: Db, principal: Principal, email: string, audit: AuditContext, now = new Date()): Promise<void> {
  requirePermission(principal, "workspace_members_invite", "Only workspace admins can revoke invites.");
  const id = await revokePendingInvite(db, principal.workspaceId, email, now);
  if (!id) throw inviteNotFound();
  await recordAuditEvent(db, { principal, ...audit, activity: "invite.revoked", target: { type: "invite", id }, details: { email } });
}
