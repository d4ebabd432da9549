/** Whooshes and designed sounds: whooshes, lasers, risers, braams, downers. */
import { bandpass, highpass, lowpass, sweep } from "../dsp/filters";
import { pinkNoise, whiteNoise } from "../dsp/noise";
import { adsr, envelope, multiply, strike } from "../dsp/envelopes";
import { fm, glide, oscillator } from "../dsp/oscillators";
import { atLoudness, saturate } from "../dsp/effects";
import { oneShot, spanOf, sum } from "./kit";
import type { Recipe, RecipeContext } from "./recipe-types";

const len = (sampleRate: number, seconds: number) => Math.max(1, Math.round(seconds * sampleRate));

function whoosh(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng, intensity: k } = ctx;
  const seconds = spanOf(ctx, rng.range(0.7, 1.1) * (0.7 + 0.6 * k), 0.2);
  const n = len(sr, seconds);
  const peak = rng.range(0.45, 0.6);
  const shape = envelope(n, sr, [[0, 0], [seconds * peak, 1], [seconds, 0]], 2);
  const air = pinkNoise(n, rng.fork("air"));
  sweep(air, sr, "bandpass", (i) => (300 + 2500 * shape[i]) * ctx.pitch, 1.2);
  const edge = whiteNoise(n, rng.fork("edge"));
  sweep(edge, sr, "bandpass", (i) => (1500 + 5000 * shape[i]) * ctx.pitch, 3);
  return oneShot(ctx, multiply(sum([[atLoudness(air, sr, 0.25), 1], [atLoudness(edge, sr, 0.25), 0.3]]), shape));
}

function laser(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const seconds = spanOf(ctx, rng.range(0.2, 0.35), 0.08);
  const n = len(sr, seconds);
  const f = glide(n, rng.around(2400 * ctx.pitch, 1.2), rng.around(180 * ctx.pitch, 1.2));
  const x = sum([[fm(n, sr, f, 0.5, envelope(n, sr, [[0, 3], [seconds, 0.5]]), rng.next()), 1], [oscillator(n, sr, "square", f, rng.next()), 0.25]]);
  return oneShot(ctx, multiply(lowpass(x, sr, 9000), strike(n, sr, 0.002, seconds * 1.3)));
}

function riser(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const seconds = Math.max(0.3, ctx.seconds - 0.03);
  const n = len(sr, seconds);
  const noise = whiteNoise(n, rng.fork("noise"));
  sweep(noise, sr, "bandpass", (i) => 200 * Math.pow(30, i / n) * ctx.pitch, 2);
  const f = glide(n, 110 * ctx.pitch, 440 * ctx.pitch);
  const chord = sum([[oscillator(n, sr, "saw", f, rng.next()), 1], [oscillator(n, sr, "saw", f.map((v) => v * 1.5), rng.next()), 0.6], [oscillator(n, sr, "saw", f.map((v) => v * 2.01), rng.next()), 0.5]]);
  sweep(chord, sr, "lowpass", (i) => 300 * Math.pow(20, i / n));
  const rise = envelope(n, sr, [[0, 0], [seconds, 1]], 2.2);
  const out = sum([[atLoudness(noise, sr, 0.25), 1], [atLoudness(chord, sr, 0.25), 0.6]]);
  return oneShot(ctx, multiply(out, rise));
}

function braam(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng, intensity: k } = ctx;
  const seconds = spanOf(ctx, 4, 0.5);
  const n = len(sr, seconds);
  const f = rng.around(55 * ctx.pitch, 1.06);
  const voices = [1, 1.006, 0.994, 2, 2.004, 1.5, 3].map((r, i) => [oscillator(n, sr, "saw", f * r, rng.next()), i < 3 ? 1 : 0.5] as const);
  const stack = sum(voices.map(([x, g]) => [x, g] as [Float32Array, number]));
  sweep(stack, sr, "lowpass", (i) => {
    const t = i / sr;
    return t < 0.25 ? 150 + 1600 * (t / 0.25) : 400 + 1350 * Math.exp(-(t - 0.25) / 0.8);
  }, 1.2);
  const sub = oscillator(n, sr, "sine", f, 0);
  const out = sum([[atLoudness(stack, sr, 0.25), 1], [atLoudness(sub, sr, 0.25), 0.5]]);
  return oneShot(ctx, multiply(saturate(out, 1.5 + 2 * k), adsr(n, sr, 0.04, 0.6, 0.7, Math.min(1.2, seconds / 3))));
}

