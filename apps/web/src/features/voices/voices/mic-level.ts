/** The microphone meter's arithmetic: the RMS of a block of samples and its place on the bar. */

/** Root mean square of the samples (0 for none). */
export function rms(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) sum += samples[i] * samples[i];
  return Math.sqrt(sum / samples.length);
}

/** The quietest level the bar shows, in dBFS; anything below is an empty bar. */
export const METER_FLOOR_DB = -60;

/**
 * Where an RMS level sits on the bar, 0 to 1, on a decibel scale (speech sits around -30 to
 * -10 dBFS, which a linear bar would show as a sliver): -60 dBFS and below is 0, 0 dBFS is 1.
 */
export function meterFraction(level: number): number {
  if (!(level > 0)) return 0;
  const db = 20 * Math.log10(level);
  return Math.max(0, Math.min(1, (db - METER_FLOOR_DB) / -METER_FLOOR_DB));
}

/** How far the bar may fall per animation frame: a full bar empties in under a second at 60 frames a second. */
export const METER_FALL_PER_FRAME = 0.02;

/**
 * The bar's next position: up at once to a louder level, down gently after it, so a syllable
 * (or a short click) stays visible long enough to be seen.
 */
export function meterStep(shown: number, target: number): number {
  return target >= shown ? target : Math.max(target, shown - METER_FALL_PER_FRAME);
}
