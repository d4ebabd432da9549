import { describe, expect, it } from "vitest";
import { characterMonthWindow, dubbingAllowance, dubbingUsageParams, dubbingUsedText } from "./dubbing-usage";

const unix = (iso: string) => Date.parse(iso) / 1000;
const ms = (iso: string) => Date.parse(iso);

describe("dubbingAllowance", () => {
  it.each([
    ["free", 10_000, "Up to 5 minutes of dubbing a month, with a watermark"],
    ["starter", 30_000, "Up to 10 minutes of dubbing a month (15 with a watermark)"],
    ["creator", 100_000, "Up to 33 minutes of dubbing a month (50 with a watermark)"],
    // The workspace's own limit, not its card's (an operator's custom figure).
    ["creator", 150_000, "Up to 50 minutes of dubbing a month (75 with a watermark)"],
    ["free", 2_000, "Up to 1 minute of dubbing a month, with a watermark"],
    ["enterprise", -1, "Dubbing within custom credits"],
  ])("%s with %i characters: %s", (tier, limit, text) => {
    expect(dubbingAllowance({ tier, character_limit: limit })).toBe(text);
  });
});

describe("characterMonthWindow", () => {
  it.each([
    ["a month before the next reset", { next: "2026-04-03T10:00:00Z", restarted: null }, "2026-03-03T10:00:00Z"],
    ["clamped like the resets", { next: "2026-03-31T00:00:00Z", restarted: null }, "2026-02-28T00:00:00Z"],
    ["across a year", { next: "2026-01-15T00:00:00Z", restarted: null }, "2025-12-15T00:00:00Z"],
    ["from a new plan that restarted the count", { next: "2026-04-03T10:00:00Z", restarted: "2026-03-20T08:30:00Z" }, "2026-03-20T08:30:00Z"],
    ["not from a restart before the last reset", { next: "2026-04-03T10:00:00Z", restarted: "2026-02-20T00:00:00Z" }, "2026-03-03T10:00:00Z"],
  ])("starts %s", (_, { next, restarted }, start) => {
    const window = characterMonthWindow({ next_character_count_reset_unix: unix(next), character_count_restarted_unix: restarted === null ? null : unix(restarted) });
    expect(window).toEqual({ startUnix: ms(start), endUnix: ms(next) - 1 });
  });

  it("asks for the month's characters by product in one bucket", () => {
    const sub = { tier: "creator", character_limit: 100_000, next_character_count_reset_unix: unix("2026-04-03T10:00:00Z"), character_count_restarted_unix: null };
    expect(dubbingUsageParams(sub, "workspace")).toEqual({
      scope: "workspace",
      startUnix: ms("2026-03-03T10:00:00Z"),
      endUnix: ms("2026-04-03T10:00:00Z") - 1,
      breakdown: "product_type",
      interval: "cumulative",
    });
  });
});

describe("dubbingUsedText", () => {
  it.each<[Record<string, number[]> | undefined, "mine" | "workspace", string | null]>([
    [{ Dubbing: [6_000], "Text to speech": [120] }, "workspace", "6,000 characters used this month"],
    [{ Dubbing: [6_000] }, "mine", "6,000 characters used by you this month"],
    [{ "Text to speech": [120] }, "workspace", "0 characters used this month"],
    [{}, "mine", "0 characters used by you this month"],
    [{ Dubbing: [1] }, "workspace", "1 character used this month"],
    [undefined, "workspace", null],
  ])("%j (%s): %s", (usage, scope, text) => {
    expect(dubbingUsedText(usage, scope)).toBe(text);
  });
});
