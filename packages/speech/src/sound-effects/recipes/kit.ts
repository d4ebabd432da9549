/** Building blocks the recipes share: grains, strikes, bodies and voices. */
import { Biquad, bandpass, filter, resonate, type FilterType } from "../dsp/filters";
import { whiteNoise } from "../dsp/noise";
import { glide, modes, oscillator, type Mode } from "../dsp/oscillators";
import { multiply, strike } from "../dsp/envelopes";
import type { Random } from "../dsp/random";
import type { Material, RecipeContext } from "./recipe-types";

const samples = (sampleRate: number, seconds: number) => Math.max(1, Math.round(seconds * sampleRate));

/** Filtered white noise under a strike envelope: the body of most hits, clicks and crackles. */
export function noiseBurst(sampleRate: number, rng: Random, opts: { seconds: number; type: FilterType; freq: number; q?: number; attack?: number; decay?: number }): Float32Array {
  const n = samples(sampleRate, opts.seconds);
  const x = filter(whiteNoise(n, rng), sampleRate, opts.type, opts.freq, opts.q ?? 0.8);
  return multiply(x, strike(n, sampleRate, opts.attack ?? 0.0005, opts.decay ?? opts.seconds));
}

/** A low thump: a sine that falls in pitch (kicks, slams, heartbeats, booms). */
export function thump(sampleRate: number, rng: Random, opts: { freq: number; drop?: number; decay: number; attack?: number }): Float32Array {
  const n = samples(sampleRate, opts.decay);
  const x = oscillator(n, sampleRate, "sine", glide(n, opts.freq, opts.freq * (opts.drop ?? 0.5)), rng.range(0, 0.05));
  return multiply(x, strike(n, sampleRate, opts.attack ?? 0.002, opts.decay));
}

/**
 * A water bubble: a sine whose pitch rises as it decays (Minnaert resonance), `decay` seconds to
 * -60 dB. A rotating phasor whose rotation itself turns a little each sample: no trigonometry per sample.
 */
export function bubble(sampleRate: number, freq: number, decay: number, rise = 4): Float32Array {
  const n = samples(sampleRate, decay);
  const out = new Float32Array(n);
  const w0 = (2 * Math.PI * freq) / sampleRate;
  const dw = (w0 * rise) / sampleRate;
  const fall = Math.exp(Math.log(0.001) / n);
  let re = 1, im = 0;
  let rr = Math.cos(w0), ri = Math.sin(w0);
  const sr = Math.cos(dw), si = Math.sin(dw);
  let g = 1;
  for (let i = 0; i < n; i++) {
    out[i] = im * g * (i < 20 ? i / 20 : 1);
    const r = re * rr - im * ri;
    im = re * ri + im * rr;
    re = r;
    const q = rr * sr - ri * si;
    ri = rr * si + ri * sr;
    rr = q;
    g *= fall;
  }
  return out;
}

/** A struck body's modes by material, around `base` Hz (soft grounds ring like stone: barely). */
function materialModes(material: Material | "body", base: number, rng: Random): Mode[] {
  const shapes: Record<string, { ratios: number[]; decay: number }> = {
    metal: { ratios: [1, 2.76, 5.4, 8.93, 13.34], decay: 1.2 },
    glass: { ratios: [1, 2.32, 4.25, 6.63], decay: 0.5 },
    wood: { ratios: [1, 1.58, 2.24, 3.1], decay: 0.09 },
    stone: { ratios: [1, 1.7, 2.9], decay: 0.04 },
    body: { ratios: [1, 1.47, 2.09, 2.56], decay: 0.12 },
  };
  const shape = shapes[material] ?? shapes.stone;
  return shape.ratios.map((r, k) => ({
    freq: base * r * rng.around(1, 1.03),
    decay: (shape.decay * rng.around(1, 1.3)) / (1 + k * 0.35),
    amp: rng.range(0.5, 1) / (1 + k * 0.6),
    phase: 0,
  }));
}

/** A struck object: a short broadband tick exciting the modes of `material`. */
export function hit(sampleRate: number, rng: Random, material: Material | "body", base: number, seconds: number): Float32Array {
  const out = modes(samples(sampleRate, seconds), sampleRate, materialModes(material, base, rng));
  const tick = noiseBurst(sampleRate, rng, { seconds: 0.01, type: "highpass", freq: base * 2, decay: 0.008 });
  for (let i = 0; i < tick.length && i < out.length; i++) out[i] += tick[i] * 0.6;
  return out;
}

