import { describe, expect, it } from "vitest";
import {
  characterCost,
  characterLimitExtension,
  checkCharacterQuota,
  countRestartNote,
  creditMeter,
  usageCountRestartNote,
  hardCharacterCap,
  isCharacterLimitExtensionAllowed,
  remainingCharacters,
  type CharacterQuotaSubscription,
} from "./quota";

function sub(overrides: Partial<CharacterQuotaSubscription> = {}): CharacterQuotaSubscription {
  return {
    tier: "creator",
    status: "active",
    character_count: 0,
    character_limit: 100_000,
    can_extend_character_limit: false,
    allowed_to_extend_character_limit: false,
    ...overrides,
  };
}

const extending = { can_extend_character_limit: true, allowed_to_extend_character_limit: true };

describe("isCharacterLimitExtensionAllowed", () => {
  it("needs can, allowed and active status", () => {
    expect(isCharacterLimitExtensionAllowed(sub(extending))).toBe(true);
    expect(isCharacterLimitExtensionAllowed(sub({ ...extending, can_extend_character_limit: false }))).toBe(false);
    expect(isCharacterLimitExtensionAllowed(sub({ ...extending, allowed_to_extend_character_limit: false }))).toBe(false);
  });

  it("rejects non-active statuses except on enterprise", () => {
    for (const status of ["incomplete", "past_due", "free", "free_disabled", "trialing"]) {
      expect(isCharacterLimitExtensionAllowed(sub({ ...extending, status }))).toBe(false);
      expect(isCharacterLimitExtensionAllowed(sub({ ...extending, status, tier: "enterprise" }))).toBe(true);
    }
  });

  it("enterprise still needs can and allowed", () => {
    expect(isCharacterLimitExtensionAllowed(sub({ tier: "enterprise", status: "past_due" }))).toBe(false);
  });
});

describe("remainingCharacters", () => {
  it("is limit minus count", () => {
    expect(remainingCharacters(sub({ character_count: 40_000 }))).toBe(60_000);
    expect(remainingCharacters(sub({ character_count: 100_000 }))).toBe(0);
  });

  it("is -1 when extension is allowed", () => {
    expect(remainingCharacters(sub({ ...extending, character_count: 40_000 }))).toBe(-1);
  });

  it("is -1 for an unlimited limit", () => {
    expect(remainingCharacters(sub({ tier: "enterprise", character_limit: -1, character_count: 5 }))).toBe(-1);
  });

  it("never goes negative", () => {
    expect(remainingCharacters(sub({ character_count: 100_500 }))).toBe(0);
  });
});

describe("checkCharacterQuota without extension", () => {
  const s = sub({ character_count: 99_000 });

  it("passes exactly at the limit", () => {
    expect(checkCharacterQuota(s, 1_000)).toEqual({ ok: true });
  });

  it("fails one over the limit", () => {
    expect(checkCharacterQuota(s, 1_001)).toEqual({ ok: false, reason: "quota_exceeded", remaining: 1_000 });
  });

  it("passes an empty text even when full", () => {
    expect(checkCharacterQuota(sub({ character_count: 100_000 }), 0)).toEqual({ ok: true });
    expect(checkCharacterQuota(sub({ character_count: 100_000 }), 1)).toEqual({ ok: false, reason: "quota_exceeded", remaining: 0 });
  });

  it("applies when the subscription can but is not allowed to extend", () => {
    expect(checkCharacterQuota(sub({ character_count: 99_000, can_extend_character_limit: true }), 1_001).ok).toBe(false);
  });

  it("applies when extension is on but the status is not active", () => {
    expect(checkCharacterQuota(sub({ ...extending, status: "past_due", character_count: 99_000 }), 1_001).ok).toBe(false);
  });

  it("never limits an unlimited limit", () => {
    expect(checkCharacterQuota(sub({ tier: "enterprise", character_limit: -1, character_count: 1e12 }), 1e6)).toEqual({ ok: true });
  });
});

