import { workspaceSeats } from "@vocable/domain";
import type { WorkspaceInfo } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { countPendingInvites } from "#features/workspaces/workspace-invites/repo";
import { getWorkspace } from "#features/workspaces/workspaces/repo";
import { isWorkspaceAdmin } from "#features/workspaces/workspaces/policy";
import { presentAutoProvisioning } from "#features/accounts/sso/presenter";
import { countPeople } from "../repo";

/** The workspace the caller acts in: seats, training opt-out, security settings and what the caller may change. */
export async function getWorkspaceInfo(db: Db, principal: Principal, now = new Date()): Promise<WorkspaceInfo> {
  const ws = await getWorkspace(db, principal.workspaceId);
  if (!ws) throw new AppError("workspace_not_found", 404, "This workspace no longer exists.");
  const [people, pending] = await Promise.all([countPeople(db, ws.id), countPendingInvites(db, ws.id, now)]);
  const admin = isWorkspaceAdmin(principal);
  return {
    workspace_id: ws.id,
    name: ws.name,
    owner_id: ws.ownerId,
    created_at_unix: Math.floor(ws.createdAt.getTime() / 1000),
    tier: ws.tier,
    max_seats: workspaceSeats(ws.tier, ws.maxSeats),
    seats_used: people + pending,
    training_opt_out: { enabled: ws.trainingOptOutAt !== null, timestamp_unix: ws.trainingOptOutAt ? Math.floor(ws.trainingOptOutAt.getTime() / 1000) : null },
    mfa_required_for_users: ws.mfaRequiredForUsers,
    session_inactivity_timeout: ws.sessionInactivityTimeout,
    user_auto_provisioning: presentAutoProvisioning(ws),
    is_admin: admin,
    can_change_training_opt_out: admin && (principal.keyPermissions === null || principal.keyPermissions.includes("workspace_write")),
  };
}
