import { describe, expect, it } from "vitest";
import { buildCharacterAlignment, type CharacterAlignment } from "./character-alignment";

function expectWellFormed(a: CharacterAlignment, text: string, duration: number) {
  expect(a.characters.join("")).toBe(text);
  expect(a.character_start_times_seconds).toHaveLength(a.characters.length);
  expect(a.character_end_times_seconds).toHaveLength(a.characters.length);
  let previous = 0;
  a.characters.forEach((_, i) => {
    const start = a.character_start_times_seconds[i];
    const end = a.character_end_times_seconds[i];
    expect(start).toBeGreaterThanOrEqual(previous);
    expect(end).toBeGreaterThanOrEqual(start);
    previous = start;
  });
  if (a.characters.length > 0) expect(a.character_end_times_seconds.at(-1)).toBeCloseTo(duration, 3);
}

describe("buildCharacterAlignment", () => {
  it("spreads word time over letters and gives gaps to spaces and punctuation", () => {
    const text = "Hi, you.";
    const a = buildCharacterAlignment(text, [
      { start: 0, end: 2, startTime: 0.1, endTime: 0.3 },
      { start: 4, end: 7, startTime: 0.5, endTime: 0.8 },
    ], 1);
    expectWellFormed(a, text, 1);
    // "Hi" starts the text, so it also takes the leading silence (0..0.1).
    expect(a.character_start_times_seconds).toEqual([0, 0.15, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8]);
    expect(a.character_end_times_seconds).toEqual([0.15, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 1]);
  });

  it("repairs overlapping, out-of-order and out-of-range words", () => {
    const text = "one two three";
    const a = buildCharacterAlignment(text, [
      { start: 4, end: 7, startTime: 0.9, endTime: 0.5 },
      { start: 0, end: 5, startTime: 0.2, endTime: 1.5 },
      { start: 8, end: 40, startTime: 2, endTime: 9 },
    ], 2.5);
    expectWellFormed(a, text, 2.5);
  });

  it("covers text without any words, and empty text", () => {
    expectWellFormed(buildCharacterAlignment("...", [], 0.3), "...", 0.3);
    expect(buildCharacterAlignment("", [], 0)).toEqual({ characters: [], character_start_times_seconds: [], character_end_times_seconds: [] });
  });

  it("counts characters as code points (emoji stay whole) and applies the offset", () => {
    const text = "a 😀 b";
    const a = buildCharacterAlignment(text, [{ start: 0, end: 1, startTime: 0, endTime: 0.2 }, { start: 5, end: 6, startTime: 0.6, endTime: 0.8 }], 1, 10);
    expect(a.characters).toEqual(["a", " ", "😀", " ", "b"]);
    expect(a.character_start_times_seconds[0]).toBe(10);
    expect(a.character_end_times_seconds.at(-1)).toBe(11);
  });
});
