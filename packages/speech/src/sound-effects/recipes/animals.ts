/** Animals where synthesis is plausible: barks, meows, birds, crickets, frogs, bees, owls, wolves, cows. */
import { bandpass, lowpass } from "../dsp/filters";
import { pinkNoise } from "../dsp/noise";
import { adsr, envelope, lfo, multiply, strike, wander } from "../dsp/envelopes";
import { fm, glide, oscillator } from "../dsp/oscillators";
import { addAt, scatter } from "../dsp/granular";
import { atLoudness, saturate } from "../dsp/effects";
import type { Random } from "../dsp/random";
import { oneShot, spanOf, sum, timeline, voiced, vowelGlide } from "./kit";
import type { Recipe, RecipeContext } from "./recipe-types";

const len = (sampleRate: number, seconds: number) => Math.round(seconds * sampleRate);

/** One bark: a harsh voiced burst whose pitch jumps up and falls, through a dog's mouth. */
function bark(sampleRate: number, rng: Random, pitch: number): Float32Array {
  const seconds = rng.range(0.13, 0.22);
  const n = len(sampleRate, seconds);
  const f = rng.around(420 * pitch, 1.1);
  const f0 = envelope(n, sampleRate, [[0, f * 0.8], [seconds * 0.25, f * 1.15], [seconds, f * 0.65]]);
  const x = voiced(sampleRate, rng, f0, [
    { freq: 650 * Math.sqrt(pitch), q: 4, gain: 1 },
    { freq: 1400 * Math.sqrt(pitch), q: 5, gain: 0.8 },
    { freq: 2600, q: 6, gain: 0.4 },
  ], 0.4);
  return saturate(multiply(x, strike(n, sampleRate, 0.012, seconds * 1.6)), 2);
}

function dog(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const groups = timeline(ctx, () => rng.range(1.2, 2.4) / ctx.speed, 0.01);
  const times = groups.flatMap((t) => Array.from({ length: rng.int(1, 4) }, (_, i) => t + i * rng.range(0.25, 0.38) / ctx.speed));
  return scatter(ctx.length, sr, rng.fork("barks"), times, (g) => bark(sr, g, ctx.pitch), (g) => g.range(0.7, 1));
}

/** One meow: "ee-ow", the pitch rising then falling while the mouth opens and closes. */
function meow(sampleRate: number, rng: Random, pitch: number): Float32Array {
  const seconds = rng.range(0.6, 0.95);
  const n = len(sampleRate, seconds);
  const f = rng.around(520 * pitch, 1.1);
  const pts = (a: number, b: number, c: number) => envelope(n, sampleRate, [[0, a], [seconds * 0.4, b], [seconds, c]]);
  const f0 = pts(f * 0.9, f * 1.35, f * 0.8);
  multiply(f0, lfo(n, sampleRate, 6, 0.985, 1.015));
  const x = vowelGlide(sampleRate, rng, f0, pts(400, 950, 500), pts(2300, 1500, 900), 0.08);
  return multiply(x, adsr(n, sampleRate, 0.06, 0.1, 0.8, 0.18));
}

function cat(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const times = timeline(ctx, () => rng.range(1.8, 3) / ctx.speed, 0.01);
  return scatter(ctx.length, sr, rng.fork("meows"), times, (g) => meow(sr, g, ctx.pitch), (g) => g.range(0.7, 1));
}

/** A bird's phrase: a few quick whistled notes, each a glide, some trilled. */
function birdPhrase(sampleRate: number, rng: Random, base: number): Float32Array {
  const notes = rng.int(2, 8);
  const out = new Float32Array(len(sampleRate, notes * 0.16 + 0.1));
  let t = 0;
  for (let k = 0; k < notes; k++) {
    const seconds = rng.range(0.04, 0.12);
    const n = len(sampleRate, seconds);
    const f = rng.around(base, 1.25);
    const path = glide(n, f, f * rng.around(1, 1.6));
    const note = rng.chance(0.3) ? fm(n, sampleRate, path, 0.012, rng.range(1, 3), rng.next()) : oscillator(n, sampleRate, "sine", path, rng.next());
    multiply(note, adsr(n, sampleRate, 0.005, 0.01, 0.8, 0.015));
    addAt(out, note, t * sampleRate, rng.range(0.5, 1));
    t += seconds + rng.range(0.01, 0.06);
  }
  return out;
}

/** Songbirds: a few birds, each with its own voice, singing phrases now and then. */
export function birds(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng, intensity: k } = ctx;
  const count = 2 + Math.round(3 * k);
  const out = new Float32Array(ctx.length);
  for (let b = 0; b < count; b++) {
    const g = rng.fork(`bird:${b}`);
    const base = g.range(2500, 5500) * ctx.pitch;
    const times = timeline(ctx, () => g.range(0.8, 3.5) / ctx.speed, b === 0 ? 0.02 : g.range(0.1, 1.5));
    addAt(out, scatter(ctx.length, sr, g, times, (p) => birdPhrase(sr, p, base), (p) => p.range(0.3, 1) * (b === 0 ? 1 : 0.7)), 0);
  }
  return out;
}

