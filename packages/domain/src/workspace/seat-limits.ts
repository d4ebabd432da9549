/**
 * What a plan's seats mean for the people of a workspace: whether an admin can invite anyone now
 * (the Invite button, and the server's refusal), and who loses access when a plan with fewer seats
 * takes effect (the plan-change dialog says it before confirming; the period end does it).
 */
import { firstTierWith, firstTierWithMoreSeats, hasCapability } from "../billing/plan-capabilities";
import { tierDisplayName, type TierId } from "../tiers";
import type { WorkspaceRole } from "./permissions";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Why nobody can be invited now, and the plan that would let them (null: none self-serve; contact sales). */
export interface InviteBlock {
  kind: "plan_has_no_team_seats" | "seats_full";
  reason: string;
  planTier: TierId | null;
}

/**
 * Whether an admin can invite one more person: null when a seat is free. A plan without team seats
 * (free to Pro: one seat, the owner's) names the first plan with seats; a full workspace names the
 * first plan with more seats than it has. `seats` is the workspace's (a custom max_seats counts),
 * `seatsUsed` its people (locked ones too) and pending invites.
 */
export function inviteBlock(workspace: { tier: string; seats: number; seatsUsed: number }): InviteBlock | null {
  if (workspace.seatsUsed < workspace.seats) return null;
  if (workspace.seats <= 1 && !hasCapability(workspace.tier, "teamSeats")) {
    const planTier = firstTierWith("teamSeats");
    return {
      kind: "plan_has_no_team_seats",
      reason: `The ${tierDisplayName(workspace.tier)} plan has one seat, yours. Inviting people starts with the ${tierDisplayName(planTier)} plan.`,
      planTier,
    };
  }
  const planTier = firstTierWithMoreSeats(workspace.seats);
  return {
    kind: "seats_full",
    reason:
      `All ${plural(workspace.seats, "seat")} of this workspace are taken (members and pending invites). ` +
      (planTier ? `Revoke an invite, remove a member, or move to the ${tierDisplayName(planTier)} plan.` : "Revoke an invite or remove a member, or contact sales for more seats."),
    planTier,
  };
}

/** A person of the workspace as the seat rule reads them. */
export interface SeatHolder {
  userId: string;
  role: WorkspaceRole;
  isOwner: boolean;
  isLocked: boolean;
  joinedAt: Date;
}

/**
 * Who loses access when the workspace's seats become `seats`: the unlocked people beyond the seats,
 * keeping the owner first, then the admins, then the editors, each group in the order they joined,
 * so the most recently joined editors go first and the owner (an admin) always stays. Already
 * locked people have no access to lose. Answers them in the order they joined.
 */
export function membersLosingAccess<M extends SeatHolder>(people: readonly M[], seats: number): M[] {
  const rank = (m: SeatHolder) => (m.isOwner ? 0 : m.role === "admin" ? 1 : 2);
  const active = people.filter((m) => !m.isLocked);
  const kept = [...active].sort((a, b) => rank(a) - rank(b) || a.joinedAt.getTime() - b.joinedAt.getTime() || a.userId.localeCompare(b.userId));
  const losing = new Set(kept.slice(Math.max(1, seats)).map((m) => m.userId));
  return active.filter((m) => losing.has(m.userId)).sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || a.userId.localeCompare(b.userId));
}

/** The sentence the plan-change dialog shows about who loses access, or null when nobody does. */
export function losingAccessSentence(names: readonly string[], toTier: string, seats: number, when: string): string | null {
  if (names.length === 0) return null;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  return (
    `The ${tierDisplayName(toTier)} plan has ${plural(seats, "seat")}: ${list} ${names.length === 1 ? "loses" : "lose"} access to this workspace ${when} ` +
    `(${names.length === 1 ? "their membership is" : "their memberships are"} locked, not removed; an admin can unlock ${names.length === 1 ? "it" : "them"} after moving to a plan with more seats).`
  );
}

/** Why a locked person cannot be unlocked now (every seat has an unlocked person), or null. */
export function unlockRefusal(workspace: { tier: string; seats: number; activePeople: number }): string | null {
  if (workspace.activePeople < workspace.seats) return null;
  const planTier = workspace.seats <= 1 && !hasCapability(workspace.tier, "teamSeats") ? firstTierWith("teamSeats") : firstTierWithMoreSeats(workspace.seats);
  return (
    `The ${tierDisplayName(workspace.tier)} plan has ${plural(workspace.seats, "seat")}, all with people who have access: ` +
    (planTier ? `lock or remove someone first, or move to the ${tierDisplayName(planTier)} plan.` : "lock or remove someone first.")
  );
}
