import { describe, expect, it } from "vitest";
import {
  BASE_TIERS,
  SELF_SERVE_TIERS,
  TIER_DISPLAY_NAMES,
  TIER_IDS,
  UNLIMITED,
  canCustomizeMaxSeats,
  extraCharacterAllowance,
  isAtLeastTier,
  isBaseTier,
  isPaidTier,
  isTierId,
  isUnlimited,
  isUnlimitedTier,
  maxVoiceAddEdits,
  professionalVoiceLimit,
  tierDisplayName,
  tierLimits,
  tierRank,
  type TierId,
} from "./tiers";

describe("tier ids", () => {
  it("lists the ten tiers in order", () => {
    expect(TIER_IDS).toEqual([
      "free",
      "starter",
      "creator",
      "pro",
      "growing_business",
      "scale_2024_08_10",
      "grant_tier_1_2025_07_23",
      "grant_tier_2_2025_07_23",
      "trial",
      "enterprise",
    ]);
  });

  it("base tiers are free and trial", () => {
    expect(BASE_TIERS).toEqual(["free", "trial"]);
    expect(TIER_IDS.filter(isBaseTier)).toEqual(["free", "trial"]);
  });

  it("self-serve tiers exclude enterprise, trial and grants", () => {
    expect(SELF_SERVE_TIERS).toEqual(["free", "starter", "creator", "pro", "growing_business", "scale_2024_08_10"]);
  });

  it("recognises known ids only", () => {
    for (const t of TIER_IDS) expect(isTierId(t)).toBe(true);
    expect(isTierId("Free")).toBe(false);
    expect(isTierId("business")).toBe(false);
    expect(isTierId(undefined)).toBe(false);
    expect(isTierId(3)).toBe(false);
  });
});

describe("display names", () => {
  it("uses the marketing names of the historical ids", () => {
    expect(TIER_DISPLAY_NAMES).toEqual({
      free: "Free",
      starter: "Starter",
      creator: "Creator",
      pro: "Pro",
      growing_business: "Scale",
      scale_2024_08_10: "Business",
      grant_tier_1_2025_07_23: "Grant Tier 1",
      grant_tier_2_2025_07_23: "Grant Tier 2",
      trial: "Trial",
      enterprise: "Enterprise",
    });
  });

  it("falls back to the raw id for unknown tiers", () => {
    expect(tierDisplayName("growing_business")).toBe("Scale");
    expect(tierDisplayName("scale_2024_08_10")).toBe("Business");
    expect(tierDisplayName("legacy_tier")).toBe("legacy_tier");
  });
});

describe("tierLimits", () => {
  const cases: [TierId, number, number, number, number, number, number, boolean][] = [
    // tier, characters, voices, pvc, extra allowance, seats, concurrency, can extend
    ["free", 10_000, 3, 0, 0, 1, 2, false],
    ["starter", 30_000, 10, 0, 0, 1, 3, false],
    ["creator", 100_000, 30, 1, 1_000, 1, 5, true],
    ["pro", 500_000, 160, 1, 3_000, 1, 10, true],
    ["growing_business", 2_000_000, 660, 1, 20_000, 3, 15, true],
    ["scale_2024_08_10", 11_000_000, 660, 3, 20_000, 5, 15, true],
    ["grant_tier_1_2025_07_23", 2_000_000, 660, 1, 20_000, 3, 15, true],
    ["grant_tier_2_2025_07_23", 2_000_000, 660, 1, 20_000, 3, 15, true],
    ["trial", UNLIMITED, UNLIMITED, UNLIMITED, UNLIMITED, 25, UNLIMITED, false],
    ["enterprise", UNLIMITED, UNLIMITED, UNLIMITED, UNLIMITED, 25, UNLIMITED, true],
  ];

  it.each(cases)("%s", (tier, characterLimit, voiceLimit, pvc, extra, seats, concurrency, canExtend) => {
    expect(tierLimits(tier)).toEqual({
      characterLimit,
      voiceLimit,
      professionalVoiceLimit: pvc,
      extraCharacterAllowance: extra,
      defaultMaxSeats: seats,
      concurrency,
      canExtendCharacterLimit: canExtend,
    });
  });

  it("covers every tier", () => {
    expect(cases.map((c) => c[0]).sort()).toEqual([...TIER_IDS].sort());
  });

  it("returns a fresh object each time", () => {
    const a = tierLimits("pro");
    a.characterLimit = 1;
    expect(tierLimits("pro").characterLimit).toBe(500_000);
  });
});

