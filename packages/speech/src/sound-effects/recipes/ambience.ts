/** Ambiences: rooms, forests, cities, cafes, nights, underwater, spaceships, caves, offices, wind chimes. */
import { bandpass, highpass, lowpass } from "../dsp/filters";
import { brownNoise, pinkNoise, whiteNoise } from "../dsp/noise";
import { multiply, wander } from "../dsp/envelopes";
import { modes, oscillator } from "../dsp/oscillators";
import { addAt, poissonTimes, scatter } from "../dsp/granular";
import { atLoudness } from "../dsp/effects";
import { birds, crickets } from "./animals";
import { chatter } from "./crowds";
import { passingCars } from "./vehicles";
import { bubble, endOf, noiseBurst, sum } from "./kit";
import type { Recipe, RecipeContext } from "./recipe-types";

const part = (ctx: RecipeContext, label: string, intensity: number): RecipeContext => ({ ...ctx, rng: ctx.rng.fork(label), intensity });

function roomTone(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng } = ctx;
  const air = highpass(lowpass(pinkNoise(n, rng.fork("air")), sr, 2500 * ctx.pitch), sr, 40);
  const hvac = lowpass(brownNoise(n, rng.fork("hvac")), sr, 120);
  const mains = rng.pick([50, 60]);
  const hum = sum([[oscillator(n, sr, "sine", mains * 2, rng.next()), 1], [oscillator(n, sr, "sine", mains * 3, rng.next()), 0.4]]);
  return sum([[atLoudness(air, sr, 0.25), 1], [atLoudness(hvac, sr, 0.25), 0.7], [atLoudness(hum, sr, 0.25), 0.06]]);
}

function forest(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const leaves = bandpass(whiteNoise(n, rng.fork("leaves")), sr, 3500, 0.5);
  const gust = wander(n, sr, 0.3, rng.fork("gust"), 0.15, 1);
  for (let i = 0; i < n; i++) leaves[i] *= gust[i] * gust[i];
  const low = lowpass(brownNoise(n, rng.fork("low")), sr, 200);
  return sum([[atLoudness(birds(part(ctx, "birds", 0.3 + 0.4 * k)), sr, 0.25), 0.8], [atLoudness(leaves, sr, 0.25), 0.45], [atLoudness(low, sr, 0.25), 0.3]]);
}

function city(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const rumble = lowpass(brownNoise(n, rng.fork("rumble")), sr, 300);
  multiply(rumble, wander(n, sr, 0.15, rng.fork("swell"), 0.6, 1));
  const cars = passingCars(part(ctx, "cars", k), (0.3 + 0.6 * k) * ctx.speed);
  const hiss = highpass(pinkNoise(n, rng.fork("hiss")), sr, 1200);
  const g = rng.fork("horns");
  const horns = new Float32Array(n);
  for (const t of poissonTimes(g, 0, endOf(ctx), 0.05 + 0.1 * k)) {
    const m = Math.round(g.range(0.2, 0.5) * sr);
    const f = g.range(380, 480);
    addAt(horns, lowpass(sum([[oscillator(m, sr, "square", f, g.next()), 1], [oscillator(m, sr, "square", f * 1.25, g.next()), 0.8]]), sr, 1500), t * sr, g.range(0.1, 0.3));
  }
  return sum([[atLoudness(rumble, sr, 0.25), 0.7], [atLoudness(cars, sr, 0.25), 1], [atLoudness(hiss, sr, 0.25), 0.25], [horns, 0.3]]);
}

function cafe(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const talk = chatter(part(ctx, "talk", k), 8 + Math.round(10 * k));
  const g = rng.fork("cups");
  const clinks = scatter(n, sr, g, poissonTimes(g, 0, endOf(ctx), 1.2 * ctx.speed), (c) => {
    const f = c.range(2000, 5500);
    return modes(Math.round(0.4 * sr), sr, [{ freq: f, decay: c.range(0.1, 0.35), amp: 1 }, { freq: f * c.range(2.2, 2.8), decay: 0.08, amp: 0.4 }]);
  }, (c) => c.range(0.1, 0.6));
  const s = rng.fork("steam");
  const steam = new Float32Array(n);
  for (const t of poissonTimes(s, 0, endOf(ctx), 0.04)) addAt(steam, noiseBurst(sr, s, { seconds: 3, type: "highpass", freq: 2500, attack: 0.2, decay: 2.5 }), t * sr, 0.3);
  return sum([[atLoudness(talk, sr, 0.25), 1], [atLoudness(clinks, sr, 0.25), 0.5], [steam, 0.15], [atLoudness(roomTone(part(ctx, "room", 0.5)), sr, 0.25), 0.15]]);
}

