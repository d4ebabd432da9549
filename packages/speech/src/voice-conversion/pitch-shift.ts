/**
 * Pitch shifting that keeps the length and the formants: TD-PSOLA (time-domain pitch-synchronous
 * overlap-add, Moulines and Charpentier 1990). Voiced speech is cut into two-period grains
 * centred on one point per period (the pitch marks, at the same phase of every cycle); the grains
 * are laid again closer together (higher) or further apart (lower). Each grain keeps its
 * spectral envelope, so the vowels and the voice's timbre stay while the pitch moves. Unvoiced
 * stretches are copied through grains at a fixed spacing. The factor may change over time (an
 * intonation contour).
 */
import { trackPitch, PITCH_FRAME_SECONDS, type PitchTrack } from "../analysis/pitch";
import { floatToInt16 } from "../audio/pcm-codecs";
import { finish } from "./time-stretch";

/** The lowest and highest factors applied: beyond an octave the grains blur or thin out audibly. */
export const MIN_PITCH_FACTOR = 0.5;
export const MAX_PITCH_FACTOR = 2;
/** Pitch searched for the marks, Hz: low men to high women. */
export const PITCH_SHIFT_RANGE = { min: 60, max: 450 };
/** Spacing of the grains in unvoiced and quiet stretches. */
const UNVOICED_STEP_SECONDS = 0.01;

/** A pitch mark: a sample position, the local period in samples, and whether the speech is voiced there. */
export interface PitchMark {
  position: number;
  period: number;
  voiced: boolean;
}

/** The pitch of each 40 ms frame with lone voiced frames and one-frame octave jumps smoothed out (median of three). */
function smoothedPitch(frames: readonly (number | null)[]): (number | null)[] {
  return frames.map((f, i) => {
    if (f === null) return null;
    const around = [frames[i - 1], f, frames[i + 1]].filter((p): p is number => p !== null && p !== undefined);
    if (around.length === 1) return null; // a voiced frame alone is more likely noise than a vowel
    return around.sort((a, b) => a - b)[Math.floor(around.length / 2)];
  });
}

/** The lag near `expected` (within a fifth of it) where the cycle after `previous` best repeats the one around it. */
function refineMark(x: Float32Array, previous: number, expected: number): number {
  const period = expected - previous;
  const reach = Math.max(1, Math.round(period * 0.2));
  const half = Math.round(period / 2);
  let best = expected;
  let bestScore = -Infinity;
  for (let c = expected - reach; c <= expected + reach; c++) {
    let dot = 0;
    let energy = 1e-9;
    for (let n = -half; n < half; n++) {
      const a = c + n;
      const b = previous + n;
      const xa = a >= 0 && a < x.length ? x[a] : 0;
      dot += xa * (b >= 0 && b < x.length ? x[b] : 0);
      energy += xa * xa;
    }
    const score = dot / Math.sqrt(energy);
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

/** The loudest sample (by magnitude) in [from, to). */
function peakIn(x: Float32Array, from: number, to: number): number {
  let best = from;
  for (let i = from; i < Math.min(to, x.length); i++) if (Math.abs(x[i]) > Math.abs(x[best])) best = i;
  return best;
}

/**
 * One mark per period where the speech is voiced (the first at a cycle's peak, each next one a
 * period on, moved to where the cycle repeats best), and one per {@link UNVOICED_STEP_SECONDS} elsewhere.
 */
export function pitchMarks(samples: Int16Array, sampleRate: number, track: Pick<PitchTrack, "frames"> = trackPitch(samples, sampleRate, PITCH_SHIFT_RANGE)): PitchMark[] {
  const x = Float32Array.from(samples);
  const pitch = smoothedPitch(track.frames);
  const frame = Math.round(sampleRate * PITCH_FRAME_SECONDS);
  const step = Math.round(sampleRate * UNVOICED_STEP_SECONDS);
  const hzAt = (n: number) => pitch[Math.floor(n / frame)] ?? null;
  const marks: PitchMark[] = [];
  for (let n = 0; n < samples.length; ) {
    const hz = hzAt(n);
    const last = marks[marks.length - 1];
    if (hz === null) {
      marks.push({ position: n, period: step, voiced: false });
      n += step;
      continue;
    }
    const period = sampleRate / hz;
    const found = last?.voiced ? refineMark(x, last.position, Math.round(last.position + period)) : peakIn(x, n, n + Math.round(period));
    const position = Math.max(found, (last?.position ?? -1) + 1);
    marks.push({ position, period, voiced: true });
    n = position + Math.max(1, Math.round(period));
  }
  return marks;
}

/**
 * `samples` with its pitch multiplied by `factor` (a number, or a function of the time in seconds
 * for a contour), same length, formants kept. Factors are clamped to
 * {@link MIN_PITCH_FACTOR}..{@link MAX_PITCH_FACTOR}; unvoiced sounds are left as they are. `track`:
 * the audio's pitch frames over {@link PITCH_SHIFT_RANGE} when the caller has them (else measured
 * here; any rate, as frames are 40 ms whatever the rate).
 */
export function shiftPitch(samples: Int16Array, sampleRate: number, factor: number | ((seconds: number) => number), track?: Pick<PitchTrack, "frames">): Int16Array {
  return finish(shiftPitchSteps(samples, sampleRate, factor, track));
}

/**
 * {@link shiftPitch} in steps, for long audio on a thread that must stay responsive: the generator
 * pauses after about `stepSeconds` of output each time and returns the audio.
 */
export function* shiftPitchSteps(
  samples: Int16Array,
  sampleRate: number,
  factor: number | ((seconds: number) => number),
  track?: Pick<PitchTrack, "frames">,
  stepSeconds = 1,
): Generator<void, Int16Array, void> {
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) throw new RangeError(`sample rate must be a positive integer, got ${sampleRate}`);
  const factorAt = typeof factor === "number" ? () => factor : factor;
  if (samples.length === 0) return new Int16Array(0);
  const x = Float32Array.from(samples);
  const marks = pitchMarks(samples, sampleRate, track);
  yield;
  const out = new Float32Array(samples.length);
  const step = Math.max(1, Math.round(stepSeconds * sampleRate));
  let k = 0;
  let pause = marks[0].position + step;
  for (let t = marks[0].position; t < samples.length; ) {
    // The analysis mark nearest the output time: time is kept, only the spacing of grains changes.
    while (k + 1 < marks.length && Math.abs(marks[k + 1].position - t) <= Math.abs(marks[k].position - t)) k++;
    const mark = marks[k];
    const beta = mark.voiced ? Math.min(MAX_PITCH_FACTOR, Math.max(MIN_PITCH_FACTOR, factorAt(t / sampleRate) || 1)) : 1;
    addGrain(x, out, mark, Math.round(t));
    t += mark.period / beta;
    if (t >= pause) {
      pause += step;
      yield;
    }
  }
  return floatToInt16(out, 1); // on the 16-bit scale already
}

/** Adds the grain around `mark` (two periods, Hann-windowed) to `out` centred at `at`. */
function addGrain(x: Float32Array, out: Float32Array, mark: PitchMark, at: number): void {
  const reach = Math.max(1, Math.round(mark.period));
  for (let j = -reach + 1; j < reach; j++) {
    const from = mark.position + j;
    const to = at + j;
    if (from < 0 || from >= x.length || to < 0 || to >= out.length) continue;
    out[to] += x[from] * (0.5 + 0.5 * Math.cos((Math.PI * j) / reach));
  }
}
