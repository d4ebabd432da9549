/** Weather: rain, thunder, wind, storms, hail. */
import { highpass, lowpass, sweep } from "../dsp/filters";
import { brownNoise, pinkNoise, whiteNoise } from "../dsp/noise";
import { modes } from "../dsp/oscillators";
import { multiply, strike, wander } from "../dsp/envelopes";
import { poissonTimes, scatter } from "../dsp/granular";
import { atLoudness } from "../dsp/effects";
import type { Random } from "../dsp/random";
import { bubble, endOf, hit, noiseBurst, sum, thump, timeline } from "./kit";
import type { Material, Recipe, RecipeContext } from "./recipe-types";

/** One raindrop landing on `material` (the ground, leaves, a tin roof, a window). */
function raindrop(sampleRate: number, rng: Random, material: Material | null): Float32Array {
  if (material === "metal" && rng.chance(0.4)) {
    const f = rng.range(1800, 5000);
    return modes(Math.round(0.09 * sampleRate), sampleRate, [
      { freq: f, decay: rng.range(0.04, 0.09), amp: 1 },
      { freq: f * 2.76, decay: 0.03, amp: 0.4 },
    ]);
  }
  if (material === "glass") return noiseBurst(sampleRate, rng, { seconds: 0.004, type: "highpass", freq: rng.range(4000, 8000), decay: 0.003 });
  if (rng.chance(0.25)) return bubble(sampleRate, rng.range(1500, 4200), rng.range(0.01, 0.03), 3);
  const soft = material === "leaves" || material === "grass";
  return noiseBurst(sampleRate, rng, { seconds: 0.006, type: "bandpass", freq: rng.range(soft ? 1200 : 2000, soft ? 3500 : 7000), q: 1.2, decay: rng.range(0.002, 0.006) });
}

function rain(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const hiss = pinkNoise(n, rng.fork("hiss"));
  highpass(hiss, sr, 400);
  lowpass(hiss, sr, (4000 + 7000 * k) * ctx.pitch);
  multiply(hiss, wander(n, sr, 0.4, rng.fork("swell"), 0.75, 1));
  const rate = (40 + 900 * k * k) * ctx.speed;
  const times = poissonTimes(rng.fork("times"), 0, endOf(ctx), rate);
  const drops = scatter(n, sr, rng.fork("drops"), times, (g) => raindrop(sr, g, ctx.material), (g) => 0.05 + 0.9 * g.next() ** 3);
  const rumble = lowpass(brownNoise(n, rng.fork("rumble")), sr, 250);
  return sum([
    [atLoudness(hiss, sr, 0.2), 0.6 + 0.6 * k],
    [atLoudness(drops, sr, 0.2), 1],
    [atLoudness(rumble, sr, 0.2), Math.max(0, k - 0.5)],
  ]);
}

/** One thunderclap with its rolling rumble; `near` 0..1 decides how sharp its crack is. */
function thunderclap(sampleRate: number, rng: Random, near: number, pitch: number, room: number): Float32Array {
  const seconds = rng.range(3.5, 6.5);
  const n = Math.max(1, Math.min(room, Math.round(seconds * sampleRate)));
  const body = brownNoise(n, rng.fork("body"));
  sweep(body, sampleRate, "lowpass", (i) => 150 + 1500 * pitch * Math.exp(-i / (0.6 * sampleRate)));
  multiply(body, strike(n, sampleRate, 0.02 + 0.15 * (1 - near), seconds));
  const rolls = wander(n, sampleRate, rng.range(3, 7), rng.fork("rolls"), 0.1, 1);
  for (let i = 0; i < n; i++) body[i] *= 0.35 + rolls[i] * rolls[i];
  const crack = noiseBurst(sampleRate, rng.fork("crack"), { seconds: 0.4, type: "highpass", freq: 1200, decay: 0.3, attack: 0.002 });
  const boom = thump(sampleRate, rng.fork("boom"), { freq: 55 * pitch, drop: 0.6, decay: 1.6, attack: 0.02 });
  return sum([
    [atLoudness(body, sampleRate, 0.25), 1],
    [crack, 0.25 * near],
    [boom, 0.3],
  ]);
}

function thunder(ctx: RecipeContext): Float32Array {
  const { rng } = ctx;
  const times = timeline(ctx, () => rng.range(6, 13) / ctx.speed, rng.range(0.05, 0.3));
  return scatter(ctx.length, ctx.sampleRate, rng.fork("claps"), times, (g, _t, _i, room) => thunderclap(ctx.sampleRate, g, ctx.intensity, ctx.pitch, room), (g, t) =>
    Math.abs(t - ctx.start) < 0.5 ? 1 : g.range(0.45, 1),
  );
}

