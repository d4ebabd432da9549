import { seatTypeOfRole } from "@vocable/domain";
import type { ReceivedInvite, SentInvite } from "@vocable/contract";
import type { InviteCursor, InviteRow } from "./repo";

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** An invite as its invitee sees it. */
export function presentReceivedInvite(row: { invite: InviteRow; workspaceName: string; invitedByEmail: string | null }): ReceivedInvite {
  return {
    invite_id: row.invite.id,
    workspace_id: row.invite.workspaceId,
    workspace_name: row.workspaceName,
    invited_by_email: row.invitedByEmail,
    seat_type: seatTypeOfRole(row.invite.role),
    created_at_unix: unix(row.invite.createdAt),
    expires_at_unix: unix(row.invite.expiresAt),
  };
}

/** An open invite as the workspace's admins see it. */
export function presentSentInvite(row: { invite: InviteRow; invitedByEmail: string | null }): SentInvite {
  return {
    invite_id: row.invite.id,
    email: row.invite.email,
    seat_type: seatTypeOfRole(row.invite.role),
    group_ids: row.invite.groupIds,
    invited_by_email: row.invitedByEmail,
    created_at_unix: unix(row.invite.createdAt),
    expires_at_unix: unix(row.invite.expiresAt),
  };
}

export function encodeInviteCursor(cursor: InviteCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString("base64url");
}

export function decodeInviteCursor(token: string): InviteCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value as unknown[];
    if (typeof at !== "string" || typeof id !== "string" || Number.isNaN(Date.parse(at)) || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
    return { createdAt: at, id };
  } catch {
    return null;
  }
}
