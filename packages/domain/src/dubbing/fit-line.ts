/**
 * How a dubbed line is fitted to the time the original line took: the rule, without the audio.
 * A line has its slot (the original line's start to its end) and may run on into the silence
 * after it, up to the next line's start (or the end of the media): the dubbed speech keeps its
 * natural pace when it fits there, and is sped up only when it does not, at most to
 * {@link FIT_MAX_TEMPO}; what still does not fit is cut. A line shorter than its slot is slowed
 * to fill it, at most to {@link FIT_MIN_TEMPO}, and otherwise ends early (it always starts at the
 * original line's start). Changes within {@link FIT_TEMPO_TOLERANCE} of 1 are not worth a
 * stretch and are left out, unless the speech would then overrun the time it may take.
 */

/** Fastest a dubbed line is played (spoken seconds per second of the track): faster is hard to follow. */
export const FIT_MAX_TEMPO = 1.4;
/** Slowest: a slower line drawls. */
export const FIT_MIN_TEMPO = 0.8;
/** A tempo within this of 1 is played as it is. */
export const FIT_TEMPO_TOLERANCE = 0.03;

export interface LineFit {
  /** Spoken seconds per second of the track (1.25: played 1.25 times as fast; 0.8: slower). */
  tempo: number;
  /** Seconds of the played line (after the tempo) cut from its end to fit; 0 when nothing is cut. */
  cutSeconds: number;
  /** What the line lost, in words (`cut 1.2 s to fit`), or null. */
  warning: string | null;
  /** How long the fitted line plays, in seconds: spokenSeconds / tempo - cutSeconds. */
  seconds: number;
}

const nonNegative = (x: number) => (Number.isFinite(x) && x > 0 ? x : 0);

/**
 * How to fit `spokenSeconds` of dubbed speech to a line whose slot is `slotSeconds` long and
 * which may run on for `maxSeconds` from its start (to the next line or the end; taken as at
 * least the slot: lines that overlap in the source may overlap in the dub). See the module comment.
 */
export function fitLine(slotSeconds: number, maxSeconds: number, spokenSeconds: number): LineFit {
  const slot = nonNegative(slotSeconds);
  const max = Math.max(slot, nonNegative(maxSeconds));
  const spoken = nonNegative(spokenSeconds);
  if (spoken === 0 || max === 0) return { tempo: 1, cutSeconds: spoken, warning: spoken > 0 ? cutWarning(spoken) : null, seconds: 0 };
  // The time it should take: its slot, or as much of the silence after it as it needs.
  const target = spoken <= slot ? slot : Math.min(spoken, max);
  const wanted = spoken / target;
  const tempo = Math.abs(wanted - 1) <= FIT_TEMPO_TOLERANCE && spoken <= max ? 1 : Math.min(FIT_MAX_TEMPO, Math.max(FIT_MIN_TEMPO, wanted));
  const played = spoken / tempo;
  // (Rounding can put a fitted line a hair past its limit: that is no cut.)
  const cutSeconds = played - max > 1e-6 ? played - max : 0;
  return { tempo, cutSeconds, warning: cutSeconds > 0 ? cutWarning(cutSeconds) : null, seconds: Math.min(played, max) };
}

function cutWarning(seconds: number): string {
  return `cut ${Math.max(0.1, Math.round(seconds * 10) / 10).toFixed(1)} s to fit`;
}
