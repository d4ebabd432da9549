import { describe, expect, it } from "vitest";
import { UNLIMITED } from "../tiers";
import { dubbingMinutes, dubCharacterCost, dubWatermarkRequired } from "./dub-cost";

describe("dubCharacterCost", () => {
  it.each([
    // seconds, languages, watermark, characters
    [60, 1, false, 3_000],
    [60, 1, true, 2_000],
    [60, 2, false, 6_000],
    [0.4, 1, false, 50], // one started second: 3,000 / 60
    [61, 1, false, 3_050],
    [90.2, 3, true, 9_102], // 91 started seconds, 2,000 a minute: 3,033.3 → 3,034; three languages
    [0, 1, false, 50],
    [Number.NaN, 1, false, 50],
    [60, 0, false, 3_000], // at least one language
  ])("%s s into %s language(s), watermark %s: %s characters", (seconds, languages, watermark, characters) => {
    expect(dubCharacterCost(seconds, languages, watermark)).toBe(characters);
  });
});

describe("dubbingMinutes", () => {
  it.each([
    [10_000, false, 3],
    [10_000, true, 5],
    [100_000, false, 33],
    [500_000, true, 250],
    [UNLIMITED, false, UNLIMITED],
  ])("%s characters, watermark %s: %s minutes", (limit, watermark, minutes) => {
    expect(dubbingMinutes(limit, watermark)).toBe(minutes);
  });
});

describe("dubWatermarkRequired", () => {
  it.each([
    ["free", true],
    ["starter", false],
    ["creator", false],
    ["enterprise", false],
  ])("%s: %s", (tier, required) => {
    expect(dubWatermarkRequired(tier)).toBe(required);
  });
});
