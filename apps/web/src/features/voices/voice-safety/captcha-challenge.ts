/**
 * The voice-captcha dialog's check (spec voices §4): a few random words the user types back
 * before a voice under CAPTCHA can be used. Pure, so it is unit-tested.
 */

/** Short, unambiguous words (no homophones, nothing that reads two ways). */
export const CHALLENGE_WORDS: readonly string[] = [
  "amber", "anchor", "basket", "bridge", "candle", "canyon", "castle", "cobalt", "copper", "desert",
  "falcon", "forest", "garden", "glacier", "harbor", "island", "jungle", "kettle", "lantern", "marble",
  "meadow", "mirror", "orange", "pepper", "planet", "pocket", "rabbit", "ribbon", "river", "saddle",
  "silver", "spiral", "summit", "tiger", "timber", "tunnel", "velvet", "violet", "walnut", "window",
];

/** How many words a challenge has. */
export const CHALLENGE_LENGTH = 3;

/** A new challenge: `count` different words drawn with `random` (0 <= r < 1). */
export function newChallenge(random: () => number = Math.random, count = CHALLENGE_LENGTH): string[] {
  const pool = [...CHALLENGE_WORDS];
  const words: string[] = [];
  while (words.length < count && pool.length > 0) {
    const index = Math.min(pool.length - 1, Math.floor(random() * pool.length));
    words.push(pool.splice(index, 1)[0]!);
  }
  return words;
}

/** Words of a typed answer: lower case, split on spaces and punctuation. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Whether the typed answer is the challenge's words in order (case, spacing and punctuation aside). */
export function challengeMatches(challenge: readonly string[], typed: string): boolean {
  const answer = wordsOf(typed);
  const expected = challenge.flatMap(wordsOf);
  return expected.length > 0 && answer.length === expected.length && answer.every((word, i) => word === expected[i]);
}
