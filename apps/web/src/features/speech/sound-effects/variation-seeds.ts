/**
 * The four variations of one Generate (as ElevenLabs shows them): four requests with the seeds
 * s, s+1, s+2 and s+3 for a random s, so each variation can be made again from its seed. Seeds are
 * unsigned 32-bit numbers (the contract's 0..4294967295) and wrap past the top.
 */

/** Variations made by one Generate. */
export const VARIATION_COUNT = 4;

/** The largest seed the server takes. */
export const MAX_SEED = 4_294_967_295;

const SEED_SPACE = MAX_SEED + 1;

/** A random seed in 0..{@link MAX_SEED}; `random` gives numbers in [0, 1). */
export function randomSeed(random: () => number = Math.random): number {
  const value = Math.floor(random() * SEED_SPACE);
  return Math.min(MAX_SEED, Math.max(0, value));
}

/** The seeds of `count` variations starting at `seed`, each one more than the last, wrapping after {@link MAX_SEED}. */
export function variationSeeds(seed: number, count: number = VARIATION_COUNT): number[] {
  const start = ((Math.floor(seed) % SEED_SPACE) + SEED_SPACE) % SEED_SPACE;
  return Array.from({ length: count }, (_, i) => (start + i) % SEED_SPACE);
}