describe("checkCharacterQuota with extension", () => {
  // creator: extra allowance 1000
  const s = sub({ ...extending, character_count: 100_000 });

  it("lets usage go past the limit up to the tier allowance", () => {
    expect(hardCharacterCap(s)).toBe(101_000);
    expect(checkCharacterQuota(s, 1_000)).toEqual({ ok: true });
    expect(checkCharacterQuota(s, 1_001)).toEqual({ ok: false, reason: "quota_exceeded", remaining: 1_000 });
  });

  it("uses each tier's allowance", () => {
    expect(hardCharacterCap(sub({ ...extending, tier: "pro", character_limit: 500_000 }))).toBe(503_000);
    expect(hardCharacterCap(sub({ ...extending, tier: "growing_business", character_limit: 2_000_000 }))).toBe(2_020_000);
    expect(hardCharacterCap(sub({ ...extending, tier: "scale_2024_08_10", character_limit: 11_000_000 }))).toBe(11_020_000);
  });

  it("an unknown tier has no allowance", () => {
    const u = sub({ ...extending, tier: "mystery", character_count: 100_000 });
    expect(hardCharacterCap(u)).toBe(100_000);
    expect(checkCharacterQuota(u, 1).ok).toBe(false);
  });

  it("enterprise's unlimited allowance means no cap", () => {
    const e = sub({ ...extending, tier: "enterprise", status: "past_due", character_count: 5_000_000, character_limit: 1_000 });
    expect(hardCharacterCap(e)).toBe(-1);
    expect(checkCharacterQuota(e, 1_000_000)).toEqual({ ok: true });
  });

  it("the user's own max extension caps the allowance", () => {
    const capped = sub({ ...extending, max_character_limit_extension: 200, character_count: 100_000 });
    expect(characterLimitExtension(capped)).toBe(200);
    expect(checkCharacterQuota(capped, 200)).toEqual({ ok: true });
    expect(checkCharacterQuota(capped, 201)).toEqual({ ok: false, reason: "quota_exceeded", remaining: 200 });
  });

  it("a user max above the tier allowance does not raise it", () => {
    expect(characterLimitExtension(sub({ ...extending, max_character_limit_extension: 50_000 }))).toBe(1_000);
  });

  it("a null or negative user max means no own cap", () => {
    expect(characterLimitExtension(sub({ ...extending, max_character_limit_extension: null }))).toBe(1_000);
    expect(characterLimitExtension(sub({ ...extending, max_character_limit_extension: -1 }))).toBe(1_000);
  });

  it("a user max of 0 stops at the limit", () => {
    const zero = sub({ ...extending, max_character_limit_extension: 0, character_count: 100_000 });
    expect(checkCharacterQuota(zero, 1).ok).toBe(false);
  });

  it("a user max bounds an unlimited allowance", () => {
    const e = sub({ ...extending, tier: "enterprise", character_limit: 1_000, max_character_limit_extension: 500, character_count: 1_000 });
    expect(hardCharacterCap(e)).toBe(1_500);
    expect(checkCharacterQuota(e, 500).ok).toBe(true);
    expect(checkCharacterQuota(e, 501).ok).toBe(false);
  });
});

describe("checkCharacterQuota input", () => {
  it("rejects negative or fractional lengths", () => {
    expect(() => checkCharacterQuota(sub(), -1)).toThrow(RangeError);
    expect(() => checkCharacterQuota(sub(), 1.5)).toThrow(RangeError);
    expect(() => checkCharacterQuota(sub(), Number.NaN)).toThrow(RangeError);
  });
});

describe("characterCost", () => {
  it("counts code points", () => {
    expect(characterCost("")).toBe(0);
    expect(characterCost("Hello")).toBe(5);
    expect(characterCost("héllo wörld")).toBe(11);
    expect(characterCost("日本語")).toBe(3);
  });

  it("counts an astral character once", () => {
    expect("😀".length).toBe(2);
    expect(characterCost("😀")).toBe(1);
    expect(characterCost("a😀b𝄞")).toBe(4);
  });

  it("counts combining marks and ZWJ sequence parts separately", () => {
    expect(characterCost("e\u0301")).toBe(2);
    expect(characterCost("👩‍💻")).toBe(3);
  });

  it("counts lone surrogates as one each", () => {
    expect(characterCost("\ud83d")).toBe(1);
    expect(characterCost("\ude00a")).toBe(2);
    expect(characterCost("a\ud83d")).toBe(2);
  });

  it("agrees with the string iterator on long text", () => {
    const text = "Lorem ipsum 😀 dolor ".repeat(5_000);
    expect(characterCost(text)).toBe([...text].length);
  });
});

