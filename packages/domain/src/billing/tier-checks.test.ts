import { describe, expect, it } from "vitest";
import { TIER_IDS } from "../tiers";
import { TIER_CHECKS, isolatedEnvironmentBlocks, passesTierCheck, type TierCheck } from "./tier-checks";

// Columns follow TIER_CHECKS: any, freeOnly, paid, atLeastStarter, atLeastCreator, atLeastPro, unlimited.
const TABLE: [string | null, [boolean, boolean, boolean, boolean, boolean, boolean, boolean]][] = [
  ["free", [true, true, false, false, false, false, false]],
  ["starter", [true, false, true, true, false, false, false]],
  ["creator", [true, false, true, true, true, false, false]],
  ["pro", [true, false, true, true, true, true, false]],
  ["growing_business", [true, false, true, true, true, true, false]],
  ["scale_2024_08_10", [true, false, true, true, true, true, false]],
  ["grant_tier_1_2025_07_23", [true, false, true, true, true, true, false]],
  ["grant_tier_2_2025_07_23", [true, false, true, true, true, true, false]],
  ["trial", [true, false, false, true, true, true, true]],
  ["enterprise", [true, false, true, true, true, true, true]],
  ["unknown", [true, false, false, false, false, false, false]],
  [null, [false, false, false, false, false, false, false]],
];

describe("tier checks (spec §6)", () => {
  it("names seven checks", () => {
    expect(TIER_CHECKS).toEqual(["any", "freeOnly", "paid", "atLeastStarter", "atLeastCreator", "atLeastPro", "unlimited"]);
  });

  it("covers every tier", () => {
    for (const tier of TIER_IDS) expect(TABLE.map(([t]) => t)).toContain(tier);
  });

  it.each(TABLE)("%s", (tier, expected) => {
    expect(TIER_CHECKS.map((check: TierCheck) => passesTierCheck(check, tier))).toEqual(expected);
  });
});

describe("isolated environments (spec §6)", () => {
  it.each([
    ["free", false],
    ["trial", false],
    ["enterprise", false],
    ["starter", true],
    ["creator", true],
    ["pro", true],
    ["growing_business", true],
    ["scale_2024_08_10", true],
    ["grant_tier_1_2025_07_23", true],
    ["grant_tier_2_2025_07_23", true],
    ["unknown", true],
  ])("%s blocked: %s", (tier, blocked) => {
    expect(isolatedEnvironmentBlocks(tier)).toBe(blocked);
  });
});
