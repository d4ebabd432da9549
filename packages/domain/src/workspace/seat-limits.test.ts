import { describe, expect, it } from "vitest";
import { inviteBlock, losingAccessSentence, membersLosingAccess, unlockRefusal, type SeatHolder } from "./seat-limits";

describe("inviteBlock (the Invite button and the server's refusal)", () => {
  it.each([
    ["free, only the owner", { tier: "free", seats: 1, seatsUsed: 1 }, "plan_has_no_team_seats", "growing_business", /^The Free plan has one seat, yours\. Inviting people starts with the Scale plan\.$/],
    ["pro, only the owner", { tier: "pro", seats: 1, seatsUsed: 1 }, "plan_has_no_team_seats", "growing_business", /The Pro plan has one seat/],
    ["scale with a free seat", { tier: "growing_business", seats: 3, seatsUsed: 2 }, null, null, null],
    ["scale, full", { tier: "growing_business", seats: 3, seatsUsed: 3 }, "seats_full", "scale_2024_08_10", /All 3 seats .* move to the Business plan\.$/],
    ["business, full", { tier: "scale_2024_08_10", seats: 5, seatsUsed: 5 }, "seats_full", null, /contact sales/],
    ["after a downgrade: pro, three people", { tier: "pro", seats: 1, seatsUsed: 3 }, "plan_has_no_team_seats", "growing_business", /starts with the Scale plan/],
    ["enterprise with a custom 2 seats, full", { tier: "enterprise", seats: 2, seatsUsed: 2 }, "seats_full", "growing_business", /Scale/],
  ] as const)("%s", (_name, ws, kind, planTier, reason) => {
    const block = inviteBlock(ws);
    if (kind === null) {
      expect(block).toBeNull();
      return;
    }
    expect(block?.kind).toBe(kind);
    expect(block?.planTier).toBe(planTier);
    expect(block?.reason).toMatch(reason!);
  });
});

describe("membersLosingAccess (a plan with fewer seats takes effect)", () => {
  const day = (d: number) => new Date(Date.UTC(2026, 0, d));
  const person = (userId: string, role: "admin" | "editor", joined: number, extra: Partial<SeatHolder> = {}): SeatHolder => ({ userId, role, isOwner: false, isLocked: false, joinedAt: day(joined), ...extra });
  const owner = person("owner", "admin", 1, { isOwner: true });
  const cases: [string, SeatHolder[], number, string[]][] = [
    ["fits: nobody", [owner, person("a", "editor", 2)], 3, []],
    ["one seat: everyone but the owner", [owner, person("a", "editor", 2), person("b", "admin", 3)], 1, ["a", "b"]],
    ["three seats, five people: the newest editors go", [owner, person("a", "editor", 2), person("b", "editor", 3), person("c", "editor", 4), person("d", "editor", 5)], 3, ["c", "d"]],
    ["admins are kept before editors, even newer ones", [owner, person("a", "editor", 2), person("b", "admin", 6), person("c", "editor", 4)], 2, ["a", "c"]],
    ["locked people have no access to lose and take no kept seat", [owner, person("a", "editor", 2, { isLocked: true }), person("b", "editor", 3), person("c", "editor", 4)], 2, ["c"]],
    ["the owner stays even if they joined last", [person("a", "admin", 1), person("owner", "admin", 9, { isOwner: true })], 1, ["a"]],
    ["zero seats still keeps the owner", [owner, person("a", "editor", 2)], 0, ["a"]],
  ];
  it.each(cases)("%s", (_name, people, seats, expected) => {
    expect(membersLosingAccess(people, seats).map((m) => m.userId)).toEqual(expected);
  });

  it("says who loses access and when, or nothing", () => {
    expect(losingAccessSentence([], "pro", 1, "on Feb 1, 2026")).toBeNull();
    expect(losingAccessSentence(["ann@example.com"], "pro", 1, "on Feb 1, 2026")).toBe(
      "The Pro plan has 1 seat: ann@example.com loses access to this workspace on Feb 1, 2026 (their membership is locked, not removed; an admin can unlock it after moving to a plan with more seats).",
    );
    expect(losingAccessSentence(["a", "b", "c"], "growing_business", 3, "on Feb 1, 2026")).toMatch(/^The Scale plan has 3 seats: a, b and c lose access/);
  });
});

describe("unlockRefusal", () => {
  it.each([
    [{ tier: "growing_business", seats: 3, activePeople: 2 }, null],
    [{ tier: "pro", seats: 1, activePeople: 1 }, /The Pro plan has 1 seat, .* move to the Scale plan\.$/],
    [{ tier: "growing_business", seats: 3, activePeople: 3 }, /move to the Business plan/],
  ] as const)("%j", (ws, expected) => {
    const refusal = unlockRefusal(ws);
    if (expected === null) expect(refusal).toBeNull();
    else expect(refusal).toMatch(expected);
  });
});