function wind(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const gust = wander(n, sr, 0.25 * ctx.speed, rng.fork("gust"), 0.1 + 0.2 * k, 1);
  const body = pinkNoise(n, rng.fork("body"));
  sweep(body, sr, "bandpass", (i) => (250 + 1000 * gust[i] * (0.5 + k)) * ctx.pitch, 0.8);
  const whistle = whiteNoise(n, rng.fork("whistle"));
  const tone = wander(n, sr, 0.4, rng.fork("tone"), 0.8, 1.25);
  sweep(whistle, sr, "bandpass", (i) => (300 + 700 * gust[i]) * tone[i] * ctx.pitch, 14);
  const rumble = lowpass(brownNoise(n, rng.fork("rumble")), sr, 140);
  for (let i = 0; i < n; i++) {
    const g = gust[i] * gust[i];
    body[i] *= g;
    whistle[i] *= g;
    rumble[i] *= 0.3 + g;
  }
  return sum([
    [atLoudness(body, sr, 0.25), 1],
    [atLoudness(whistle, sr, 0.25), 0.25 + 0.45 * k],
    [atLoudness(rumble, sr, 0.25), 0.5],
  ]);
}

function hail(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const times = poissonTimes(rng.fork("times"), 0, endOf(ctx), (120 + 700 * k) * ctx.speed);
  const stones = scatter(n, sr, rng.fork("stones"), times, (g) => {
    const first = hit(sr, g, ctx.material ?? "stone", g.range(1500, 4000) * ctx.pitch, 0.05);
    const out = new Float32Array(first.length + Math.round(0.08 * sr));
    out.set(first);
    const bounce = Math.round(g.range(0.03, 0.07) * sr);
    for (let i = 0; i + bounce < out.length && i < first.length; i++) out[i + bounce] += first[i] * 0.35;
    return out;
  }, (g) => 0.1 + 0.9 * g.next() ** 2);
  const bed = highpass(pinkNoise(n, rng.fork("bed")), sr, 1500);
  return sum([
    [atLoudness(stones, sr, 0.25), 1],
    [atLoudness(bed, sr, 0.25), 0.25],
  ]);
}

function storm(ctx: RecipeContext): Float32Array {
  const part = (label: string, intensity: number) => ({ ...ctx, rng: ctx.rng.fork(label), intensity: Math.max(ctx.intensity, intensity) });
  return sum([
    [atLoudness(rain(part("rain", 0.8)), ctx.sampleRate, 0.25), 1],
    [atLoudness(wind(part("wind", 0.7)), ctx.sampleRate, 0.25), 0.7],
    [atLoudness(thunder(part("thunder", 0.6)), ctx.sampleRate, 0.25), 1.1],
  ]);
}

export const WEATHER_RECIPES: Recipe[] = [
  {
    id: "rain", name: "rain", category: "weather", kind: "bed", defaultSeconds: 6,
    keywords: ["rain", "raining", "rainfall", "rainy", "drizzle", "downpour", "shower of rain", "raindrops", "pouring rain", "rain on a roof"],
    variants: { drizzle: { intensity: 0.15 }, downpour: { intensity: 0.95 }, "pouring rain": { intensity: 0.9 } },
    examples: ["heavy rain on a tin roof", "light rain on leaves", "drizzle on a window"],
    render: rain,
  },
  {
    id: "thunder", name: "thunder", category: "weather", kind: "events", defaultSeconds: 6, space: 0.3,
    keywords: ["thunder", "thunderclap", "thunder clap", "lightning", "thunder rumble", "thunder crack"],
    weakKeywords: ["rumble", "rumbling"],
    examples: ["thunder rumbling in the distance", "close thunder crack"],
    render: thunder,
  },
  {
    id: "wind", name: "wind", category: "weather", kind: "bed", defaultSeconds: 8,
    keywords: ["wind", "windy", "gust", "gusts", "gusty", "breeze", "gale", "blizzard", "wind blowing", "howling wind"],
    variants: { breeze: { intensity: 0.15 }, gale: { intensity: 0.95 }, blizzard: { intensity: 0.9 }, "howling wind": { intensity: 0.8 } },
    examples: ["strong wind howling", "gentle breeze", "gusty wind"],
    render: wind,
  },
  {
    id: "storm", name: "storm", category: "weather", kind: "bed", defaultSeconds: 10,
    keywords: ["storm", "stormy", "thunderstorm", "rainstorm", "tempest", "hurricane"],
    contains: ["rain", "thunder", "wind"],
    examples: ["thunderstorm at night", "violent storm"],
    render: storm,
  },
  {
    id: "hail", name: "hail", category: "weather", kind: "bed", defaultSeconds: 6,
    keywords: ["hail", "hailstorm", "hailstones", "sleet"],
    examples: ["hail on a car roof", "hailstorm"],
    render: hail,
  },
];
