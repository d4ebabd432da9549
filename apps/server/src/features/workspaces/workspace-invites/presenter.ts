import { seatTypeOfRole } from "@vocable/domain";
import type { ReceivedInvite, SentInvite } from "@vocable/contract";
import type { InviteCursor, InviteRow } from "./repo";
import { decodeKeysetToken, encodeKeysetToken } from "#platform/keyset-token";

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
  return encodeKeysetToken(cursor.createdAt, cursor.id);
}

export function decodeInviteCursor(token: string): InviteCursor | null {
  const decoded = decodeKeysetToken(token);
  return decoded && { createdAt: decoded.at, id: decoded.id };
}
