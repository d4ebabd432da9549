/**
 * Puts the target voice's words on the source's timeline: each word stretched (pitch kept, see
 * time-stretch.ts) to the length the source gave it and placed where the source said it, the
 * source's pauses kept as silence.
 */
import { finish, timeWarpSteps, type WarpKnot } from "./time-stretch";

/** Where a word is, in seconds. */
export interface Span {
  start: number;
  end: number;
}

/** A pause this long, in the source or in the target, cuts the speech into runs stretched separately, with silence between. */
const RUN_BREAK_SECONDS = 0.1;
/** Target audio kept before a run's first word and after its last (onsets, decays), faded. */
const EDGE_SECONDS = 0.04;
/** A word or gap is stretched by at most this factor or its inverse on its own; the run as a whole keeps the source's length. */
const MAX_SEGMENT_STRETCH = 2;
/** Pieces shorter than this (in the target) take the source's length whatever it is. */
const MIN_CLAMPED_SECONDS = 0.03;

export interface RetimeInput {
  /** The target voice saying the words, and where each word is in it. */
  target: { samples: Int16Array; sampleRate: number; words: readonly Span[] };
  /** Where the same words are in the source, and its length, seconds. */
  source: { words: readonly Span[]; duration: number };
}

/** Consecutive word indices spoken without a pause in either voice. */
function runsOf(source: readonly Span[], target: readonly Span[]): { first: number; last: number }[] {
  const runs: { first: number; last: number }[] = [];
  for (let i = 0; i < source.length; i++) {
    const joined = i > 0 && source[i].start - source[i - 1].end < RUN_BREAK_SECONDS && target[i].start - target[i - 1].end < RUN_BREAK_SECONDS;
    if (joined) runs[runs.length - 1].last = i;
    else runs.push({ first: i, last: i });
  }
  return runs;
}

/**
 * The time map of one run (seconds: target to source): a knot at every word's start and end.
 * Each word and gap gets the source's length, within {@link MAX_SEGMENT_STRETCH} of its own; the
 * lengths are then scaled together so the run fills the source's run exactly.
 */
function runKnots(source: readonly Span[], target: readonly Span[], first: number, last: number): { input: number; output: number }[] {
  const inputs: number[] = [];
  const outputs: number[] = [];
  for (let i = first; i <= last; i++) {
    inputs.push(target[i].start, target[i].end);
    outputs.push(source[i].start, source[i].end);
  }
  const lengths: number[] = [];
  for (let j = 1; j < inputs.length; j++) {
    const had = inputs[j] - inputs[j - 1];
    const wanted = Math.max(0, outputs[j] - outputs[j - 1]);
    lengths.push(had < MIN_CLAMPED_SECONDS ? wanted : Math.min(had * MAX_SEGMENT_STRETCH, Math.max(had / MAX_SEGMENT_STRETCH, wanted)));
  }
  const total = lengths.reduce((a, b) => a + b, 0);
  const scale = total > 0 ? (outputs[outputs.length - 1] - outputs[0]) / total : 1;
  const knots = [{ input: inputs[0], output: outputs[0] }];
  let at = outputs[0];
  lengths.forEach((length, j) => {
    at += length * scale;
    knots.push({ input: inputs[j + 1], output: at });
  });
  return knots;
}

/** Knots in samples, relative to `inputFrom` and `outputFrom`, each rising in output by a sample at least. */
function sampleKnots(knots: readonly { input: number; output: number }[], rate: number, inputFrom: number, outputFrom: number): WarpKnot[] {
  const out: WarpKnot[] = [];
  for (const k of knots) {
    const knot = { input: Math.max(0, Math.round(k.input * rate) - inputFrom), output: Math.round(k.output * rate) - outputFrom };
    const previous = out[out.length - 1];
    if (previous && knot.output <= previous.output) continue; // a piece given no time: merged into the next
    if (previous && knot.input < previous.input) knot.input = previous.input;
    out.push(knot);
  }
  return out;
}

