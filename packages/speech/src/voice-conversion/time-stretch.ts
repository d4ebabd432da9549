/**
 * Pitch-preserving time stretching by WSOLA (waveform similarity overlap-add, Verhelst and
 * Roelands 1993): the output is built from Hann-windowed pieces of the input laid at a fixed hop;
 * each piece is taken near where the time map says, shifted by up to {@link TOLERANCE_SECONDS} to
 * the place whose waveform best continues the piece before it, so periods line up and the pitch
 * and timbre stay as they were. Speech stays clean from about half to twice its length; beyond,
 * repeated or skipped pieces become audible (a stutter or a slur), though it still works up to
 * {@link MAX_STRETCH}.
 *
 * General (any mono audio, any rate): the voice changer fits re-spoken words to the source's
 * timing with {@link timeWarp}; dubbing will fit a translation to the original's length.
 */
import { floatToInt16 } from "../audio/pcm-codecs";

/** The shortest and longest stretches {@link timeStretch} takes (output length over input length). */
export const MIN_STRETCH = 0.25;
export const MAX_STRETCH = 4;

/**
 * Length of a piece (half of it the hop): measured on six voices stretched 0.5x to 2x, 20-25 ms kept
 * the median pitch within 1% on average and 5% at worst; 30-40 ms split more periods in two.
 */
const WINDOW_SECONDS = 0.025;
/** How far a piece may move from its nominal place to continue the previous one: about a period of an 80 Hz voice. */
const TOLERANCE_SECONDS = 0.012;

/** A point of a time map: the input sample `input` is heard at the output sample `output`. */
export interface WarpKnot {
  input: number;
  output: number;
}

/**
 * `samples` played `factor` times as long (0.5: twice as fast, 2: half as fast) at the same pitch:
 * `round(samples.length * factor)` samples. Throws a RangeError for a factor outside
 * {@link MIN_STRETCH}..{@link MAX_STRETCH}.
 */
export function timeStretch(samples: Int16Array, sampleRate: number, factor: number): Int16Array {
  if (!Number.isFinite(factor) || factor < MIN_STRETCH || factor > MAX_STRETCH) {
    throw new RangeError(`stretch factor must be from ${MIN_STRETCH} to ${MAX_STRETCH}, got ${factor}`);
  }
  const length = Math.round(samples.length * factor);
  if (length === 0) return new Int16Array(0);
  return timeWarp(samples, sampleRate, [
    { input: 0, output: 0 },
    { input: samples.length, output: length },
  ]);
}

/**
 * `samples` re-timed along a piecewise-linear time map, at the same pitch: the output has
 * `knots[last].output` samples, and the input around sample `knot.input` is heard around output
 * sample `knot.output` (between knots, evenly). Knots must rise in output and not fall in input
 * (a flat stretch of input holds that sound). Throws a RangeError otherwise.
 */
export function timeWarp(samples: Int16Array, sampleRate: number, knots: readonly WarpKnot[]): Int16Array {
  return finish(timeWarpSteps(samples, sampleRate, knots));
}

/**
 * {@link timeWarp} in steps, for long audio on a thread that must stay responsive: the generator
 * pauses after about `stepSeconds` of output each time (the caller gives the event loop a turn),
 * and returns the audio.
 */
export function* timeWarpSteps(samples: Int16Array, sampleRate: number, knots: readonly WarpKnot[], stepSeconds = 1): Generator<void, Int16Array, void> {
  checkKnots(knots);
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) throw new RangeError(`sample rate must be a positive integer, got ${sampleRate}`);
  const length = Math.round(knots[knots.length - 1].output);
  if (samples.length === 0 || length === 0) return new Int16Array(length);
  const input = Float32Array.from(samples);
  const out = yield* wsola(input, length, sampleRate, (outputAt) => inputAt(knots, outputAt), Math.max(1, Math.round(stepSeconds * sampleRate)));
  return floatToInt16(out, 1); // on the 16-bit scale already
}