/** Crickets: each a pure tone pulsed in short chirps, at its own rate. */
export function crickets(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const out = new Float32Array(n);
  const count = 2 + Math.round(4 * k);
  for (let c = 0; c < count; c++) {
    const g = rng.fork(`cricket:${c}`);
    const carrier = oscillator(n, sr, "sine", g.around(4400 * ctx.pitch, 1.08), g.next());
    const chirp = 1 / (g.range(1.8, 3.5) * ctx.speed);
    const pulses = g.int(3, 6);
    const pulse = 1 / g.range(25, 40);
    const offset = g.next() * chirp;
    const gain = c === 0 ? 1 : g.range(0.2, 0.7);
    for (let i = 0; i < n; i++) {
      const t = (i / sr + offset) % chirp;
      const p = Math.floor(t / pulse);
      const u = (t % pulse) / (pulse * 0.6);
      out[i] += p < pulses && u < 1 ? carrier[i] * Math.sin(Math.PI * u) ** 2 * gain : 0;
    }
  }
  const air = lowpass(pinkNoise(n, rng.fork("air")), sr, 800);
  return sum([[atLoudness(out, sr, 0.25), 1], [atLoudness(air, sr, 0.25), 0.05]]);
}

/** A croak ("rib-bit"): two bursts of a slow buzz through a frog's resonances. */
function croak(sampleRate: number, rng: Random, pitch: number): Float32Array {
  const out = new Float32Array(len(sampleRate, 0.35));
  for (const [start, seconds] of [[0, rng.range(0.08, 0.12)], [rng.range(0.14, 0.18), rng.range(0.06, 0.1)]]) {
    const n = len(sampleRate, seconds);
    const f0 = glide(n, rng.around(120 * pitch, 1.15), rng.around(100 * pitch, 1.1));
    const x = voiced(sampleRate, rng, f0, [{ freq: 500 * pitch, q: 5, gain: 1 }, { freq: 1300 * pitch, q: 6, gain: 0.6 }, { freq: 2200, q: 8, gain: 0.3 }], 0.2);
    multiply(x, lfo(n, sampleRate, rng.range(25, 40), 0.2, 1));
    addAt(out, multiply(x, adsr(n, sampleRate, 0.01, 0.02, 0.8, 0.02)), start * sampleRate, 1);
  }
  return out;
}

function frogs(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const out = new Float32Array(ctx.length);
  for (let f = 0; f < 2 + Math.round(2 * ctx.intensity); f++) {
    const g = rng.fork(`frog:${f}`);
    const voice = g.around(ctx.pitch, 1.25);
    const times = timeline(ctx, () => g.range(0.7, 2.2) / ctx.speed, f === 0 ? 0.02 : g.range(0.2, 1.5));
    addAt(out, scatter(ctx.length, sr, g, times, (p) => croak(sr, p, voice), (p) => p.range(0.4, 1) * (f === 0 ? 1 : 0.6)), 0);
  }
  return out;
}

function bees(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const out = new Float32Array(n);
  for (let b = 0; b < 1 + Math.round(3 * k); b++) {
    const g = rng.fork(`bee:${b}`);
    const f = wander(n, sr, 3, g.fork("pitch"), 0.95, 1.05).map((v) => v * g.around(220 * ctx.pitch, 1.08));
    const wings = bandpass(oscillator(n, sr, "saw", f, g.next()), sr, 900 * ctx.pitch, 0.7);
    multiply(wings, wander(n, sr, 0.6, g.fork("near"), 0.25, 1));
    addAt(out, wings, 0, b === 0 ? 1 : 0.6);
  }
  return out;
}

function owl(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const f = rng.around(380 * ctx.pitch, 1.08);
  const calls = timeline(ctx, () => rng.range(3, 5) / ctx.speed, 0.02);
  return scatter(ctx.length, sr, rng.fork("calls"), calls, (g) => {
    const out = new Float32Array(len(sr, 1.6));
    for (const [t, d] of [[0, 0.35], [0.6, 0.18], [0.85, 0.5]]) {
      const n = len(sr, d);
      const note = sum([[oscillator(n, sr, "sine", glide(n, f * 1.03, f * 0.95), g.next()), 1], [oscillator(n, sr, "sine", f * 2, g.next()), 0.12]]);
      const breath = bandpass(pinkNoise(n, g), sr, f, 5);
      addAt(out, multiply(sum([[note, 1], [breath, 0.3]]), adsr(n, sr, 0.06, 0.05, 0.9, 0.12)), t * sr, 1);
    }
    return out;
  }, (g) => g.range(0.8, 1));
}