function night(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng } = ctx;
  const air = lowpass(pinkNoise(n, rng.fork("air")), sr, 500);
  multiply(air, wander(n, sr, 0.2, rng.fork("breeze"), 0.4, 1));
  return sum([[atLoudness(crickets(part(ctx, "crickets", 0.6)), sr, 0.25), 1], [atLoudness(air, sr, 0.25), 0.35]]);
}

function underwater(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng } = ctx;
  const deep = lowpass(brownNoise(n, rng.fork("deep")), sr, 350 * ctx.pitch);
  multiply(deep, wander(n, sr, 0.2, rng.fork("swell"), 0.5, 1));
  const g = rng.fork("bubbles");
  const bubbles = scatter(n, sr, g, poissonTimes(g, 0, endOf(ctx), 6 * ctx.speed), (b) => bubble(sr, b.range(150, 500), b.range(0.04, 0.12), 3), (b) => b.range(0.2, 1));
  return sum([[atLoudness(deep, sr, 0.25), 1], [atLoudness(lowpass(bubbles, sr, 900), sr, 0.25), 0.4]]);
}

function spaceship(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng } = ctx;
  const f = 41 * ctx.pitch;
  const drone = lowpass(sum([[oscillator(n, sr, "saw", f, rng.next()), 1], [oscillator(n, sr, "saw", f * 1.005, rng.next()), 1], [oscillator(n, sr, "saw", f * 1.5, rng.next()), 0.5]]), sr, 300);
  const air = highpass(pinkNoise(n, rng.fork("air")), sr, 2000);
  const g = rng.fork("blips");
  const blips = scatter(n, sr, g, poissonTimes(g, 0, endOf(ctx), 0.4), (b) => {
    const m = Math.round(0.06 * sr);
    return multiply(oscillator(m, sr, "sine", b.range(1500, 3000), b.next()), wander(m, sr, 30, b, 0, 1));
  });
  return sum([[atLoudness(drone, sr, 0.25), 1], [atLoudness(air, sr, 0.25), 0.15], [atLoudness(blips, sr, 0.25), 0.1]]);
}

function cave(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng } = ctx;
  const g = rng.fork("drips");
  const drips = scatter(n, sr, g, poissonTimes(g, 0, endOf(ctx), 1.5 * ctx.speed), (d) => bubble(sr, d.range(900, 2200), d.range(0.03, 0.06), 10), (d) => d.range(0.2, 1));
  const wind = lowpass(brownNoise(n, rng.fork("wind")), sr, 180);
  return sum([[atLoudness(drips, sr, 0.25), 1], [atLoudness(wind, sr, 0.25), 0.5]]);
}

function office(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr } = ctx;
  const talk = chatter(part(ctx, "talk", 0.3), 4);
  const room = roomTone(part(ctx, "room", 0.5));
  return sum([[atLoudness(room, sr, 0.25), 1], [atLoudness(lowpass(talk, sr, 1800), sr, 0.25), 0.35]]);
}

function windChimes(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const scale = [1, 1.125, 1.25, 1.5, 1.667, 2];
  const root = rng.range(700, 1000) * ctx.pitch;
  const gust = wander(n, sr, 0.3, rng.fork("gust"), 0, 1);
  const g = rng.fork("strikes");
  const times = poissonTimes(g, 0, endOf(ctx), (t) => (1 + 6 * k) * gust[Math.min(n - 1, Math.floor(t * sr))] + 0.3);
  return scatter(n, sr, g, times, (c) => {
    const f = root * c.pick(scale);
    return modes(Math.round(2.5 * sr), sr, [{ freq: f, decay: 2.5, amp: 1 }, { freq: f * 2.76, decay: 1, amp: 0.3 }, { freq: f * 5.4, decay: 0.5, amp: 0.15 }]);
  }, (c) => c.range(0.2, 1));
}

