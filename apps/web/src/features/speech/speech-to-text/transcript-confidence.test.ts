import { describe, expect, it } from "vitest";
import { completedStatusLabel, lowConfidenceLegend, lowConfidenceMessage, transcriptConfidence } from "./transcript-confidence";

const word = (logprob: number) => ({ type: "word", logprob });
const spacing = { type: "spacing", logprob: 0 };

describe("transcriptConfidence", () => {
  it.each([
    [[], { words: 0, lowConfidenceWords: 0, low: false }],
    [[word(0), spacing, word(-0.1)], { words: 2, lowConfidenceWords: 0, low: false }],
    [[word(-3), spacing, word(0), spacing, word(0), spacing, word(0)], { words: 4, lowConfidenceWords: 1, low: false }],
    [[word(-3), spacing, word(-1.5), spacing, word(0), spacing, word(0)], { words: 4, lowConfidenceWords: 2, low: true }],
  ])("%j -> %j", (words, expected) => {
    expect(transcriptConfidence(words)).toEqual(expected);
  });
});

describe("confidence texts", () => {
  it("says how much was unsure, what it means and what to do", () => {
    const message = lowConfidenceMessage({ words: 40, lowConfidenceWords: 17 });
    expect(message).toContain("The recogniser was unsure of much of this transcript (17 of its 40 words, underlined with dots)");
    expect(message).toContain("Play the audio to check it");
  });

  it.each([
    [1, "1 word the recogniser was unsure of is underlined with dots."],
    [3, "3 words the recogniser was unsure of are underlined with dots."],
  ])("legend for %d", (count, expected) => {
    expect(lowConfidenceLegend(count)).toBe(expected);
  });

  it("marks the status of a low-confidence transcript", () => {
    expect(completedStatusLabel({ words: 4, lowConfidenceWords: 2, low: true })).toBe("Completed, low confidence");
    expect(completedStatusLabel({ words: 4, lowConfidenceWords: 1, low: false })).toBe("Completed");
  });
});
