import { describe, expect, it } from "vitest";
import { generationCostText, generationSeconds, soundQuotaProblem, soundSecondsLeft, soundSecondsLeftText } from "./sound-quota";

const sub = (used: number, limit: number) => ({ sound_effect_seconds_used: used, sound_effect_seconds_limit: limit });

describe("the month's sound-effect seconds", () => {
  it.each([
    [sub(0, 250), 250, "250 of 250 seconds left this month"],
    [sub(14, 250), 236, "236 of 250 seconds left this month"],
    [sub(260, 250), 0, "0 of 250 seconds left this month"],
    [sub(-3, 750), 750, "750 of 750 seconds left this month"],
    [sub(10, 275_000), 274_990, "274,990 of 275,000 seconds left this month"],
    [sub(999, -1), null, "Unlimited sound-effect seconds"],
  ])("%j: %s left", (fields, left, text) => {
    expect(soundSecondsLeft(fields)).toBe(left);
    expect(soundSecondsLeftText(fields)).toBe(text);
  });

  it.each([
    [2, 8, false, "4 variations use 8 seconds."],
    [2.5, 12, false, "4 variations use 12 seconds."],
    [0.5, 4, false, "4 variations use 4 seconds."],
    [30, 120, false, "4 variations use 120 seconds."],
    [null, 120, true, "4 variations of automatic length use up to 120 seconds."],
  ])("a Generate of %s s uses %s seconds (at most: %s)", (duration, seconds, atMost, text) => {
    expect(generationSeconds(duration)).toEqual({ seconds, atMost });
    expect(generationCostText(duration)).toBe(text);
  });

  it.each([
    [sub(0, 250), 2, null],
    [sub(242, 250), 2, null],
    [sub(243, 250), 2, "4 variations of this length need 8 seconds and 7 are left this month. Choose a shorter duration."],
    [sub(250, 250), 2, /used up/],
    [sub(250, 250), null, /used up/],
    // Automatic: what it uses is known only afterwards (up to 30 s each); the server refuses what does not fit.
    [sub(200, 250), null, null],
    [sub(5_000, -1), 30, null],
  ] as const)("%j with %s s: %s", (fields, duration, expected) => {
    const problem = soundQuotaProblem(fields, duration);
    if (expected === null || typeof expected === "string") expect(problem).toBe(expected);
    else expect(problem).toMatch(expected);
  });
});
