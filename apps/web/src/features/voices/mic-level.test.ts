import { describe, expect, it } from "vitest";
import { meterFraction, rms } from "./mic-level";

describe("rms", () => {
  it("is the root mean square of the samples", () => {
    expect(rms([])).toBe(0);
    expect(rms([0, 0, 0])).toBe(0);
    expect(rms([0.5, -0.5, 0.5, -0.5])).toBeCloseTo(0.5);
    expect(rms(Float32Array.from([1, 0, 0, 0]))).toBeCloseTo(0.5);
  });
});

describe("meterFraction", () => {
  it.each([
    [0, 0],
    [-0.1, 0],
    [Number.NaN, 0],
    [0.001, 0],
    [0.0001, 0],
    [1, 1],
    [2, 1],
    [0.1, 2 / 3],
    [0.01, 1 / 3],
  ])("level %d fills %d of the bar", (level, fraction) => {
    expect(meterFraction(level)).toBeCloseTo(fraction);
  });

  it("grows with the level", () => {
    expect(meterFraction(0.05)).toBeGreaterThan(meterFraction(0.02));
  });
});
