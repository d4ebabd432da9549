import { describe, expect, it } from "vitest";
import { MAX_SEED, VARIATION_COUNT, randomSeed, variationSeeds } from "./variation-seeds";

describe("variationSeeds", () => {
  it.each([
    [0, [0, 1, 2, 3]],
    [12345, [12345, 12346, 12347, 12348]],
    [MAX_SEED - 3, [MAX_SEED - 3, MAX_SEED - 2, MAX_SEED - 1, MAX_SEED]],
    [MAX_SEED - 1, [MAX_SEED - 1, MAX_SEED, 0, 1]],
    [MAX_SEED, [MAX_SEED, 0, 1, 2]],
    [MAX_SEED + 1, [0, 1, 2, 3]],
    [-1, [MAX_SEED, 0, 1, 2]],
    [7.9, [7, 8, 9, 10]],
  ])("from %s: %j", (seed, expected) => {
    expect(variationSeeds(seed)).toEqual(expected);
  });

  it("makes four by default, each a uint32", () => {
    expect(VARIATION_COUNT).toBe(4);
    for (const seed of variationSeeds(randomSeed())) {
      expect(Number.isInteger(seed)).toBe(true);
      expect(seed).toBeGreaterThanOrEqual(0);
      expect(seed).toBeLessThanOrEqual(MAX_SEED);
    }
  });
});

describe("randomSeed", () => {
  it.each([
    [0, 0],
    [0.5, 2_147_483_648],
    [0.999999999999, MAX_SEED],
    [1, MAX_SEED],
    [-0.1, 0],
  ])("random() = %s gives %s", (r, expected) => {
    expect(randomSeed(() => r)).toBe(expected);
  });
});