function downer(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const seconds = spanOf(ctx, 2, 0.3);
  const n = len(sr, seconds);
  const noise = whiteNoise(n, rng.fork("noise"));
  sweep(noise, sr, "bandpass", (i) => 5000 * Math.pow(1 / 30, i / n) * ctx.pitch, 2);
  const f = glide(n, 440 * ctx.pitch, 50 * ctx.pitch);
  const tone = lowpass(sum([[oscillator(n, sr, "saw", f, rng.next()), 1], [oscillator(n, sr, "sine", f, 0), 0.6]]), sr, 2500);
  const out = sum([[atLoudness(noise, sr, 0.25), 0.7], [atLoudness(tone, sr, 0.25), 1]]);
  return oneShot(ctx, multiply(out, envelope(n, sr, [[0, 0], [0.03, 1], [seconds, 0]], 1.5)));
}

function impactBoom(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const seconds = spanOf(ctx, 3, 0.4);
  const n = len(sr, seconds);
  const body = highpass(lowpass(pinkNoise(n, rng.fork("body")), sr, 3000), sr, 30);
  multiply(body, strike(n, sr, 0.002, 0.5));
  const sub = oscillator(n, sr, "sine", glide(n, 70 * ctx.pitch, 35 * ctx.pitch), 0);
  multiply(sub, strike(n, sr, 0.003, seconds));
  const ring = bandpass(whiteNoise(n, rng.fork("ring")), sr, 180 * ctx.pitch, 8);
  multiply(ring, strike(n, sr, 0.005, seconds * 0.8));
  return oneShot(ctx, saturate(sum([[atLoudness(sub, sr, 0.25), 1], [atLoudness(body, sr, 0.25), 0.7], [atLoudness(ring, sr, 0.25), 0.3]]), 2));
}

export const WHOOSH_RECIPES: Recipe[] = [
  {
    id: "whoosh", name: "whoosh", category: "whooshes", kind: "oneshot", defaultSeconds: 1.2,
    keywords: ["whoosh", "swoosh", "swish", "woosh", "whooshing", "transition", "swipe", "sword swing", "swing", "fast movement", "zoom"],
    examples: ["whoosh transition", "sword swing swish"],
    render: whoosh,
  },
  {
    id: "laser", name: "laser", category: "whooshes", kind: "oneshot", defaultSeconds: 0.6, space: 0.2,
    keywords: ["laser", "zap", "zapping", "blaster", "pew", "pew pew", "ray gun", "phaser", "sci fi gun", "laser gun", "laser blast"],
    examples: ["laser zap", "sci-fi blaster"],
    render: laser,
  },
  {
    id: "riser", name: "riser", category: "whooshes", kind: "oneshot", defaultSeconds: 4,
    keywords: ["riser", "rise", "rising", "build up", "buildup", "uplifter", "tension", "sweep up", "power up", "charging", "charge up", "rising tension"],
    examples: ["cinematic riser", "power up charging"],
    render: riser,
  },
  {
    id: "braam", name: "braam", category: "whooshes", kind: "oneshot", defaultSeconds: 4, space: 0.55,
    keywords: ["braam", "braaam", "brahm", "brass hit", "trailer horn", "inception horn", "cinematic horn", "trailer braam"],
    weakKeywords: ["cinematic", "trailer", "epic"],
    examples: ["cinematic braam", "trailer horn"],
    render: braam,
  },
  {
    id: "downer", name: "downer", category: "whooshes", kind: "oneshot", defaultSeconds: 2,
    keywords: ["downlifter", "power down", "powering down", "shutdown", "shut down", "sweep down", "down sweep", "descending", "falling tone", "drop down"],
    examples: ["power down", "descending sweep"],
    render: downer,
  },
  {
    id: "boom", name: "cinematic impact", category: "whooshes", kind: "oneshot", defaultSeconds: 3, space: 0.5,
    keywords: ["cinematic impact", "cinematic hit", "trailer hit", "sub drop", "bass drop", "boom hit", "sub boom", "low boom"],
    examples: ["cinematic hit", "sub drop"],
    render: impactBoom,
  },
];
