import { describe, expect, it } from "vitest";
import { clampLiveSeek } from "./live-seek";

describe("clampLiveSeek", () => {
  it("keeps a live seek inside the audio that has arrived", () => {
    expect(clampLiveSeek(5, 12, { start: 0, end: 12 })).toBe(5);
    expect(clampLiveSeek(30, 12, { start: 0, end: 12 })).toBe(12);
    expect(clampLiveSeek(-3, 12, { start: 0, end: 12 })).toBe(0);
  });

  it("does not seek back into audio removed to make room", () => {
    expect(clampLiveSeek(10, 900, { start: 600, end: 900 })).toBe(600);
  });

  it("while the duration is still unknown, only the window bounds the target", () => {
    expect(clampLiveSeek(4, Number.NaN, { start: 0, end: 2.5 })).toBe(2.5);
  });

  it("after the stream ended, clamps to the duration as for any item", () => {
    expect(clampLiveSeek(80, 61.2, null)).toBe(61.2);
    expect(clampLiveSeek(Number.NaN, 61.2, null)).toBe(0);
  });
});
