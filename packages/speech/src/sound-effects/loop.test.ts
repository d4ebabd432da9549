import { describe, expect, it } from "vitest";
import { fadeEnds, seamlessLoop } from "./loop";
import { floatToInt16 } from "../audio/pcm-codecs";
import { finishLevel } from "./level";
import { Random } from "./dsp/random";
import { whiteNoise } from "./dsp/noise";

describe("seamlessLoop", () => {
  it("ends on the sample just before the one it starts on", () => {
    const x = Float32Array.from({ length: 20_000 }, (_, i) => Math.sin(i / 37) + 0.3 * Math.sin(i / 5.3));
    const out = seamlessLoop(x, 6000, 10_000, 3000, 1000);
    expect(out).toHaveLength(10_000);
    // Somewhere in the search window, the cut is where the sound itself continues.
    const o = x.indexOf(out[0]);
    expect(o).toBeGreaterThanOrEqual(5000);
    expect(o).toBeLessThanOrEqual(6000);
    expect(out[out.length - 1]).toBeCloseTo(x[o - 1], 6);
    // Away from the crossfade, the original.
    expect(out[100]).toBe(x[o + 100]);
  });

  it("refuses when there is no sound before the cut to fade into", () => {
    expect(() => seamlessLoop(new Float32Array(100), 10, 50, 20, 5)).toThrow(RangeError);
  });
});

describe("fadeEnds", () => {
  it("starts and ends at exactly zero", () => {
    const x = new Float32Array(1000).fill(0.5);
    fadeEnds(x, 50, 100);
    expect(x[0]).toBe(0);
    expect(x[999]).toBe(0);
    expect(x[500]).toBe(0.5);
  });
});

describe("finishLevel", () => {
  it("brings any level near the ceiling without exceeding it", () => {
    for (const scale of [1e-4, 1, 50]) {
      const x = whiteNoise(44_100, new Random(3)).map((v) => v * scale);
      const out = floatToInt16(finishLevel(x, -1));
      const peak = Math.max(...Array.from(out, Math.abs)) / 32768;
      expect(20 * Math.log10(peak)).toBeLessThanOrEqual(-1);
      expect(20 * Math.log10(peak)).toBeGreaterThan(-3);
    }
  });

  it("lets rare peaks round off rather than set the level", () => {
    // A body at 0.01 with one peak five times louder: peak normalising would leave the body at 0.18.
    const x = new Float32Array(44_100).map((_, i) => 0.01 * Math.sin(i / 10));
    x[1000] = 0.05;
    const out = finishLevel(x, -1);
    expect(Math.max(...Array.from(out.subarray(2000, 3000), Math.abs))).toBeGreaterThan(0.3);
    expect(Math.abs(out[1000])).toBeLessThanOrEqual(10 ** (-1 / 20));
  });
});

describe("Random", () => {
  it("repeats per seed and forks independent streams", () => {
    const a = new Random(42), b = new Random(42);
    expect([a.next(), a.next()]).toEqual([b.next(), b.next()]);
    expect(new Random(42).fork("x").next()).not.toBe(new Random(42).fork("y").next());
    expect(new Random(42).fork("x").next()).toBe(new Random(42).fork("x").next());
  });
});