/** Runs a stepped computation to its end at once. */
export function finish<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

function checkKnots(knots: readonly WarpKnot[]): void {
  if (knots.length < 2) throw new RangeError("a time map needs at least two knots");
  for (let i = 0; i < knots.length; i++) {
    const k = knots[i];
    if (!Number.isFinite(k.input) || !Number.isFinite(k.output) || k.output < 0 || k.input < 0) throw new RangeError(`bad knot ${JSON.stringify(k)}`);
    if (i > 0 && (k.output <= knots[i - 1].output || k.input < knots[i - 1].input)) {
      throw new RangeError("knots must rise in output and not fall in input");
    }
  }
}

/** The input position heard at `output` (linear between knots, continued at the end slopes beyond). */
function inputAt(knots: readonly WarpKnot[], output: number): number {
  let i = 1;
  while (i < knots.length - 1 && knots[i].output < output) i++;
  const a = knots[i - 1];
  const b = knots[i];
  return a.input + ((output - a.output) * (b.input - a.input)) / (b.output - a.output);
}

/** A periodic Hann window of `length` samples: copies laid at half its length sum to exactly 1. */
export function hannWindow(length: number): Float32Array {
  const w = new Float32Array(length);
  for (let n = 0; n < length; n++) w[n] = 0.5 - 0.5 * Math.cos((2 * Math.PI * n) / length);
  return w;
}

/** The normalised correlation of the piece at `c` with the piece at `natural`, over `span` samples taken every `step`. */
function similarity(x: Float32Array, c: number, natural: number, span: number, step: number): number {
  let dot = 0;
  let energy = 1e-9;
  for (let n = 0; n < span; n += step) {
    const a = c + n;
    const b = natural + n;
    const xa = a >= 0 && a < x.length ? x[a] : 0;
    const xb = b >= 0 && b < x.length ? x[b] : 0;
    dot += xa * xb;
    energy += xa * xa;
  }
  return dot / Math.sqrt(energy);
}

/**
 * Where, within `tolerance` of `nominal`, a piece best continues the piece at `natural` (the
 * previous one's own continuation): a coarse search (every third place, every third sample),
 * then the best place refined sample by sample.
 */
function bestOffset(x: Float32Array, natural: number, nominal: number, tolerance: number, span: number): number {
  const COARSE = 3;
  let best = nominal;
  let bestScore = -Infinity;
  for (let c = nominal - tolerance; c <= nominal + tolerance; c += COARSE) {
    const score = similarity(x, c, natural, span, COARSE);
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  const coarse = best;
  bestScore = -Infinity;
  for (let c = coarse - COARSE + 1; c < coarse + COARSE; c++) {
    const score = similarity(x, c, natural, span, 1);
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

/** The WSOLA loop: `length` output samples, the piece at output sample o taken near input `map(o)`; pauses every `step` output samples. */
function* wsola(x: Float32Array, length: number, sampleRate: number, map: (output: number) => number, step: number): Generator<void, Float32Array, void> {
  const window = 2 * Math.max(8, Math.round((sampleRate * WINDOW_SECONDS) / 2));
  const hop = window / 2;
  const tolerance = Math.round(sampleRate * TOLERANCE_SECONDS);
  const w = hannWindow(window);
  const out = new Float32Array(length + 2 * window);
  // Output pieces start one hop before 0, so every output sample is covered by two windows.
  let previous = Number.NaN;
  let sincePause = 0;
  for (let o = -hop; o < length; o += hop) {
    const nominal = Math.round(map(o + hop) - hop);
    const start = Number.isNaN(previous) ? nominal : bestOffset(x, previous + hop, nominal, tolerance, window);
    previous = start;
    for (let n = 0; n < window; n++) {
      const i = start + n;
      if (i >= 0 && i < x.length) out[o + hop + n] += x[i] * w[n];
    }
    sincePause += hop;
    if (sincePause >= step) {
      sincePause = 0;
      yield;
    }
  }
  return out.subarray(hop, hop + length);
}
