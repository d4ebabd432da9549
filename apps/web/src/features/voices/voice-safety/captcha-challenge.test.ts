import { describe, expect, it } from "vitest";
import { CHALLENGE_LENGTH, CHALLENGE_WORDS, challengeMatches, newChallenge } from "./captcha-challenge";
import { withSeenVoice } from "./seen-voices";

/** A repeatable `random` (a small linear congruential generator). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe("captcha challenge", () => {
  it("draws three different words from the list", () => {
    for (let seed = 1; seed < 50; seed += 1) {
      const words = newChallenge(seeded(seed));
      expect(words).toHaveLength(CHALLENGE_LENGTH);
      expect(new Set(words).size).toBe(CHALLENGE_LENGTH);
      for (const word of words) expect(CHALLENGE_WORDS).toContain(word);
    }
  });

  it("copes with a random source at its edges", () => {
    expect(newChallenge(() => 0)).toEqual(CHALLENGE_WORDS.slice(0, 3));
    expect(newChallenge(() => 0.9999999)).toHaveLength(3);
  });

  it("has unique words", () => {
    expect(new Set(CHALLENGE_WORDS).size).toBe(CHALLENGE_WORDS.length);
  });

  it("matches the words in order, whatever the case, spacing and punctuation", () => {
    const words = ["amber", "river", "tiger"];
    expect(challengeMatches(words, "amber river tiger")).toBe(true);
    expect(challengeMatches(words, "  Amber,  RIVER tiger. ")).toBe(true);
    expect(challengeMatches(words, "amber tiger river")).toBe(false);
    expect(challengeMatches(words, "amber river")).toBe(false);
    expect(challengeMatches(words, "amber river tiger tiger")).toBe(false);
    expect(challengeMatches(words, "amberrivertiger")).toBe(false);
    expect(challengeMatches(words, "")).toBe(false);
    expect(challengeMatches([], "")).toBe(false);
  });
});

describe("seen voices", () => {
  it("adds a voice once, at the end, and keeps the newest ones", () => {
    expect(withSeenVoice([], "a")).toEqual(["a"]);
    expect(withSeenVoice(["a", "b"], "a")).toEqual(["b", "a"]);
    expect(withSeenVoice(["a", "b", "c"], "d", 3)).toEqual(["b", "c", "d"]);
  });
});