describe("extraCharacterAllowance", () => {
  it("matches the spec list exactly", () => {
    expect(extraCharacterAllowance("free")).toBe(0);
    expect(extraCharacterAllowance("starter")).toBe(0);
    expect(extraCharacterAllowance("creator")).toBe(1000);
    expect(extraCharacterAllowance("pro")).toBe(3000);
    expect(extraCharacterAllowance("growing_business")).toBe(20000);
    expect(extraCharacterAllowance("grant_tier_1_2025_07_23")).toBe(20000);
    expect(extraCharacterAllowance("grant_tier_2_2025_07_23")).toBe(20000);
    expect(extraCharacterAllowance("scale_2024_08_10")).toBe(20000);
    expect(extraCharacterAllowance("enterprise")).toBe(-1);
    expect(extraCharacterAllowance("trial")).toBe(-1);
  });

  it("is 0 for unknown tiers", () => {
    expect(extraCharacterAllowance("unknown")).toBe(0);
    expect(extraCharacterAllowance("")).toBe(0);
  });
});

describe("UNLIMITED", () => {
  it("is -1 and detected by isUnlimited", () => {
    expect(UNLIMITED).toBe(-1);
    expect(isUnlimited(UNLIMITED)).toBe(true);
    expect(isUnlimited(0)).toBe(false);
    expect(isUnlimited(10_000)).toBe(false);
  });
});

describe("tier order", () => {
  it("ranks tiers by tier order", () => {
    expect(tierRank("free")).toBeLessThan(tierRank("starter"));
    expect(tierRank("starter")).toBeLessThan(tierRank("creator"));
    expect(tierRank("creator")).toBeLessThan(tierRank("pro"));
    expect(tierRank("pro")).toBeLessThan(tierRank("growing_business"));
    expect(tierRank("growing_business")).toBeLessThan(tierRank("scale_2024_08_10"));
    expect(tierRank("scale_2024_08_10")).toBeLessThan(tierRank("enterprise"));
  });

  it("ranks grant tiers with Scale and trial with enterprise", () => {
    expect(tierRank("grant_tier_1_2025_07_23")).toBe(tierRank("growing_business"));
    expect(tierRank("grant_tier_2_2025_07_23")).toBe(tierRank("growing_business"));
    expect(tierRank("trial")).toBe(tierRank("enterprise"));
  });

  it("ranks unknown tiers below free", () => {
    expect(tierRank("nope")).toBe(-1);
  });

  it("isAtLeastTier", () => {
    expect(isAtLeastTier("starter", "starter")).toBe(true);
    expect(isAtLeastTier("free", "starter")).toBe(false);
    expect(isAtLeastTier("creator", "starter")).toBe(true);
    expect(isAtLeastTier("creator", "pro")).toBe(false);
    expect(isAtLeastTier("pro", "creator")).toBe(true);
    expect(isAtLeastTier("scale_2024_08_10", "pro")).toBe(true);
    expect(isAtLeastTier("grant_tier_1_2025_07_23", "pro")).toBe(true);
    expect(isAtLeastTier("grant_tier_1_2025_07_23", "scale_2024_08_10")).toBe(false);
    expect(isAtLeastTier("trial", "pro")).toBe(true);
    expect(isAtLeastTier("enterprise", "scale_2024_08_10")).toBe(true);
    expect(isAtLeastTier("anything", "free")).toBe(false);
    for (const t of TIER_IDS) expect(isAtLeastTier(t, "free")).toBe(true);
  });
});

describe("tier classes", () => {
  it("paid is everything known but free and trial", () => {
    expect(TIER_IDS.filter(isPaidTier)).toEqual([
      "starter",
      "creator",
      "pro",
      "growing_business",
      "scale_2024_08_10",
      "grant_tier_1_2025_07_23",
      "grant_tier_2_2025_07_23",
      "enterprise",
    ]);
    expect(isPaidTier("unknown")).toBe(false);
  });

  it("unlimited is enterprise and trial", () => {
    expect(TIER_IDS.filter(isUnlimitedTier)).toEqual(["trial", "enterprise"]);
  });

  it("custom max seats only on trial and enterprise", () => {
    expect(TIER_IDS.filter(canCustomizeMaxSeats)).toEqual(["trial", "enterprise"]);
  });
});

describe("voice limits", () => {
  it("maxVoiceAddEdits = round(1.5 x limit + 50)", () => {
    expect(maxVoiceAddEdits(0)).toBe(50);
    expect(maxVoiceAddEdits(3)).toBe(55); // 54.5 rounds up
    expect(maxVoiceAddEdits(10)).toBe(65);
    expect(maxVoiceAddEdits(30)).toBe(95);
    expect(maxVoiceAddEdits(160)).toBe(290);
    expect(maxVoiceAddEdits(660)).toBe(1040);
    expect(maxVoiceAddEdits(1)).toBe(52); // 51.5 rounds up
  });

  it("maxVoiceAddEdits keeps unlimited", () => {
    expect(maxVoiceAddEdits(UNLIMITED)).toBe(UNLIMITED);
  });

  it("professional voice limit = base + extra slots", () => {
    expect(professionalVoiceLimit(1)).toBe(1);
    expect(professionalVoiceLimit(1, 2)).toBe(3);
    expect(professionalVoiceLimit(0, 1)).toBe(1);
    expect(professionalVoiceLimit(3, -5)).toBe(3);
    expect(professionalVoiceLimit(UNLIMITED, 2)).toBe(UNLIMITED);
  });
});