function wolf(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const seconds = spanOf(ctx, rng.range(3, 4), 0.5);
  const n = len(sr, seconds);
  const f = 340 * ctx.pitch;
  const f0 = envelope(n, sr, [[0, f], [seconds * 0.2, f * 1.7], [seconds * 0.75, f * 1.8], [seconds, f * 1.25]]);
  multiply(f0, lfo(n, sr, 5, 0.985, 1.015));
  const tone = sum([[oscillator(n, sr, "sine", f0, rng.next()), 1], [voiced(sr, rng, f0, [{ freq: 450, q: 3, gain: 1 }, { freq: 950, q: 4, gain: 0.5 }], 0.1), 0.25]]);
  return oneShot(ctx, multiply(tone, adsr(n, sr, 0.25, 0.2, 0.85, Math.min(0.6, seconds / 3))));
}

function cow(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const seconds = spanOf(ctx, rng.range(1.3, 1.8), 0.4);
  const n = len(sr, seconds);
  const f = rng.around(115 * ctx.pitch, 1.1);
  const pts = (a: number, b: number, c: number) => envelope(n, sr, [[0, a], [seconds * 0.35, b], [seconds, c]]);
  const x = vowelGlide(sr, rng, pts(f, f * 1.15, f * 0.85), pts(350, 750, 400), pts(800, 1100, 750), 0.15);
  return oneShot(ctx, multiply(x, adsr(n, sr, 0.12, 0.2, 0.85, 0.3)));
}

export const ANIMAL_RECIPES: Recipe[] = [
  {
    id: "dog", name: "dog barking", category: "animals", kind: "events", defaultSeconds: 4, space: 0.15,
    keywords: ["dog", "dogs", "bark", "barking", "dog bark", "woof", "puppy", "hound", "yapping"],
    variants: { puppy: { pitch: 1.6, intensity: 0.3 }, woof: { pitch: 0.75 }, hound: { pitch: 0.7 }, yapping: { pitch: 1.5 } },
    examples: ["dog barking", "big dog barking in the distance", "puppy yapping"],
    render: dog,
  },
  {
    id: "cat", name: "cat meowing", category: "animals", kind: "events", defaultSeconds: 3,
    keywords: ["cat", "meow", "meowing", "kitten", "miaow", "kitty"],
    variants: { kitten: { pitch: 1.4 }, kitty: { pitch: 1.3 } },
    examples: ["cat meowing", "kitten"],
    render: cat,
  },
  {
    id: "birds", name: "birds", category: "animals", kind: "events", defaultSeconds: 8, space: 0.2,
    keywords: ["bird", "birds", "birdsong", "songbird", "tweet", "tweeting", "dawn chorus", "birds singing", "sparrow", "robin", "canary", "chickadee"],
    weakKeywords: ["chirp", "chirping", "chirps", "morning"],
    examples: ["birds chirping in the morning", "dawn chorus"],
    render: birds,
  },
  {
    id: "crickets", name: "crickets", category: "animals", kind: "bed", defaultSeconds: 8,
    keywords: ["cricket", "crickets", "cicada", "cicadas", "grasshopper", "crickets chirping"],
    examples: ["crickets at night", "cicadas in summer"],
    render: crickets,
  },
  {
    id: "frogs", name: "frogs", category: "animals", kind: "events", defaultSeconds: 6, space: 0.2,
    keywords: ["frog", "frogs", "croak", "croaking", "ribbit", "toad", "toads", "bullfrog"],
    variants: { bullfrog: { pitch: 0.6 } },
    examples: ["frogs croaking by a pond", "bullfrog"],
    render: frogs,
  },
  {
    id: "bees", name: "bees buzzing", category: "animals", kind: "bed", defaultSeconds: 5,
    keywords: ["bee", "bees", "bumblebee", "wasp", "hornet", "mosquito", "swarm", "beehive", "hive", "insect", "insects", "fly buzzing"],
    weakKeywords: ["buzz", "buzzing"],
    variants: { mosquito: { pitch: 2.5, intensity: 0 }, bumblebee: { pitch: 0.7 }, swarm: { intensity: 1 }, beehive: { intensity: 1 }, hive: { intensity: 1 } },
    examples: ["bee buzzing", "swarm of bees", "mosquito"],
    render: bees,
  },
  {
    id: "owl", name: "owl hooting", category: "animals", kind: "events", defaultSeconds: 5, space: 0.4,
    keywords: ["owl", "owls", "hoot", "hooting", "owl hoot"],
    examples: ["owl hooting at night"],
    render: owl,
  },
  {
    id: "wolf", name: "wolf howl", category: "animals", kind: "oneshot", defaultSeconds: 4.5, space: 0.5,
    keywords: ["wolf", "wolves", "wolf howl", "coyote"],
    weakKeywords: ["howl", "howling"],
    variants: { coyote: { pitch: 1.3 } },
    examples: ["wolf howling at the moon", "coyote howl"],
    render: wolf,
  },
  {
    id: "cow", name: "cow mooing", category: "animals", kind: "oneshot", defaultSeconds: 2.5, space: 0.2,
    keywords: ["cow", "cows", "moo", "mooing", "cattle", "bull"],
    examples: ["cow mooing"],
    render: cow,
  },
];
