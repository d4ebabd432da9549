import { describe, expect, it } from "vitest";
import type { CharacterQuotaSubscription } from "./quota";
import { formatInteger } from "./format";
import { textQuotaMessage, textQuotaStatus } from "./text-quota";

function sub(overrides: Partial<CharacterQuotaSubscription> = {}): CharacterQuotaSubscription {
  return {
    tier: "free",
    status: "free",
    character_count: 0,
    character_limit: 10_000,
    can_extend_character_limit: false,
    allowed_to_extend_character_limit: false,
    ...overrides,
  };
}

const creatorExtending = { tier: "creator", status: "active", character_limit: 100_000, can_extend_character_limit: true, allowed_to_extend_character_limit: true };

describe("textQuotaStatus", () => {
  it.each([
    ["an empty text", sub({ character_count: 10_000 }), 0, { kind: "ok" }],
    ["a text that fits", sub({ character_count: 200 }), 9_800, { kind: "ok" }],
    ["one character too many", sub({ character_count: 200 }), 9_801, { kind: "blocked", required: 9_801, remaining: 9_800 }],
    ["a used-up plan", sub({ character_count: 10_000 }), 1, { kind: "blocked", required: 1, remaining: 0 }],
    ["an unlimited plan", sub({ character_limit: -1, character_count: 1e9 }), 5_000, { kind: "ok" }],
    ["overage within the allowance", sub({ ...creatorExtending, character_count: 99_500 }), 1_000, { kind: "billed", overage: 500 }],
    ["already past the limit", sub({ ...creatorExtending, character_count: 100_200 }), 300, { kind: "billed", overage: 300 }],
    ["under the limit with extension on", sub({ ...creatorExtending, character_count: 0 }), 1_000, { kind: "ok" }],
    ["past the allowance", sub({ ...creatorExtending, character_count: 99_500 }), 2_000, { kind: "blocked", required: 2_000, remaining: 1_500 }],
  ] as const)("%s", (_name, subscription, length, expected) => {
    expect(textQuotaStatus(subscription, length)).toEqual(expected);
  });
});

describe("textQuotaMessage", () => {
  it("says nothing when the text fits", () => {
    expect(textQuotaMessage({ kind: "ok" }, "free")).toBeNull();
  });

  it("writes the numbers out and names the plan with usage-based billing on a plan without it", () => {
    expect(textQuotaMessage({ kind: "blocked", required: 10_500, remaining: 10_000 }, "free")).toBe(
      "This text needs 10,500 characters and your plan has only 10,000 left this month. Shorten the text or change your plan. Usage-based billing for extra characters starts with the Creator plan.",
    );
    expect(textQuotaMessage({ kind: "blocked", required: 12, remaining: 0 }, "creator")).toBe(
      "This text needs 12 characters and your plan has none left this month. Shorten the text or change your plan.",
    );
  });

  it("says the overage will be billed", () => {
    expect(textQuotaMessage({ kind: "billed", overage: 1_500 }, "creator")).toBe("1,500 characters go past your plan's monthly limit and will be billed as usage-based overage.");
    expect(textQuotaMessage({ kind: "billed", overage: 1 }, "creator")).toBe("1 character goes past your plan's monthly limit and will be billed as usage-based overage.");
  });
});

describe("formatInteger", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [10_500, "10,500"],
    [1_234_567, "1,234,567"],
  ])("%d is %s", (n, text) => {
    expect(formatInteger(n)).toBe(text);
  });
});
