import { notifyUser } from "#features/accounts/notifications/notify-user";
import { findUserByEmail } from "#features/accounts/account-security/repo";
import { randomBytes } from "node:crypto";
import { APP_ROUTES, INVITE_TTL_MS, inviteBlock, roleOfSeatType, seatRefusal, workspaceSeats, type WorkspaceRole } from "@vocable/domain";
import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { newId } from "#platform/ids";
import { existingGroupIds } from "#features/workspaces/workspace-groups/repo";
import { countPeople } from "#features/workspaces/workspace-members/repo";
import { requirePermission } from "#features/workspaces/workspaces/policy";
import { inviteMessage } from "../emails";
import { countPendingInvites, existingMemberEmails, findAccount, hashInviteCode, insertInvite, revokeOpenInvites } from "../repo";
import type { AuditContext } from "#features/workspaces/audit-log/audit-context";
import { recordAuditEvent } from "#features/workspaces/audit-log/record-audit-event";
import { lockWorkspace } from "#features/workspaces/workspaces/repo";

export interface InviteInput {
  /** Lower-cased addresses. */
  emails: string[];
  /** A seat type (or the deprecated workspace_permission); default: an editor. */
  seatType?: string;
  groupIds?: string[];
}

/** The role an invite gives: a seat type or role name the client sent, else editor. */
export function invitedRole(seatType: string | undefined): WorkspaceRole {
  if (seatType === undefined) return "editor";
  if (seatType === "admin" || seatType === "editor") return seatType;
  const role = roleOfSeatType(seatType);
  if (!role) throw new AppError("invalid_request", 400, `Unknown seat type ${seatType}: use workspace_admin or workspace_member.`);
  return role;
}

/**
 * Invites addresses to the caller's workspace and mails each its link. Under the workspace's lock:
 * an address of a member is refused (400, as ElevenLabs answers), and people plus pending invites
 * may not pass the seats, so two invites racing for the last seat get one seat. Inviting an address
 * again replaces its open invite (the old link stops working) without taking another seat.
 */
export async function inviteMembers(deps: Pick<AppDeps, "db" | "mailer" | "config">, principal: Principal, input: InviteInput, audit: AuditContext, now = new Date()): Promise<void> {
  requirePermission(principal, "workspace_members_invite", "Only workspace admins can invite members.");
  const emails = [...new Set(input.emails)];
  const role = invitedRole(input.seatType);
  const groupIds = [...new Set(input.groupIds ?? [])];
  const known = await existingGroupIds(deps.db, principal.workspaceId, groupIds);
  const unknown = groupIds.filter((id) => !known.includes(id));
  if (unknown.length > 0) throw new AppError("group_not_found", 404, `No group ${unknown.join(", ")} in this workspace.`);

  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
  const created = await deps.db.transaction(async (tx) => {
    const ws = await lockWorkspace(tx, principal.workspaceId);
    if (!ws) throw new AppError("workspace_not_found", 404, "This workspace no longer exists.");
    const members = await existingMemberEmails(tx, ws.id, emails);
    if (members.length > 0) {
      throw new AppError("already_member", 400, `${members.join(", ")} ${members.length === 1 ? "is" : "are"} already a member of this workspace.`);
    }
    const use = { seats: workspaceSeats(ws.tier, ws.maxSeats), people: await countPeople(tx, ws.id), pendingInvites: await countPendingInvites(tx, ws.id, now, emails) };
    // A plan without team seats says which plan has them; a plan with seats, how many are free.
    const block = inviteBlock({ tier: ws.tier, seats: use.seats, seatsUsed: use.people + use.pendingInvites });
    const refusal = block?.kind === "plan_has_no_team_seats" ? block.reason : seatRefusal(use, emails.length);
    if (refusal) throw new AppError("seat_limit_reached", 400, refusal);
    await revokeOpenInvites(tx, ws.id, emails, now);
    const out: { id: string; email: string; code: string }[] = [];
    for (const email of emails) {
      const code = randomBytes(32).toString("base64url");
      const id = newId();
      await insertInvite(tx, { id, workspaceId: ws.id, email, role, groupIds, codeHash: hashInviteCode(code), invitedBy: principal.userId, createdAt: now, expiresAt });
      out.push({ id, email, code });
      // The code stays out of the entry: only the mailed link holds it.
      await recordAuditEvent(tx, { principal, ...audit, activity: "member.invited", target: { type: "invite", id }, details: { email, role, group_ids: groupIds } });
    }
    return { workspaceName: ws.name, invites: out };
  });

  const inviter = await findAccount(deps.db, principal.userId);
  for (const invite of created.invites) {
    // Someone who has an account here also hears of it in the app (the e-mail goes to everyone).
    const invitee = await findUserByEmail(deps.db, invite.email);
    if (invitee) {
      await notifyUser(deps.db, invitee.id, {
        severity: "info",
        title: `Invitation to ${created.workspaceName}`,
        description: `${inviter?.email ?? "A member"} invited you to join the workspace ${created.workspaceName}.`,
        needsAttention: true,
        event: "workspace_invite.received",
        link: APP_ROUTES.workspaceInvites,
      });
    }
    await deps.mailer.send(
      inviteMessage(deps.config.publicUrl, { to: invite.email, code: invite.code, workspaceName: created.workspaceName, inviterEmail: inviter?.email ?? null, expiresAt }),
      { idempotencyKey: `workspace-invite:${invite.id}` },
    );
  }
}