/** A formant band: a vocal-tract resonance. */
export interface Formant {
  freq: number;
  q: number;
  gain: number;
}

/**
 * A voiced sound: a buzzing source following the pitch track `f0` (plus some breath) through
 * formant resonances; barks, meows, croaks, voices in a crowd.
 */
export function voiced(sampleRate: number, rng: Random, f0: Float32Array, formants: readonly Formant[], breath = 0.15): Float32Array {
  const source = oscillator(f0.length, sampleRate, "saw", f0, rng.next());
  const noise = whiteNoise(f0.length, rng);
  for (let i = 0; i < source.length; i++) source[i] += noise[i] * breath;
  return resonate(source, sampleRate, formants);
}

/** Moving formants: a voiced source whose first two resonances glide (a meow's "ee-ow"). */
export function vowelGlide(sampleRate: number, rng: Random, f0: Float32Array, f1: Float32Array, f2: Float32Array, breath = 0.1): Float32Array {
  const source = oscillator(f0.length, sampleRate, "saw", f0, rng.next());
  const noise = whiteNoise(f0.length, rng);
  const b1 = new Biquad("bandpass", sampleRate, f1[0], 6);
  const b2 = new Biquad("bandpass", sampleRate, f2[0], 8);
  const out = new Float32Array(f0.length);
  for (let i = 0; i < out.length; i++) {
    if (i % 32 === 0) {
      b1.tune(f1[i]);
      b2.tune(f2[i]);
    }
    const s = source[i] + noise[i] * breath;
    out[i] = b1.process(s) + 0.6 * b2.process(s);
  }
  return out;
}

/** A soft broadband tick for keys, clocks and latches. */
export function tick(sampleRate: number, rng: Random, freq: number, decay = 0.01): Float32Array {
  return bandpass(noiseBurst(sampleRate, rng, { seconds: decay, type: "highpass", freq: freq * 0.5, decay }), sampleRate, freq, 2);
}

/** An empty render of the context's length. */
export const silence = (ctx: RecipeContext) => new Float32Array(ctx.length);


/** The end of the render, seconds. */
export const endOf = (ctx: RecipeContext) => ctx.length / ctx.sampleRate;

/** Sums renders into the first (in place) with gains; returns it. */
export function sum(parts: readonly (readonly [Float32Array, number])[]): Float32Array {
  const [first, g0] = parts[0];
  if (g0 !== 1) multiply(first, g0);
  for (const [x, g] of parts.slice(1)) {
    const n = Math.min(first.length, x.length);
    for (let i = 0; i < n; i++) first[i] += x[i] * g;
  }
  return first;
}

/**
 * Event times over the whole render (pre-roll included), one of them `first` seconds after the
 * request's audio starts (so even a short request hears one), the others `gap()` seconds apart.
 */
export function timeline(ctx: RecipeContext, gap: () => number, first = 0.05): number[] {
  const anchor = ctx.start + first;
  const end = endOf(ctx);
  const before: number[] = [];
  for (let t = anchor - gap(); t >= 0; t -= gap()) before.push(t);
  const after: number[] = [];
  for (let t = anchor; t < end; t += gap()) after.push(t);
  return [...before.reverse(), ...after];
}

/** The sample where a one-off sound starts: just after the request's audio begins. */
export const onset = (ctx: RecipeContext, delay = 0.005) => Math.round((ctx.start + delay) * ctx.sampleRate);

/** A one-off render: `sound` laid down at the onset of an otherwise silent render. */
export function oneShot(ctx: RecipeContext, sound: Float32Array, delay = 0.005): Float32Array {
  const out = silence(ctx);
  const from = onset(ctx, delay);
  out.set(sound.subarray(0, Math.max(0, out.length - from)), from);
  return out;
}

/** How long a one-off should last: `natural` seconds (faster is shorter), at most what the request has room for. */
export const spanOf = (ctx: RecipeContext, natural: number, min = 0.1) => Math.max(min, Math.min(natural / ctx.speed, ctx.seconds - 0.02));
