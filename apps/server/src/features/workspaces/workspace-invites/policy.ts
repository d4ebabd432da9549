import { INVITE_UNUSABLE_MESSAGES, inviteState, normalizeEmail } from "@vocable/domain";
import { AppError } from "#platform/errors";
import type { InviteRow } from "./repo";

/**
 * Who may use an invite: only the person it was sent to (their account's e-mail is the invited
 * address), and only while it is pending. By the mailed code, holding the code proves the mailbox;
 * by the invite's id (from the invites list) the account's address must be verified instead.
 */

export const inviteNotFound = () => new AppError("invite_not_found", 404, "This invite does not exist. Open the link from the e-mail again, or ask a workspace admin for a new invite.");

export function requireUsableInvite(invite: InviteRow, invitee: { email: string; emailVerified: boolean }, by: "code" | "id", now: Date): void {
  if (normalizeEmail(invitee.email) !== invite.email) {
    if (by === "id") throw inviteNotFound();
    throw new AppError("invite_for_another_address", 403, `This invite was sent to another e-mail address. Sign in with the invited address to use it.`);
  }
  if (by === "id" && !invitee.emailVerified) {
    throw new AppError("invite_for_another_address", 403, "Verify your e-mail address first, or open the invite link from the e-mail.");
  }
  const state = inviteState(invite, now);
  if (state !== "pending") throw new AppError("invite_unusable", 400, INVITE_UNUSABLE_MESSAGES[state]);
}