/** Fades `samples` in over its first `length` and out over its last `length` samples (half Hann). */
function fadeEdges(samples: Int16Array, length: number): void {
  const n = Math.min(length, Math.floor(samples.length / 2));
  for (let i = 0; i < n; i++) {
    const gain = 0.5 - 0.5 * Math.cos((Math.PI * i) / n);
    samples[i] = Math.round(samples[i] * gain);
    samples[samples.length - 1 - i] = Math.round(samples[samples.length - 1 - i] * gain);
  }
}

/** One run's plan: the target samples it takes and how they map onto the output. */
export interface RunPlan {
  /** The target samples it takes (its words and an edge each side). */
  inputFrom: number;
  inputTo: number;
  /** The output sample where the run begins. */
  outputFrom: number;
  /** Its time map in samples, relative to `inputFrom` and `outputFrom`; the last knot's output is the run's length. */
  map: WarpKnot[];
}

/** The runs of `input` (see {@link runsOf}) and how each is mapped onto the source's timeline, in order. */
export function planRuns({ target, source }: RetimeInput): RunPlan[] {
  if (target.words.length !== source.words.length) throw new RangeError(`${target.words.length} target words for ${source.words.length} source words`);
  const rate = target.sampleRate;
  const edge = Math.round(EDGE_SECONDS * rate);
  return runsOf(source.words, target.words).map(({ first, last }) => {
    const knots = runKnots(source.words, target.words, first, last);
    const inputFrom = Math.max(0, Math.round(knots[0].input * rate) - edge);
    const inputTo = Math.min(target.samples.length, Math.round(knots[knots.length - 1].input * rate) + edge);
    const outputFrom = Math.round(knots[0].output * rate) - (Math.round(knots[0].input * rate) - inputFrom);
    const warped = sampleKnots(knots, rate, inputFrom, outputFrom);
    // The edges are heard at their own pace.
    const head = warped[0].output > 0 ? [{ input: 0, output: 0 }] : [];
    const lastKnot = warped[warped.length - 1];
    const tail = { input: Math.max(lastKnot.input, inputTo - inputFrom), output: lastKnot.output + Math.max(1, inputTo - inputFrom - lastKnot.input) };
    return { inputFrom, inputTo, outputFrom, map: [...head, ...warped, tail] };
  });
}

/** The output samples a run covers, [from, to). */
export function runExtent(plan: RunPlan): { from: number; to: number } {
  return { from: plan.outputFrom, to: plan.outputFrom + plan.map[plan.map.length - 1].output };
}

/**
 * Renders one run of the target (stretched, edges faded) and adds it into `out` (the source's
 * timeline at the target's rate), in steps (see timeWarpSteps); returns the output samples it covers within `out`.
 */
export function* renderRunSteps(target: RetimeInput["target"], plan: RunPlan, out: Int16Array): Generator<void, { from: number; to: number }, void> {
  const run = yield* timeWarpSteps(target.samples.subarray(plan.inputFrom, plan.inputTo), target.sampleRate, plan.map);
  fadeEdges(run, Math.round(EDGE_SECONDS * target.sampleRate));
  for (let i = 0; i < run.length; i++) {
    const at = plan.outputFrom + i;
    if (at >= 0 && at < out.length) out[at] = Math.max(-32768, Math.min(32767, out[at] + run[i]));
  }
  return { from: Math.max(0, plan.outputFrom), to: Math.min(out.length, plan.outputFrom + run.length) };
}

/**
 * The target's words re-timed to the source: `round(duration * rate)` samples at the target's
 * rate; silence where the source paused. `target.words[i]` and `source.words[i]` are the same word.
 */
export function retime(input: RetimeInput): Int16Array {
  const out = new Int16Array(Math.round(input.source.duration * input.target.sampleRate));
  for (const plan of planRuns(input)) finish(renderRunSteps(input.target, plan, out));
  return out;
}
