import { describe, expect, it } from "vitest";
import { chunkSpan, chunksOf, columnPeaks, timeAt, viewWindow, xAt, type ChunkPeaks } from "./waveform-window";

describe("viewWindow", () => {
  it.each([
    ["starts at 0 early on", 3, 3600, { start: 0, end: 30 }],
    ["keeps 10 s behind the playhead", 100, 3600, { start: 90, end: 120 }],
    ["stops at the end", 3595, 3600, { start: 3570, end: 3600 }],
    ["is the whole of a short media", 5, 12, { start: 0, end: 12 }],
    ["is empty without a length", 0, 0, { start: 0, end: 0 }],
  ])("%s", (_what, playhead, duration, expected) => {
    expect(viewWindow(playhead, duration)).toEqual(expected);
  });
});

describe("chunksOf and chunkSpan", () => {
  it.each([
    [{ start: 0, end: 30 }, 3600, [0]],
    [{ start: 90, end: 120 }, 3600, [3]],
    [{ start: 95, end: 125 }, 3600, [3, 4]],
    [{ start: 3570, end: 3600 }, 3600, [119]],
    [{ start: 0, end: 12 }, 12, [0]],
    [{ start: 0, end: 0 }, 0, []],
  ])("%o of %s s needs chunks %o", (window, duration, expected) => {
    expect(chunksOf(window, duration)).toEqual(expected);
  });
  it("cuts the last chunk at the media's end", () => {
    expect(chunkSpan(2, 75)).toEqual({ start: 60, end: 75 });
  });
});

describe("x and time", () => {
  const window = { start: 10, end: 40 };
  it.each([
    [10, 0],
    [25, 300],
    [40, 600],
  ])("%s s is at x %s", (seconds, x) => {
    expect(xAt(seconds, window, 600)).toBe(x);
    expect(timeAt(x, window, 600)).toBe(seconds);
  });
  it("keeps a click within the window", () => {
    expect(timeAt(-20, window, 600)).toBe(10);
    expect(timeAt(900, window, 600)).toBe(40);
    expect(timeAt(5, window, 0)).toBe(10);
  });
});

describe("columnPeaks", () => {
  const chunk: ChunkPeaks = { start: 0, end: 30, peaks: Array.from({ length: 30 }, (_, i) => i / 30) };
  it("takes the loudest bucket under each column", () => {
    const peaks = columnPeaks({ start: 0, end: 30 }, 3, new Map([[0, chunk]]));
    expect(peaks).toEqual([9 / 30, 19 / 30, 29 / 30]);
  });
  it("leaves columns of chunks not loaded empty", () => {
    const peaks = columnPeaks({ start: 20, end: 40 }, 2, new Map([[0, chunk]]));
    expect(peaks).toEqual([29 / 30, null]);
  });
});
