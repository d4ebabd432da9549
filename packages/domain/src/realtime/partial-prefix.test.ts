import { describe, expect, it } from "vitest";
import { partialSettlePoint, type TimedWord } from "./partial-prefix";

const w = (text: string, start: number, end: number): TimedWord => ({ text, start, end });

describe("partialSettlePoint", () => {
  it.each([
    ["no words", [], 5, null],
    ["one word", [w("hello", 0.1, 0.5)], 5, null],
    ["words without a pause between them", [w("a", 0, 0.5), w("b", 0.5, 1), w("c", 1.05, 1.5)], 6, null],
    ["a pause, well before the end", [w("one", 0, 0.5), w("two", 0.9, 1.4), w("three", 1.45, 2)], 6, { count: 1, cutSeconds: 0.7 }],
    ["the last such pause", [w("a", 0, 0.4), w("b", 0.8, 1.2), w("c", 1.6, 2)], 6, { count: 2, cutSeconds: 1.4 }],
    ["a pause too near the end is skipped for an earlier one", [w("a", 0, 0.4), w("b", 0.8, 1.2), w("c", 2.5, 3)], 4, { count: 1, cutSeconds: 0.6 }],
    ["a pause just long enough", [w("a", 0, 0.4), w("b", 0.6, 1)], 3, { count: 1, cutSeconds: 0.5 }],
    ["a pause ending exactly at the margin", [w("a", 0, 0.4), w("b", 1, 1.4)], 3, { count: 1, cutSeconds: 0.7 }],
    ["only pauses inside the margin", [w("a", 0, 0.4), w("b", 1, 1.4)], 2.5, null],
  ] as const)("%s", (_name, words, seconds, expected) => {
    const point = partialSettlePoint(words, seconds);
    if (expected === null) expect(point).toBeNull();
    else expect({ count: point!.count, cutSeconds: Math.round(point!.cutSeconds * 1000) / 1000 }).toEqual(expected);
  });
});
