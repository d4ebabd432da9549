/** Water: streams, waves, splashes, drips, bubbles, waterfalls, pouring. */
import { bandpass, highpass, lowpass, sweep } from "../dsp/filters";
import { brownNoise, pinkNoise, whiteNoise } from "../dsp/noise";
import { envelope, multiply, wander } from "../dsp/envelopes";
import { addAt, poissonTimes, scatter } from "../dsp/granular";
import { atLoudness } from "../dsp/effects";
import type { Random } from "../dsp/random";
import { bubble, endOf, noiseBurst, oneShot, sum, thump, timeline } from "./kit";
import type { Recipe, RecipeContext } from "./recipe-types";

/** A layer of bubbles around `freq` Hz, `rate` a second. */
function bubbling(ctx: RecipeContext, label: string, rate: number, freq: number, spread: number, decay: [number, number]): Float32Array {
  const rng = ctx.rng.fork(label);
  const times = poissonTimes(rng.fork("times"), 0, endOf(ctx), rate);
  return scatter(ctx.length, ctx.sampleRate, rng, times, (g) => bubble(ctx.sampleRate, g.around(freq * ctx.pitch, spread), g.range(...decay), g.range(1, 6)), (g) => 0.1 + 0.9 * g.next() ** 2);
}

function stream(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const bubbles = bubbling(ctx, "bubbles", (150 + 500 * k) * ctx.speed, 900 - 300 * k, 2.2, [0.01, 0.05]);
  const wash = bandpass(pinkNoise(n, rng.fork("wash")), sr, 1200 * ctx.pitch, 0.6);
  multiply(wash, wander(n, sr, 1.5, rng.fork("swell"), 0.6, 1));
  const rumble = lowpass(brownNoise(n, rng.fork("rumble")), sr, 300);
  return sum([
    [atLoudness(bubbles, sr, 0.25), 1],
    [atLoudness(wash, sr, 0.25), 0.45],
    [atLoudness(rumble, sr, 0.25), 0.7 * k],
  ]);
}

/** One wave: a swell whose brightness rises to the crash, then foam running out. */
function wave(sampleRate: number, rng: Random, seconds: number, k: number, pitch: number, room: number): Float32Array {
  const n = Math.max(1, Math.min(room, Math.round(seconds * sampleRate)));
  const crash = seconds * rng.range(0.35, 0.5);
  const shape = envelope(n, sampleRate, [[0, 0.05], [crash, 1], [crash + seconds * 0.15, 0.55], [seconds, 0]], 2);
  const body = pinkNoise(n, rng.fork("body"));
  sweep(body, sampleRate, "lowpass", (i) => (250 + 3500 * shape[i] ** 1.5 * (0.5 + k)) * pitch);
  multiply(body, shape);
  const foam = highpass(whiteNoise(n, rng.fork("foam")), sampleRate, 2500);
  multiply(foam, envelope(n, sampleRate, [[0, 0], [crash, 0], [crash + 0.2, 1], [seconds, 0]], 2));
  multiply(foam, wander(n, sampleRate, 12, rng.fork("fizz"), 0.3, 1));
  return sum([[body, 1], [foam, 0.12]]);
}

function waves(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const period = rng.range(6, 9) / ctx.speed;
  const times = timeline(ctx, () => period * rng.around(1, 1.25), -period * rng.range(0.2, 0.4));
  const out = scatter(n, sr, rng.fork("waves"), times, (g, _t, _i, room) => wave(sr, g, period * 1.7, k, ctx.pitch, room), (g) => g.range(0.6, 1));
  const wash = lowpass(brownNoise(n, rng.fork("wash")), sr, 500);
  return sum([
    [atLoudness(out, sr, 0.25), 1],
    [atLoudness(wash, sr, 0.25), 0.3],
  ]);
}

function splash(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng, intensity: k } = ctx;
  const seconds = 0.9 + 1.2 * k;
  const n = Math.round(seconds * sr);
  const body = noiseBurst(sr, rng.fork("body"), { seconds, type: "bandpass", freq: 900 * ctx.pitch, q: 0.6, attack: 0.006, decay: 0.3 + 0.5 * k });
  const plop = thump(sr, rng.fork("plop"), { freq: 140 * ctx.pitch, drop: 0.6, decay: 0.15 });
  const g = rng.fork("bubbles");
  const cloud = new Float32Array(n);
  for (const t of poissonTimes(g, 0.01, Math.min(seconds, 0.7), (t) => (150 + 250 * k) * Math.exp(-t / 0.25))) {
    addAt(cloud, bubble(sr, g.around(700 * ctx.pitch, 2.5), g.range(0.01, 0.06), g.range(1, 5)), t * sr, g.range(0.1, 1));
  }
  for (const t of poissonTimes(g, 0.25, seconds, 18 * (0.5 + k))) addAt(cloud, bubble(sr, g.range(1800, 4500), g.range(0.01, 0.03), 3), t * sr, g.range(0.05, 0.3));
  return oneShot(ctx, sum([[atLoudness(body, sr, 0.25), 1], [plop, 0.5], [atLoudness(cloud, sr, 0.25), 0.8]]));
}

