import { SOUND_EFFECT_CATEGORIES } from "@vocable/contract";
import { describe, expect, it } from "vitest";
import { SOUND_CATEGORIES, isSoundCategory, soundCategoryLabel } from "./sound-categories";

describe("sound categories", () => {
  it("are the contract's, in its order, each with a name", () => {
    expect(SOUND_CATEGORIES).toEqual([...SOUND_EFFECT_CATEGORIES]);
    for (const category of SOUND_CATEGORIES) expect(soundCategoryLabel(category)).toMatch(/^[A-Z]/);
  });

  it.each([
    ["weather", true],
    ["ui", true],
    ["Weather", false],
    ["", false],
    ["toString", false],
    ["__proto__", false],
    [null, false],
  ])("isSoundCategory(%j) is %s", (value, expected) => {
    expect(isSoundCategory(value)).toBe(expected);
  });

  it.each([
    ["ui", "Interface sounds"],
    ["weather", "Weather"],
    ["mystery", "mystery"],
  ])("names %s %s", (category, expected) => {
    expect(soundCategoryLabel(category)).toBe(expected);
  });
});
