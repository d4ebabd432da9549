import { describe, expect, it } from "vitest";
import { correctWithKeyterms, editDistance, keytermMatch, keytermProblem, letterDifference, soundKey } from "./keyterms";

const heard = (...texts: string[]) => texts.map((text, i) => ({ text, start: i, end: i + 0.5, probability: 0.9 - i * 0.1 }));

describe("keytermProblem (the ElevenLabs limits)", () => {
  it.each([
    ["Vocable", null],
    ["technical term", null],
    ["a b c d e", null],
    ["", /empty/],
    ["   ", /empty/],
    ["a b c d e f", /5 words/],
    ["x".repeat(50), /49 characters/],
    ["x".repeat(49), null],
    ["<tag>", /cannot contain/],
    ["a\\b", /cannot contain/],
    ["{x}", /cannot contain/],
  ])("%j → %s", (term, problem) => {
    const found = keytermProblem(term);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
  });
});

describe("keytermMatch", () => {
  it.each([
    ["vocable", "Vocable", 1],
    ["voca bull", "Vocable", 0.8], // sounds alike (FKBL), spelled 5/8 alike
    ["kubernetes", "Kubernetes", 1],
    ["cuber netties", "Kubernetes", 0.8], // sounds alike
    ["fonetic", "phonetic", 0.8], // sounds alike
    ["recieve", "receive", 0.8], // spelled 5/7 alike, sounds alike // k/s: same sound key
    ["elevenlaps", "ElevenLabs", 0.9],
    ["the", "tha", 0], // short terms: exact only
    ["cat", "Cat", 1],
    ["house", "Kubernetes", 0],
    ["dog", "Vocable", 0],
    ["", "Vocable", 0],
  ])("%j against %j → %d", (text, term, score) => {
    expect(keytermMatch(text, term)).toBeCloseTo(score, 5);
  });

  it("edit distance and sound keys", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
    // A lower bound of the distance, never above it.
    for (const [a, b] of [["kitten", "sitting"], ["abc", "cba"], ["vocable", "vocabull"], ["", "xy"]] as const) {
      expect(letterDifference(a, b)).toBeLessThanOrEqual(editDistance(a, b));
    }
    expect(letterDifference("kitten", "sitting")).toBe(3);
    expect(letterDifference("abc", "cba")).toBe(0);
    expect(soundKey("phonetic")).toBe(soundKey("fonetic"));
    expect(soundKey("vocable")).toBe(soundKey("vocabull"));
    expect(soundKey("house")).not.toBe(soundKey("mouse"));
  });
});

describe("correctWithKeyterms", () => {
  it("replaces a close run by the keyterm, keeps its times and its least sure probability", () => {
    const { words, corrections } = correctWithKeyterms(heard("i", "use", "voca", "bull", "daily"), ["Vocable"]);
    expect(words.map((w) => w.text)).toEqual(["i", "use", "Vocable", "daily"]);
    expect(words[2]).toMatchObject({ start: 2, end: 3.5 });
    expect(words[2]!.probability).toBeCloseTo(0.6);
    expect(corrections).toEqual([{ heard: "voca bull", keyterm: "Vocable" }]);
  });

  it.each([
    [["the", "quick", "brown", "fox"], ["quick brown"], ["the", "quick brown", "fox"], 0], // the same words: merged, not a correction,
    [["the", "quick", "brown", "fox"], ["Fox"], ["the", "quick", "brown", "Fox"], 1],
    [["the", "quick", "brown", "fox"], ["Kubernetes"], ["the", "quick", "brown", "fox"], 0],
    [["the", "quick", "brown", "fox"], [], ["the", "quick", "brown", "fox"], 0],
    [["eleven", "labs", "rocks"], ["ElevenLabs"], ["ElevenLabs", "rocks"], 1],
    [["fox"], ["fox"], ["fox"], 0], // already right: not a correction
    [["the", "quick", "brown", "fox"], ["Quick Brown Fox"], ["the", "Quick Brown Fox"], 1], // not "the quick brown fox" (close): the exact run a word later
  ])("%j with %j → %j (%d corrections)", (texts, terms, expected, count) => {
    const result = correctWithKeyterms(heard(...texts), terms);
    expect(result.words.map((w) => w.text)).toEqual(expected);
    expect(result.corrections).toHaveLength(count);
  });
});