function drip(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng, intensity: k } = ctx;
  const times = timeline(ctx, () => (rng.range(0.5, 1.1) / ctx.speed) / (0.6 + 0.8 * k), 0.03);
  const base = rng.around(1100, 1.3) * ctx.pitch;
  return scatter(ctx.length, sr, rng.fork("drips"), times, (g) => {
    const plop = bubble(sr, g.around(base, 1.15), g.range(0.03, 0.06), g.range(8, 14));
    const tick = noiseBurst(sr, g, { seconds: 0.003, type: "highpass", freq: 3000, decay: 0.002 });
    for (let i = 0; i < tick.length; i++) plop[i] += tick[i] * 0.3;
    return plop;
  }, (g) => g.range(0.5, 1));
}

function bubbles(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const pops = bubbling(ctx, "pops", (15 + 70 * k) * ctx.speed, 500, 2, [0.02, 0.08]);
  const gurgle = lowpass(brownNoise(n, rng.fork("gurgle")), sr, 250);
  multiply(gurgle, wander(n, sr, 4, rng.fork("gurgle-level"), 0.2, 1));
  return sum([[atLoudness(pops, sr, 0.25), 1], [atLoudness(gurgle, sr, 0.25), 0.35]]);
}

function waterfall(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const roar = highpass(lowpass(pinkNoise(n, rng.fork("roar")), sr, (1800 + 1500 * k) * ctx.pitch), sr, 80);
  const rumble = lowpass(brownNoise(n, rng.fork("rumble")), sr, 200);
  const spray = bubbling(ctx, "spray", 900 * ctx.speed, 2000, 2, [0.005, 0.02]);
  return sum([[atLoudness(roar, sr, 0.25), 1], [atLoudness(rumble, sr, 0.25), 0.6], [atLoudness(spray, sr, 0.25), 0.35]]);
}

function pour(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const flow = whiteNoise(n, rng.fork("flow"));
  // The column of air above the water shortens as a glass fills: its resonance rises.
  const fill = Math.max(ctx.seconds, 2);
  sweep(flow, sr, "bandpass", (i) => (500 + 1400 * Math.min(1, Math.max(0, i / sr - ctx.start) / fill)) * ctx.pitch, 3);
  const splashing = highpass(pinkNoise(n, rng.fork("splash")), sr, 1500);
  multiply(splashing, wander(n, sr, 9, rng.fork("spatter"), 0.3, 1));
  const drops = bubbling(ctx, "bubbles", (250 + 300 * k) * ctx.speed, 1200, 1.8, [0.008, 0.03]);
  return sum([[atLoudness(flow, sr, 0.25), 1], [atLoudness(splashing, sr, 0.25), 0.5], [atLoudness(drops, sr, 0.25), 0.6]]);
}

export const WATER_RECIPES: Recipe[] = [
  {
    id: "stream", name: "stream", category: "water", kind: "bed", defaultSeconds: 8,
    keywords: ["stream", "brook", "creek", "river", "babbling brook", "flowing water", "rapids", "trickle", "trickling"],
    weakKeywords: ["water", "flowing"],
    variants: { river: { intensity: 0.75, pitch: 0.8 }, rapids: { intensity: 0.95 }, trickle: { intensity: 0.1, pitch: 1.3 }, trickling: { intensity: 0.1, pitch: 1.3 } },
    examples: ["babbling brook", "river flowing", "gentle stream"],
    render: stream,
  },
  {
    id: "waves", name: "ocean waves", category: "water", kind: "bed", defaultSeconds: 12,
    keywords: ["waves", "wave", "ocean", "sea", "surf", "shore", "seaside", "ocean waves", "waves crashing", "coast"],
    weakKeywords: ["beach"],
    examples: ["ocean waves crashing", "calm sea on the shore", "waves at the beach"],
    render: waves,
  },
  {
    id: "splash", name: "splash", category: "water", kind: "oneshot", defaultSeconds: 2,
    keywords: ["splash", "splashing", "splash into water", "jump into water", "cannonball", "dive into water", "plunge"],
    examples: ["big splash", "small splash in a pond"],
    render: splash,
  },
  {
    id: "drip", name: "dripping", category: "water", kind: "events", defaultSeconds: 5, space: 0.4,
    keywords: ["drip", "dripping", "drips", "droplet", "water drop", "leak", "leaking", "leaky faucet", "dripping tap"],
    weakKeywords: ["drop"],
    examples: ["water dripping in a cave", "leaky faucet", "slow drips"],
    render: drip,
  },
  {
    id: "bubbles", name: "bubbles", category: "water", kind: "bed", defaultSeconds: 5,
    keywords: ["bubbles", "bubbling", "bubble", "boiling", "boiling water", "aquarium", "gurgle", "gurgling", "simmering", "cauldron"],
    examples: ["boiling water", "aquarium bubbles", "bubbling cauldron"],
    render: bubbles,
  },
  {
    id: "waterfall", name: "waterfall", category: "water", kind: "bed", defaultSeconds: 10,
    keywords: ["waterfall", "cascade", "torrent", "fountain"],
    variants: { fountain: { intensity: 0.2, pitch: 1.3 } },
    examples: ["roaring waterfall", "fountain in a park"],
    render: waterfall,
  },
  {
    id: "pour", name: "pouring water", category: "water", kind: "bed", defaultSeconds: 4,
    keywords: ["pouring water", "pour water", "pour", "filling a glass", "faucet", "tap running", "running water", "running tap", "sink", "water tap", "tap water", "shower", "filling a bottle"],
    weakKeywords: ["pouring"],
    examples: ["pouring water into a glass", "faucet running", "shower running"],
    render: pour,
  },
];
