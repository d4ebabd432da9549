import type { Db } from "../../../db/client";
import type { Principal } from "../../../platform/app-env";
import { requirePermission } from "../../workspaces/policy";
import { inviteNotFound } from "../policy";
import { revokePendingInvite } from "../repo";

/** Revokes the caller's workspace's pending invite to an address: its link fails from now on and its seat is free. */
export async function revokeInvite(db: Db, principal: Principal, email: string, now = new Date()): Promise<void> {
  requirePermission(principal, "workspace_members_invite", "Only workspace admins can revoke invites.");
  if (!(await revokePendingInvite(db, principal.workspaceId, email, now))) throw inviteNotFound();
}
