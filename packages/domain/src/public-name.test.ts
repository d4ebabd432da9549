import { describe, expect, it } from "vitest";
import { PUBLIC_NAME_ADJECTIVES, PUBLIC_NAME_MAX_LENGTH, PUBLIC_NAME_NOUNS, composePublicName } from "./public-name";

describe("composePublicName", () => {
  it.each([
    [0, 0, 0, "amber-anthem-0"],
    [1, 2, 42, "bold-banjo-42"],
    [PUBLIC_NAME_ADJECTIVES.length, PUBLIC_NAME_NOUNS.length, 10_000, "amber-anthem-0"],
    [-1, -1, -1, `${PUBLIC_NAME_ADJECTIVES.at(-1)}-${PUBLIC_NAME_NOUNS.at(-1)}-9999`],
  ])("(%i, %i, %i) -> %s", (a, n, num, expected) => {
    expect(composePublicName(a, n, num)).toBe(expected);
  });

  it("always gives a lower-case adjective-noun-number within the length limit", () => {
    for (const adjective of PUBLIC_NAME_ADJECTIVES.keys()) {
      for (const noun of PUBLIC_NAME_NOUNS.keys()) {
        const name = composePublicName(adjective, noun, 9999);
        expect(name).toMatch(/^[a-z]+-[a-z]+-\d{1,4}$/);
        expect(name.length).toBeLessThanOrEqual(PUBLIC_NAME_MAX_LENGTH);
      }
    }
  });

  it("has no repeated words", () => {
    expect(new Set(PUBLIC_NAME_ADJECTIVES).size).toBe(PUBLIC_NAME_ADJECTIVES.length);
    expect(new Set(PUBLIC_NAME_NOUNS).size).toBe(PUBLIC_NAME_NOUNS.length);
  });
});
