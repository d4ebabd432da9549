import { describe, expect, it } from "vitest";
import { MIN_LOGPROB, logprobOf, splitEvenly, toTranscriptWords, transcriptText } from "./transcript-words";

const heard = [
  { text: "hello", start: 0.1, end: 0.5, probability: 1 },
  { text: "world", start: 0.62, end: 1.0004, probability: 0.5 },
];

describe("toTranscriptWords", () => {
  it("puts a spacing entry over the gap between words", () => {
    expect(toTranscriptWords(heard, "word")).toEqual([
      { text: "hello", start: 0.1, end: 0.5, type: "word", speaker_id: null, logprob: 0 },
      { text: " ", start: 0.5, end: 0.62, type: "spacing", speaker_id: null, logprob: 0 },
      { text: "world", start: 0.62, end: 1, type: "word", speaker_id: null, logprob: -0.6931 },
    ]);
  });

  it("keeps no words for granularity none", () => {
    expect(toTranscriptWords(heard, "none")).toEqual([]);
  });

  it("shares a word's span between its characters for granularity character", () => {
    const [first] = toTranscriptWords([{ text: "abcd", start: 1, end: 2, probability: 1 }], "character");
    expect(first!.characters).toEqual([
      { text: "a", start: 1, end: 1.25 },
      { text: "b", start: 1.25, end: 1.5 },
      { text: "c", start: 1.5, end: 1.75 },
      { text: "d", start: 1.75, end: 2 },
    ]);
  });

  it("never lets a spacing run backwards when words overlap", () => {
    const words = toTranscriptWords([{ text: "a", start: 0, end: 1, probability: 1 }, { text: "b", start: 0.9, end: 2, probability: 1 }], "word");
    expect(words[1]).toMatchObject({ type: "spacing", start: 1, end: 1 });
  });

  it("carries speaker ids", () => {
    expect(toTranscriptWords([{ text: "a", start: 0, end: 1, probability: 1, speakerId: "speaker_1" }], "word")[0]!.speaker_id).toBe("speaker_1");
  });
});

describe("logprobOf", () => {
  it.each([
    [1, 0],
    [0.5, -0.6931],
    [0, MIN_LOGPROB],
    [Number.NaN, MIN_LOGPROB],
    [1e-30, MIN_LOGPROB],
    [2, 0],
  ])("logprobOf(%d) is %d", (p, expected) => {
    expect(logprobOf(p)).toBe(expected);
  });
});

describe("splitEvenly and transcriptText", () => {
  it("handles an empty word and joins words", () => {
    expect(splitEvenly("", 0, 1)).toEqual([]);
    expect(transcriptText(heard)).toBe("hello world");
  });
});
