/**
 * Realtime transcription's partial transcripts: the uncommitted audio is recognised again as it
 * grows, but the part of it an earlier partial already heard and that lies well before the end is
 * settled (its words kept as they were heard) so each new partial recognises only the rest.
 * The cut falls in a pause between two words, never inside one.
 */

/** A pause between two heard words at least this long (seconds) is a place to cut. */
export const PARTIAL_SETTLE_GAP_SECONDS = 0.2;
/** Audio this close to the end (seconds) is never settled: the recogniser may still change its words. */
export const PARTIAL_SETTLE_MARGIN_SECONDS = 2;

/** A heard word and its times (seconds into the recognised audio). */
export interface TimedWord {
  text: string;
  start: number;
  end: number;
}

/**
 * How many of `words` (heard in `seconds` of audio) to settle, and where the cut is (seconds, the
 * middle of the pause after the last settled word): the last pause of at least
 * {@link PARTIAL_SETTLE_GAP_SECONDS} that ends at least {@link PARTIAL_SETTLE_MARGIN_SECONDS}
 * before the end. Null when there is none.
 */
export function partialSettlePoint(words: readonly TimedWord[], seconds: number): { count: number; cutSeconds: number } | null {
  for (let i = words.length - 2; i >= 0; i--) {
    const pauseStart = words[i].end;
    const pauseEnd = words[i + 1].start;
    if (pauseEnd > seconds - PARTIAL_SETTLE_MARGIN_SECONDS) continue;
    if (pauseEnd - pauseStart >= PARTIAL_SETTLE_GAP_SECONDS - 1e-9) return { count: i + 1, cutSeconds: (pauseStart + pauseEnd) / 2 };
  }
  return null;
}
