/** Events in time: when things happen (raindrops, steps, claps) and laying their grains down. */
import type { Random } from "./random";

/** Adds `grain × gain` into `out` from sample `start` (clipped to `out`). */
export function addAt(out: Float32Array, grain: Float32Array, start: number, gain = 1): void {
  const s = Math.round(start);
  const from = Math.max(0, -s);
  const to = Math.min(grain.length, out.length - s);
  for (let i = from; i < to; i++) out[s + i] += grain[i] * gain;
}

/** Adds `source × gain` into `out` sample by sample (the shorter length); returns `out`. */
export function mixInto(out: Float32Array, source: Float32Array, gain = 1): Float32Array {
  const n = Math.min(out.length, source.length);
  for (let i = 0; i < n; i++) out[i] += source[i] * gain;
  return out;
}

/**
 * Times (seconds) of a Poisson process over [from, to): events at `rate` a second on average, or
 * at a rate that changes with time.
 */
export function poissonTimes(rng: Random, from: number, to: number, rate: number | ((t: number) => number)): number[] {
  const times: number[] = [];
  const rateAt = typeof rate === "number" ? () => rate : rate;
  let t = from;
  for (;;) {
    const r = Math.max(rateAt(t), 1e-3);
    t += -Math.log(1 - rng.next()) / r;
    if (t >= to) return times;
    times.push(t);
  }
}

/** Times every `interval` seconds over [from, to), each moved by up to `jitter` of the interval. */
export function steadyTimes(rng: Random, from: number, to: number, interval: number, jitter = 0): number[] {
  const times: number[] = [];
  for (let t = from; t < to; t += interval) times.push(Math.max(from, t + rng.bipolar() * jitter * interval));
  return times;
}

/**
 * A granular layer: `make` draws one grain for each time, which lands in a new array of `length`.
 * `make` gets the grain's own random stream (from its index), so grains do not depend on each other,
 * and the samples left after its start (a long grain need not be rendered past the end).
 */
export function scatter(
  length: number,
  sampleRate: number,
  rng: Random,
  times: readonly number[],
  make: (grainRng: Random, time: number, index: number, room: number) => Float32Array | null,
  gain: (grainRng: Random, time: number) => number = () => 1,
): Float32Array {
  const out = new Float32Array(length);
  times.forEach((t, i) => {
    const grainRng = rng.fork(`grain:${i}`);
    const grain = make(grainRng, t, i, length - Math.round(t * sampleRate));
    if (grain) addAt(out, grain, t * sampleRate, gain(grainRng, t));
  });
  return out;
}
