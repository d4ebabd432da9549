/**
 * The rules of a workspace's people (spec accounts §1, §6, §9; issue 9 §1): seats, invites and
 * what may be done to a member. The server reads the rows under the workspace's lock and asks
 * these functions; nothing here does I/O.
 */
import { canCustomizeMaxSeats, isTierId, isUnlimitedTier, tierLimits } from "../tiers";
import type { WorkspaceRole } from "./permissions";

/** How long an invite link works. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Most addresses one batch invite may carry. */
export const MAX_BATCH_INVITES = 50;
/** Longest group name. */
export const MAX_GROUP_NAME_LENGTH = 100;

/** Seats of a workspace: a custom `max_seats` on trial and enterprise, else the tier's default (spec §9). */
export function workspaceSeats(tier: string, customMaxSeats: number | null): number {
  if (customMaxSeats !== null && canCustomizeMaxSeats(tier)) return customMaxSeats;
  return isTierId(tier) ? tierLimits(tier).defaultMaxSeats : 1;
}

/** What takes a seat: people (locked ones too; service accounts do not) and pending, unexpired invites. */
export interface SeatUse {
  seats: number;
  people: number;
  pendingInvites: number;
}

/** The message when `adding` more invites would go beyond the seats, or null when they fit. */
export function seatRefusal(use: SeatUse, adding: number): string | null {
  const used = use.people + use.pendingInvites;
  if (used + adding <= use.seats) return null;
  const free = Math.max(0, use.seats - used);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return (
    `This workspace has ${plural(use.seats, "seat")} and ${plural(free, "free seat")} ` +
    `(${plural(use.people, "member")}, ${plural(use.pendingInvites, "pending invite")}), so ${plural(adding, "more invite")} cannot be sent. ` +
    "Revoke a pending invite, remove a member or move to a plan with more seats."
  );
}

/** Training opt-out is on by default for trial and enterprise workspaces (spec §3). */
export function defaultTrainingOptOut(tier: string): boolean {
  return isUnlimitedTier(tier);
}

/** Where an invite stands. */
export type InviteState = "pending" | "accepted" | "declined" | "revoked" | "expired";

export interface InviteTimes {
  expiresAt: Date;
  acceptedAt: Date | null;
  declinedAt: Date | null;
  revokedAt: Date | null;
}

/** The state of an invite at `now` (what happened to it wins over expiry). */
export function inviteState(invite: InviteTimes, now: Date): InviteState {
  if (invite.acceptedAt) return "accepted";
  if (invite.declinedAt) return "declined";
  if (invite.revokedAt) return "revoked";
  if (invite.expiresAt.getTime() <= now.getTime()) return "expired";
  return "pending";
}

/** Why an invite link cannot be used any more (the message the invitee sees). */
export const INVITE_UNUSABLE_MESSAGES: Record<Exclude<InviteState, "pending">, string> = {
  accepted: "This invite has already been used. Open the workspace from the workspace switcher.",
  declined: "This invite was declined. Ask a workspace admin to invite you again.",
  revoked: "This invite was revoked by a workspace admin. Ask them for a new one.",
  expired: "This invite has expired. Ask a workspace admin for a new one.",
};

/** A member as the rules need them. */
export interface MemberFacts {
  userId: string;
  role: WorkspaceRole;
  isOwner: boolean;
  isLocked: boolean;
}

/** A change an admin makes to a member (POST /v1/workspace/members, or removal). */
export type MemberChange = { kind: "role"; role: WorkspaceRole } | { kind: "lock"; locked: boolean } | { kind: "remove" };

/**
 * Why `actorUserId` may not make `change` to `target`, or null. `otherAdmins` counts the unlocked
 * admins besides the target. The owner is always an admin and is never locked or removed; nobody
 * locks or removes themselves (leaving is its own call); the last admin keeps the role.
 */
export function memberChangeRefusal(actorUserId: string, target: MemberFacts, change: MemberChange, otherAdmins: number): string | null {
  const self = actorUserId === target.userId;
  if (change.kind === "remove") {
    if (target.isOwner) return "The workspace owner cannot be removed.";
    if (self) return "You cannot remove yourself: leave the workspace instead.";
    return null;
  }
  if (change.kind === "lock") {
    if (!change.locked) return null;
    if (target.isOwner) return "The workspace owner cannot be locked.";
    if (self) return "You cannot lock yourself out of the workspace.";
    return null;
  }
  if (change.role === target.role) return null;
  if (change.role === "editor") {
    if (target.isOwner) return "The workspace owner is always an admin and cannot be demoted.";
    if (otherAdmins === 0) return "A workspace needs an admin: make another member an admin first.";
  }
  return null;
}

/**
 * Why a member may not leave, or null. The last unlocked admin stays (someone must run the
 * workspace), and nobody leaves their only workspace (they would have nowhere to act). An owner
 * who leaves hands the workspace to another admin (the server picks the longest-standing one).
 */
export function leaveRefusal(member: { role: WorkspaceRole; isLocked: boolean }, otherAdmins: number, otherWorkspaces: number): string | null {
  if (member.role === "admin" && !member.isLocked && otherAdmins === 0) {
    return "You are the last admin of this workspace: make another member an admin before leaving.";
  }
  if (otherWorkspaces === 0) return "You cannot leave your only workspace.";
  return null;
}

/** An e-mail address as invites and member look-ups compare it. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
