import { describe, expect, it } from "vitest";
import { floatToInt16, int16ToFloat } from "./pcm-codecs";

describe("floatToInt16", () => {
  it.each([
    [0, 0],
    [1, 32767],
    [-1, -32767],
    [0.5, 16384], // 16383.5 rounds half up
    [-0.5, -16383], // -16383.5 rounds half up too (Math.round)
    [1.5, 32767], // clipped
    [-1.5, -32768], // clipped
    [Number.NaN, 0],
  ])("takes %s to %s at the default scale", (x, want) => {
    expect(floatToInt16([x])[0]).toBe(want);
  });

  it.each([
    [1, 12.5, 13],
    [1, -12.5, -12],
    [1, 40000, 32767],
    [1, -40000, -32768],
    [32768, 0.5, 16384],
  ])("at scale %s takes %s to %s", (scale, x, want) => {
    expect(floatToInt16([x], scale)[0]).toBe(want);
  });
});

describe("int16ToFloat", () => {
  it.each([
    [32767, undefined, 1],
    [-32767, undefined, -1],
    [-32768, 32768, -1],
    [16384, 32768, 0.5],
    [0, undefined, 0],
  ])("takes %s (scale %s) to %s", (sample, scale, want) => {
    expect(int16ToFloat([sample], scale)[0]).toBe(want);
  });

  it("undoes floatToInt16 at the default scale", () => {
    const samples = Int16Array.from([-32768, -32767, -1, 0, 1, 12345, 32767]);
    expect(floatToInt16(int16ToFloat(samples))).toEqual(samples);
  });

  it("writes into a longer array and leaves the rest", () => {
    const out = int16ToFloat([16384], 32768, new Float32Array([9, 9]));
    expect(Array.from(out)).toEqual([0.5, 9]);
  });
});
