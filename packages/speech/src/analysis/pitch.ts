/**
 * Pitch (fundamental frequency) tracking by normalised autocorrelation over 40 ms frames.
 *
 * Crude but independent of any engine and cheap (~10 ms of work per second of 16 kHz audio):
 * enough to tell a low voice from a high one, to set an eSpeak NG variant's pitch from a voice
 * sample and to check the result. Octave errors are possible on single frames; the summary
 * figures are percentiles, which shrug them off.
 */

/** Length of an analysis frame (and the hop between frames). */
export const PITCH_FRAME_SECONDS = 0.04;

export interface PitchRange {
  /** Lowest pitch searched, Hz (default 60). */
  min: number;
  /** Highest pitch searched, Hz (default 400). */
  max: number;
}

export interface PitchTrack {
  /** One value per {@link PITCH_FRAME_SECONDS} frame from the start: the pitch in Hz, or null (quiet or unvoiced). */
  frames: (number | null)[];
  /** Median pitch of the voiced frames, Hz; null when no frame is voiced. */
  median: number | null;
  /** 10th percentile, Hz (the low end of the voice's usual range). */
  low: number | null;
  /** 90th percentile, Hz (the high end). */
  high: number | null;
  /** Voiced frames over all frames (silence included): 0..1. */
  voicedFraction: number;
  /**
   * Mean autocorrelation peak of the voiced frames, 0.6..1: how cleanly periodic the voice is
   * (breathy or rough voices score lower); null when no frame is voiced.
   */
  periodicity: number | null;
}

const DEFAULT_RANGE: PitchRange = { min: 60, max: 400 };
/** A frame quieter than this fraction of the audio's peak is not analysed. */
const LOUDNESS_GATE = 0.1;
/** Autocorrelation peak above which a frame counts as voiced. */
const VOICING_THRESHOLD = 0.6;

/** The value at fraction `q` (0..1) of sorted values (nearest rank, as the median of an even count takes the upper middle). */
export function percentile(sorted: ArrayLike<number>, q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(sorted.length * q)))];
}

/** The pitch of every 40 ms frame of mono 16-bit audio, with summary figures (see {@link PitchTrack}). */
export function trackPitch(samples: Int16Array, sampleRate: number, range: PitchRange = DEFAULT_RANGE): PitchTrack {
  if (!(range.min > 0 && range.max > range.min)) throw new RangeError(`pitch range must be 0 < min < max, got ${range.min}..${range.max}`);
  const frame = Math.round(sampleRate * PITCH_FRAME_SECONDS);
  const minLag = Math.floor(sampleRate / range.max);
  const maxLag = Math.ceil(sampleRate / range.min);
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  const frames: (number | null)[] = [];
  const voiced: number[] = [];
  let scoreSum = 0;
  for (let start = 0; start + frame + maxLag < samples.length; start += frame) {
    frames.push(null);
    let energy = 0;
    for (let i = start; i < start + frame; i++) energy += samples[i] * samples[i];
    // Only loud frames: silence and quiet consonants have no pitch worth measuring.
    if (energy === 0 || Math.sqrt(energy / frame) < peak * LOUDNESS_GATE) continue;
    let bestLag = 0;
    let best = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let dot = 0;
      let shifted = 0;
      for (let i = start; i < start + frame; i++) {
        dot += samples[i] * samples[i + lag];
        shifted += samples[i + lag] * samples[i + lag];
      }
      const score = dot / Math.sqrt(energy * shifted || 1);
      if (score > best) {
        best = score;
        bestLag = lag;
      }
    }
    // Voiced frames repeat strongly at their period.
    if (best > VOICING_THRESHOLD && bestLag > 0) {
      const pitch = sampleRate / bestLag;
      frames[frames.length - 1] = pitch;
      voiced.push(pitch);
      scoreSum += best;
    }
  }
  const sorted = voiced.sort((a, b) => a - b);
  const some = sorted.length > 0;
  return {
    frames,
    median: some ? percentile(sorted, 0.5) : null,
    low: some ? percentile(sorted, 0.1) : null,
    high: some ? percentile(sorted, 0.9) : null,
    voicedFraction: frames.length ? sorted.length / frames.length : 0,
    periodicity: some ? scoreSum / sorted.length : null,
  };
}

/** The median pitch of the voiced frames of mono 16-bit audio, Hz; null when nothing is voiced. */
export function medianPitchHz(samples: Int16Array, sampleRate: number, range: PitchRange = DEFAULT_RANGE): number | null {
  return trackPitch(samples, sampleRate, range).median;
}
