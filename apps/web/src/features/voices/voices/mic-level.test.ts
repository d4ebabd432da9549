import { describe, expect, it } from "vitest";
import { METER_FALL_PER_FRAME, meterFraction, meterStep, rms } from "./mic-level";

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

describe("meterStep", () => {
  it("rises at once and falls by at most one step a frame", () => {
    expect(meterStep(0.2, 0.8)).toBe(0.8);
    expect(meterStep(0.8, 0)).toBeCloseTo(0.8 - METER_FALL_PER_FRAME);
    expect(meterStep(0.8, 0.79)).toBe(0.79);
    expect(meterStep(0.01, 0)).toBe(0);
  });

  it("empties a full bar in under a second of frames", () => {
    let shown = 1;
    for (let frame = 0; frame < 60; frame += 1) shown = meterStep(shown, 0);
    expect(shown).toBe(0);
  });
});
