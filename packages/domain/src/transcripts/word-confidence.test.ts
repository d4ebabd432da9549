import { describe, expect, it } from "vitest";
import { logprobOf } from "./transcript-words";
import { countWordConfidence, isLowConfidenceTranscript, isLowConfidenceWord, LOW_CONFIDENCE_LOGPROB } from "./word-confidence";

describe("isLowConfidenceWord", () => {
  it.each([
    [{ type: "word", logprob: 0 }, false],
    [{ type: "word", logprob: logprobOf(0.9) }, false],
    [{ type: "word", logprob: logprobOf(0.5) }, false],
    [{ type: "word", logprob: logprobOf(0.3) }, false],
    [{ type: "word", logprob: LOW_CONFIDENCE_LOGPROB }, false],
    [{ type: "word", logprob: LOW_CONFIDENCE_LOGPROB - 0.0001 }, true],
    [{ type: "word", logprob: logprobOf(0.29) }, true],
    [{ type: "word", logprob: logprobOf(0) }, true],
    [{ type: "word", logprob: Number.NaN }, true],
    [{ logprob: -3 }, true],
    [{ type: "spacing", logprob: -20 }, false],
    [{ type: "audio_event", logprob: -20 }, false],
  ])("%j is low-confidence: %s", (word, expected) => {
    expect(isLowConfidenceWord(word)).toBe(expected);
  });
});

describe("countWordConfidence", () => {
  it("counts words and low-confidence words, not spacing", () => {
    const words = [
      { type: "word", logprob: 0 },
      { type: "spacing", logprob: 0 },
      { type: "word", logprob: -2 },
      { type: "spacing", logprob: -20 },
      { type: "word", logprob: -0.1 },
    ];
    expect(countWordConfidence(words)).toEqual({ words: 3, lowConfidenceWords: 1 });
    expect(countWordConfidence([])).toEqual({ words: 0, lowConfidenceWords: 0 });
  });
});

describe("isLowConfidenceTranscript", () => {
  it.each([
    // No words: nothing to be unsure of.
    [0, 0, false],
    // One unsure word alone, or of two, is not much of a transcript.
    [1, 1, false],
    [2, 1, false],
    // Two or more, and at least 35 % of the words.
    [2, 2, true],
    [3, 2, true],
    [10, 4, true],
    [10, 3, false],
    [100, 34, false],
    [100, 35, true],
    [100, 100, true],
  ])("%d words, %d unsure: %s", (words, lowConfidenceWords, expected) => {
    expect(isLowConfidenceTranscript({ words, lowConfidenceWords })).toBe(expected);
  });
});
