/** Fire: crackling fires, roaring blazes, sizzling, a struck match. */
import { bandpass, highpass, lowpass } from "../dsp/filters";
import { brownNoise, pinkNoise, whiteNoise } from "../dsp/noise";
import { envelope, multiply, wander } from "../dsp/envelopes";
import { addAt, poissonTimes, scatter } from "../dsp/granular";
import { atLoudness } from "../dsp/effects";
import type { Random } from "../dsp/random";
import { endOf, noiseBurst, oneShot, spanOf, sum, thump } from "./kit";
import type { Recipe, RecipeContext } from "./recipe-types";

/** One crackle: a few sharp clicks within a few milliseconds, sometimes a lower pop. */
function crackle(sampleRate: number, rng: Random): Float32Array {
  const out = new Float32Array(Math.round(0.06 * sampleRate));
  const clicks = rng.int(1, 7);
  for (let c = 0; c < clicks; c++) {
    const click = noiseBurst(sampleRate, rng, { seconds: 0.004, type: "highpass", freq: rng.range(1500, 5000), decay: rng.range(0.0005, 0.003) });
    addAt(out, click, rng.range(0, 0.03) * sampleRate, rng.range(0.3, 1));
  }
  if (rng.chance(0.15)) {
    addAt(out, noiseBurst(sampleRate, rng, { seconds: 0.03, type: "lowpass", freq: 1200, decay: 0.02 }), 0, 0.8);
    addAt(out, thump(sampleRate, rng, { freq: rng.range(100, 200), drop: 0.7, decay: 0.03 }), 0, 0.5);
  }
  return out;
}

function crackles(ctx: RecipeContext, rate: number): Float32Array {
  const rng = ctx.rng.fork("crackles");
  const times = poissonTimes(rng.fork("times"), 0, endOf(ctx), rate * ctx.speed);
  return scatter(ctx.length, ctx.sampleRate, rng, times, (g) => crackle(ctx.sampleRate, g), (g) => 0.1 + 0.9 * g.next() ** 3);
}

function campfire(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const roar = lowpass(brownNoise(n, rng.fork("roar")), sr, 400 * ctx.pitch);
  multiply(roar, wander(n, sr, 2, rng.fork("flicker"), 0.6, 1));
  const hiss = bandpass(whiteNoise(n, rng.fork("hiss")), sr, 3500, 0.7);
  multiply(hiss, wander(n, sr, 6, rng.fork("hiss-level"), 0.2, 1));
  return sum([
    [atLoudness(crackles(ctx, 6 + 30 * k), sr, 0.25), 1],
    [atLoudness(roar, sr, 0.25), 0.3 + 0.4 * k],
    [atLoudness(hiss, sr, 0.25), 0.08],
  ]);
}

function blaze(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const roar = lowpass(brownNoise(n, rng.fork("roar")), sr, 600 * ctx.pitch);
  const breath = bandpass(pinkNoise(n, rng.fork("breath")), sr, 800 * ctx.pitch, 0.5);
  const flutter = wander(n, sr, 10, rng.fork("flutter"), 0.4, 1);
  const surge = wander(n, sr, 0.4, rng.fork("surge"), 0.6, 1);
  for (let i = 0; i < n; i++) {
    roar[i] *= surge[i];
    breath[i] *= flutter[i] * surge[i];
  }
  return sum([
    [atLoudness(roar, sr, 0.25), 1],
    [atLoudness(breath, sr, 0.25), 0.7],
    [atLoudness(crackles(ctx, 40 + 50 * k), sr, 0.25), 0.7],
  ]);
}

function sizzle(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const hiss = highpass(whiteNoise(n, rng.fork("hiss")), sr, 3000 * ctx.pitch);
  multiply(hiss, wander(n, sr, 25, rng.fork("spit"), 0.3, 1));
  const times = poissonTimes(rng.fork("times"), 0, endOf(ctx), (60 + 160 * k) * ctx.speed);
  const pops = scatter(n, sr, rng.fork("pops"), times, (g) => noiseBurst(sr, g, { seconds: 0.003, type: "highpass", freq: g.range(3000, 7000), decay: g.range(0.0005, 0.002) }), (g) => g.next() ** 2);
  return sum([[atLoudness(hiss, sr, 0.25), 1], [atLoudness(pops, sr, 0.25), 0.8]]);
}

function match(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const seconds = spanOf(ctx, 2.2, 0.4);
  const n = Math.round(seconds * sr);
  const strikeLen = Math.round(0.09 * sr);
  const scratch = bandpass(whiteNoise(strikeLen, rng.fork("scratch")), sr, 2500 * ctx.pitch, 1);
  multiply(scratch, wander(strikeLen, sr, 120, rng.fork("grit"), 0, 1));
  multiply(scratch, envelope(strikeLen, sr, [[0, 0], [0.01, 1], [0.09, 0.3]]));
  const flare = lowpass(pinkNoise(n, rng.fork("flare")), sr, 1400);
  multiply(flare, envelope(n, sr, [[0, 0], [0.08, 0], [0.13, 1], [0.5, 0.35], [seconds, 0.2]]));
  const out = new Float32Array(n);
  addAt(out, atLoudness(scratch, sr, 0.25), 0);
  addAt(out, atLoudness(flare, sr, 0.2), 0);
  return oneShot(ctx, out);
}

export const FIRE_RECIPES: Recipe[] = [
  {
    id: "fire", name: "crackling fire", category: "fire", kind: "bed", defaultSeconds: 8,
    keywords: ["fire", "campfire", "crackling", "crackle", "crackling fire", "fireplace", "bonfire", "burning", "flames", "flame", "embers", "log fire", "hearth", "burning wood"],
    examples: ["campfire crackling", "fireplace with crackling logs", "small fire burning"],
    render: campfire,
  },
  {
    id: "blaze", name: "roaring fire", category: "fire", kind: "bed", defaultSeconds: 8,
    keywords: ["blaze", "inferno", "wildfire", "forest fire", "raging fire", "roaring fire", "house fire", "burning building", "flamethrower", "fire roar"],
    examples: ["roaring fire", "raging wildfire", "burning building"],
    render: blaze,
  },
  {
    id: "sizzle", name: "sizzling", category: "fire", kind: "bed", defaultSeconds: 5,
    keywords: ["sizzle", "sizzling", "frying", "bacon", "frying pan", "grill", "grilling", "fry", "searing", "hot oil"],
    examples: ["bacon sizzling in a pan", "steak on the grill"],
    render: sizzle,
  },
  {
    id: "match", name: "match strike", category: "fire", kind: "oneshot", defaultSeconds: 2.5,
    keywords: ["match", "match strike", "striking a match", "lighting a match", "lighter", "ignite", "ignition"],
    examples: ["striking a match", "lighter flick"],
    render: match,
  },
];