export const AMBIENCE_RECIPES: Recipe[] = [
  {
    id: "room-tone", name: "room tone", category: "ambience", kind: "bed", defaultSeconds: 10, levelDb: 12,
    keywords: ["room tone", "room ambience", "empty room", "quiet room", "indoor ambience", "background noise", "air tone", "ambient noise", "hotel room"],
    weakKeywords: ["ambience", "ambient", "atmosphere", "background"],
    examples: ["room tone", "quiet empty room"],
    render: roomTone,
  },
  {
    id: "forest", name: "forest", category: "ambience", kind: "bed", defaultSeconds: 12,
    keywords: ["forest", "in the woods", "woodland", "jungle", "rainforest", "nature", "countryside", "meadow", "forest ambience"],
    contains: ["birds"],
    variants: { jungle: { intensity: 0.9 }, rainforest: { intensity: 0.9 } },
    examples: ["forest ambience", "peaceful countryside"],
    render: forest,
  },
  {
    id: "city", name: "city traffic", category: "ambience", kind: "bed", defaultSeconds: 12,
    keywords: ["city", "city traffic", "traffic", "street", "urban", "downtown", "busy street", "city ambience", "road", "highway", "intersection", "rush hour"],
    variants: { highway: { intensity: 0.9 }, "rush hour": { intensity: 0.95 }, "busy street": { intensity: 0.8 } },
    examples: ["city traffic ambience", "busy street at rush hour"],
    render: city,
  },
  {
    id: "cafe", name: "cafe", category: "ambience", kind: "bed", defaultSeconds: 12, space: 0.3,
    keywords: ["cafe", "coffee shop", "restaurant", "diner", "bistro", "canteen", "cafeteria", "pub", "bar", "coffeehouse"],
    contains: ["murmur"],
    examples: ["cafe ambience with chatter", "busy restaurant"],
    render: cafe,
  },
  {
    id: "night", name: "night", category: "ambience", kind: "bed", defaultSeconds: 12,
    keywords: ["night ambience", "nighttime", "summer night", "night time", "at night outside"],
    weakKeywords: ["night", "evening"],
    contains: ["crickets"],
    examples: ["summer night ambience"],
    render: night,
  },
  {
    id: "underwater", name: "underwater", category: "ambience", kind: "bed", defaultSeconds: 10,
    keywords: ["underwater", "under water", "submerged", "scuba", "diving", "deep sea", "ocean floor"],
    examples: ["underwater ambience", "scuba diving"],
    render: underwater,
  },
  {
    id: "spaceship", name: "spaceship", category: "ambience", kind: "bed", defaultSeconds: 10, space: 0.3,
    keywords: ["spaceship", "space ship", "starship", "spacecraft", "space station", "engine room", "sci fi ambience", "bridge of a spaceship", "reactor"],
    examples: ["spaceship engine room", "sci-fi ambience"],
    render: spaceship,
  },
  {
    id: "cave", name: "cave", category: "ambience", kind: "bed", defaultSeconds: 10, space: 0.8,
    keywords: ["cave ambience", "cavern ambience", "grotto", "inside a cave"],
    weakKeywords: ["cave", "cavern"],
    contains: ["drip"],
    examples: ["cave ambience", "inside a cave"],
    render: cave,
  },
  {
    id: "office", name: "office", category: "ambience", kind: "bed", defaultSeconds: 10, space: 0.25,
    keywords: ["office", "office ambience", "workplace", "open plan office", "call center", "call centre"],
    examples: ["office ambience"],
    render: office,
  },
  {
    id: "wind-chimes", name: "wind chimes", category: "ambience", kind: "bed", defaultSeconds: 10, space: 0.2,
    keywords: ["wind chimes", "wind chime", "windchimes", "chimes in the wind"],
    examples: ["wind chimes in a breeze"],
    render: windChimes,
  },
];