describe("creditMeter", () => {
  // 2026-08-01T00:00:00Z
  const AUG_1 = 1_785_542_400;

  it.each([
    { name: "a fresh free plan", count: 0, limit: 10_000, usage: "0 / 10K", fraction: 0 },
    { name: "part used", count: 2_500, limit: 10_000, usage: "2.5K / 10K", fraction: 0.25 },
    { name: "exactly used up", count: 10_000, limit: 10_000, usage: "10K / 10K", fraction: 1 },
    { name: "an overage fills the bar, no further", count: 10_500, limit: 10_000, usage: "10.5K / 10K", fraction: 1 },
    { name: "a zero limit with use", count: 3, limit: 0, usage: "3 / 0", fraction: 1 },
    { name: "a zero limit unused", count: 0, limit: 0, usage: "0 / 0", fraction: 0 },
    { name: "millions", count: 1_250_000, limit: 2_000_000, usage: "1.3M / 2M", fraction: 0.625 },
  ])("$name: $usage", ({ count, limit, usage, fraction }) => {
    const meter = creditMeter({ character_count: count, character_limit: limit, next_character_count_reset_unix: AUG_1 }, "UTC");
    expect(meter.usageLabel).toBe(usage);
    expect(meter.fraction).toBeCloseTo(fraction);
    expect(meter.limit).toBe(limit);
    expect(meter.resetLabel).toBe("Resets Aug 1, 2026");
  });

  it("says Unlimited instead of a reset date when there is no limit", () => {
    const meter = creditMeter({ character_count: 42_000, character_limit: -1, next_character_count_reset_unix: AUG_1 }, "UTC");
    expect(meter).toEqual({ used: 42_000, limit: null, fraction: 0, usageLabel: "42K used", resetLabel: "Unlimited" });
  });

  it("shows the reset date in the user's time zone", () => {
    const meter = creditMeter({ character_count: 0, character_limit: 10, next_character_count_reset_unix: AUG_1 }, "America/New_York");
    expect(meter.resetLabel).toBe("Resets Jul 31, 2026");
  });

  it("leaves the reset date out when none is known, and never shows a negative count", () => {
    const meter = creditMeter({ character_count: -5, character_limit: 100, next_character_count_reset_unix: 0 }, "UTC");
    expect(meter.resetLabel).toBe("");
    expect(meter.usageLabel).toBe("0 / 100");
  });
});

describe("countRestartNote and usageCountRestartNote (the meter and the usage page agree)", () => {
  const MAR_3 = 1_772_496_000; // 2026-03-03T00:00:00Z
  it.each([
    [{ character_count: 0, character_count_restarted_unix: MAR_3 }, "Count restarted on Mar 3, 2026 with your new plan", "Count restarted on Mar 3, 2026 with your new plan: 0 characters count toward your plan since then."],
    [{ character_count: 1, character_count_restarted_unix: MAR_3 }, "Count restarted on Mar 3, 2026 with your new plan", "with your new plan: 1 character counts toward your plan since then."],
    [{ character_count: 1006, character_count_restarted_unix: MAR_3 }, "Count restarted on Mar 3, 2026 with your new plan", "1,006 characters count toward your plan since then. This page counts every character"],
    [{ character_count: 1006, character_count_restarted_unix: null }, null, null],
    [{ character_count: 1006, character_count_restarted_unix: undefined }, null, null],
  ] as [{ character_count: number; character_count_restarted_unix?: number | null }, string | null, string | null][])("%j", (sub, meter, usage) => {
    expect(countRestartNote(sub, "UTC")).toBe(meter);
    const sentence = usageCountRestartNote(sub, "UTC");
    if (usage === null) expect(sentence).toBeNull();
    else expect(sentence).toContain(usage);
  });
});
