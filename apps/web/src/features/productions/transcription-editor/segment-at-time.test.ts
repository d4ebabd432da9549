import { describe, expect, it } from "vitest";
import { lastStartingBy, neighbourIndex, segmentIndexAt } from "./segment-at-time";

const segments = [
  { start: 0, end: 2 },
  { start: 3, end: 5 },
  { start: 5, end: 8 },
];

describe("segmentIndexAt", () => {
  it.each([
    [0, 0],
    [1.99, 0],
    [2.5, -1],
    [3, 1],
    [5, 2],
    [8, -1],
    [-1, -1],
  ])("at %s s is %s", (seconds, expected) => {
    expect(segmentIndexAt(segments, seconds)).toBe(expected);
  });
  it("finds nothing in no segments", () => {
    expect(segmentIndexAt([], 1)).toBe(-1);
    expect(lastStartingBy([], 1)).toBe(-1);
  });
  it("finds the segment in a thousand", () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ start: i * 3, end: i * 3 + 2 }));
    expect(segmentIndexAt(many, 1500.5)).toBe(500);
  });
});

describe("neighbourIndex", () => {
  it.each<[string, number, number, 1 | -1, number]>([
    ["next from the segment worked on", 0, 0, 1, 1],
    ["previous from the segment worked on", 2, 0, -1, 1],
    ["kept at the end", 2, 0, 1, 2],
    ["kept at the start", 0, 0, -1, 0],
    ["next from the playhead between segments", -1, 2.5, 1, 1],
    ["previous from the playhead between segments", -1, 2.5, -1, 0],
    ["next from the playhead before everything", -1, -1, 1, 0],
  ])("%s", (_what, from, seconds, direction, expected) => {
    expect(neighbourIndex(segments, from, seconds, direction)).toBe(expected);
  });
  it("is -1 without segments", () => {
    expect(neighbourIndex([], -1, 0, 1)).toBe(-1);
  });
});
