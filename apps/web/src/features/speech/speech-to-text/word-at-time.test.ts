import type { SpeechToTextWord } from "@vocable/contract";
import { describe, expect, it } from "vitest";
import { spokenWords, wordIndexAt, type WordSpan } from "./word-at-time";

const SPANS: WordSpan[] = [
  { start: 0, end: 0.5 },
  { start: 0.6, end: 1.2 },
  { start: 1.5, end: 1.8 },
  { start: 1.9, end: 2.0 },
];

describe("wordIndexAt", () => {
  it.each([
    [-0.1, -1, "before the first word"],
    [0, 0, "at a word's start"],
    [0.49, 0, "inside a word"],
    [0.5, -1, "at a word's end (the end is not in the word)"],
    [0.55, -1, "between words"],
    [0.6, 1, "at the next word's start"],
    [1.3, -1, "in a pause"],
    [1.95, 3, "in the last word"],
    [2.0, -1, "at the last word's end"],
    [5, -1, "after the last word"],
    [Number.NaN, -1, "at an unknown time"],
  ])("at %s s gives %s (%s)", (time, index) => {
    expect(wordIndexAt(SPANS, time)).toBe(index);
  });

  it("finds nothing in no words", () => {
    expect(wordIndexAt([], 1)).toBe(-1);
  });

  it("does not let an empty word hide the word that starts with it", () => {
    expect(wordIndexAt([{ start: 1, end: 2 }, { start: 1, end: 1 }], 1.5)).toBe(0);
    expect(wordIndexAt([{ start: 1, end: 1 }, { start: 1, end: 2 }], 1)).toBe(1);
  });

  it("is a binary search: about log2(n) reads in 100,000 words", () => {
    const spans = Array.from({ length: 100_000 }, (_, i) => ({ start: i, end: i + 0.9 }));
    let reads = 0;
    const counted = new Proxy(spans, {
      get(target, key, receiver) {
        if (typeof key === "string" && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    for (const time of [0.1, 12_345.5, 99_999.2, 50_000.95]) {
      reads = 0;
      const index = wordIndexAt(counted, time);
      expect(index).toBe(time % 1 < 0.9 ? Math.floor(time) : -1);
      expect(reads).toBeLessThanOrEqual(22);
    }
  });
});

describe("spokenWords", () => {
  it("leaves out spacing and keeps each word's index in the transcript's words", () => {
    const words: SpeechToTextWord[] = [
      { text: "Hi", start: 0, end: 0.4, type: "word", speaker_id: null, logprob: 0 },
      { text: " ", start: 0.4, end: 0.5, type: "spacing", speaker_id: null, logprob: 0 },
      { text: "(laughs)", start: 0.5, end: 1, type: "audio_event", speaker_id: null, logprob: 0 },
    ];
    expect(spokenWords(words)).toEqual([
      { start: 0, end: 0.4, index: 0 },
      { start: 0.5, end: 1, index: 2 },
    ]);
  });
});
