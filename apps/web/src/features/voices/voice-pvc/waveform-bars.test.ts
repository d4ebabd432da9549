import { describe, expect, it } from "vitest";
import { MIN_BAR, waveformBars } from "./waveform-bars";

describe("waveform bars", () => {
  it("takes the loudest peak of each stretch and scales the loudest bar to full height", () => {
    expect(waveformBars([0.1, 0.2, 0.05, 0.4, 0.3, 0.1], 3)).toEqual([0.5, 1, 0.75]);
  });

  it("keeps one bar per peak when there are fewer peaks than bars", () => {
    expect(waveformBars([0.25, 0.5], 10)).toEqual([0.5, 1]);
  });

  it("draws silence as the thinnest bar, and quiet parts no thinner", () => {
    expect(waveformBars([0, 0, 0], 3)).toEqual([MIN_BAR, MIN_BAR, MIN_BAR]);
    expect(waveformBars([0.001, 1], 2)).toEqual([MIN_BAR, 1]);
  });

  it("covers every peak when the count does not divide them", () => {
    const peaks = Array.from({ length: 1000 }, (_, i) => (i === 999 ? 0.8 : 0.1));
    const bars = waveformBars(peaks, 64);
    expect(bars).toHaveLength(64);
    expect(bars[63]).toBe(1);
    expect(bars[0]).toBe(0.125);
  });

  it("clamps values out of range and ignores what is not a number", () => {
    expect(waveformBars([2, -0.5, Number.NaN, 0.25], 4)).toEqual([1, 0.5, MIN_BAR, 0.25]);
  });

  it("has no bars without peaks or without room", () => {
    expect(waveformBars([], 10)).toEqual([]);
    expect(waveformBars([0.5], 0)).toEqual([]);
  });
});
