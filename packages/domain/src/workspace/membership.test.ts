import { describe, expect, it } from "vitest";
import {
  defaultTrainingOptOut,
  inviteState,
  leaveRefusal,
  memberChangeRefusal,
  normalizeEmail,
  seatRefusal,
  workspaceSeats,
  type InviteTimes,
  type MemberChange,
  type MemberFacts,
} from "./membership";

describe("workspace seats", () => {
  it.each<[string, number | null, number]>([
    ["free", null, 1],
    ["pro", null, 1],
    ["pro", 10, 1],
    ["growing_business", null, 3],
    ["grant_tier_1_2025_07_23", null, 3],
    ["scale_2024_08_10", null, 5],
    ["trial", null, 25],
    ["enterprise", null, 25],
    ["enterprise", 100, 100],
    ["trial", 2, 2],
    ["unknown", null, 1],
  ])("%s with max_seats %s has %i seats", (tier, custom, seats) => {
    expect(workspaceSeats(tier, custom)).toBe(seats);
  });

  it.each<[string, { seats: number; people: number; pendingInvites: number }, number, boolean]>([
    ["the last seat can be invited", { seats: 3, people: 1, pendingInvites: 1 }, 1, true],
    ["one beyond is refused", { seats: 3, people: 1, pendingInvites: 2 }, 1, false],
    ["a batch that fits", { seats: 5, people: 1, pendingInvites: 0 }, 4, true],
    ["a batch one too many", { seats: 5, people: 1, pendingInvites: 0 }, 5, false],
    ["a full free workspace", { seats: 1, people: 1, pendingInvites: 0 }, 1, false],
    ["over-full after a plan change", { seats: 1, people: 3, pendingInvites: 0 }, 1, false],
  ])("%s", (_name, use, adding, fits) => {
    expect(seatRefusal(use, adding) === null).toBe(fits);
  });

  it("says how many seats there are and what to do", () => {
    expect(seatRefusal({ seats: 3, people: 2, pendingInvites: 1 }, 1)).toBe(
      "This workspace has 3 seats and 0 free seats (2 members, 1 pending invite), so 1 more invite cannot be sent. Revoke a pending invite, remove a member or move to a plan with more seats.",
    );
  });
});

describe("invites", () => {
  const now = new Date("2025-01-10T00:00:00Z");
  const base: InviteTimes = { expiresAt: new Date("2025-01-11T00:00:00Z"), acceptedAt: null, declinedAt: null, revokedAt: null };
  it.each<[string, Partial<InviteTimes>, string]>([
    ["pending", {}, "pending"],
    ["expired at the instant", { expiresAt: now }, "expired"],
    ["accepted", { acceptedAt: now }, "accepted"],
    ["accepted then expired stays accepted", { acceptedAt: now, expiresAt: new Date(0) }, "accepted"],
    ["declined", { declinedAt: now }, "declined"],
    ["revoked", { revokedAt: now }, "revoked"],
  ])("%s", (_name, change, state) => {
    expect(inviteState({ ...base, ...change }, now)).toBe(state);
  });

  it("compares addresses without case or surrounding spaces", () => {
    expect(normalizeEmail("  Ada@Example.COM ")).toBe("ada@example.com");
  });

  it("opts trial and enterprise out of training by default", () => {
    expect(["free", "pro", "trial", "enterprise"].map(defaultTrainingOptOut)).toEqual([false, false, true, true]);
  });
});

describe("member changes", () => {
  const owner: MemberFacts = { userId: "o", role: "admin", isOwner: true, isLocked: false };
  const admin: MemberFacts = { userId: "a", role: "admin", isOwner: false, isLocked: false };
  const editor: MemberFacts = { userId: "e", role: "editor", isOwner: false, isLocked: false };
  it.each<[string, string, MemberFacts, MemberChange, number, string | null]>([
    ["an admin may not demote the owner", "a", owner, { kind: "role", role: "editor" }, 1, "The workspace owner is always an admin and cannot be demoted."],
    ["an admin may not lock the owner", "a", owner, { kind: "lock", locked: true }, 1, "The workspace owner cannot be locked."],
    ["an admin may not remove the owner", "a", owner, { kind: "remove" }, 1, "The workspace owner cannot be removed."],
    ["the owner may demote an admin", "o", admin, { kind: "role", role: "editor" }, 1, null],
    ["the last admin keeps the role", "a", admin, { kind: "role", role: "editor" }, 0, "A workspace needs an admin: make another member an admin first."],
    ["an editor may be promoted", "o", editor, { kind: "role", role: "admin" }, 1, null],
    ["the same role is no change", "o", owner, { kind: "role", role: "admin" }, 0, null],
    ["an editor may be locked", "o", editor, { kind: "lock", locked: true }, 1, null],
    ["nobody locks themselves", "a", admin, { kind: "lock", locked: true }, 1, "You cannot lock yourself out of the workspace."],
    ["unlocking is always allowed", "a", owner, { kind: "lock", locked: false }, 1, null],
    ["an editor may be removed", "a", editor, { kind: "remove" }, 1, null],
    ["nobody removes themselves", "a", admin, { kind: "remove" }, 1, "You cannot remove yourself: leave the workspace instead."],
  ])("%s", (_name, actor, target, change, otherAdmins, refusal) => {
    expect(memberChangeRefusal(actor, target, change, otherAdmins)).toBe(refusal);
  });

  it.each<[string, { role: "admin" | "editor"; isLocked: boolean }, number, number, boolean]>([
    ["an editor may leave", { role: "editor", isLocked: false }, 0, 1, true],
    ["an admin with another admin may leave", { role: "admin", isLocked: false }, 1, 1, true],
    ["the last admin may not leave", { role: "admin", isLocked: false }, 0, 1, false],
    ["nobody leaves their only workspace", { role: "editor", isLocked: false }, 1, 0, false],
  ])("%s", (_name, member, otherAdmins, otherWorkspaces, may) => {
    expect(leaveRefusal(member, otherAdmins, otherWorkspaces) === null).toBe(may);
  });
});
