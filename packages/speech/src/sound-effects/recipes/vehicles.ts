/** Vehicles: cars, horns, sirens, trains, helicopters, aeroplanes, motorcycles. */
import { bandpass, highpass, lowpass, resonate } from "../dsp/filters";
import { brownNoise, pinkNoise } from "../dsp/noise";
import { adsr, multiply, wander } from "../dsp/envelopes";
import { fm, oscillator } from "../dsp/oscillators";
import { addAt, poissonTimes, scatter, steadyTimes } from "../dsp/granular";
import { atLoudness, passBy, saturate } from "../dsp/effects";
import type { Random } from "../dsp/random";
import { endOf, hit, noiseBurst, oneShot, spanOf, sum, thump } from "./kit";
import { engineSound } from "./engine-core";
import type { Recipe, RecipeContext } from "./recipe-types";

/** A car under way: engine, tyres on the road and wind, `length` samples. */
export function carSound(sampleRate: number, rng: Random, length: number, opts: { intensity: number; pitch: number }): Float32Array {
  const base = 45 * opts.pitch * (0.8 + 0.5 * opts.intensity);
  const firing = wander(length, sampleRate, 0.5, rng.fork("rpm"), base * 0.93, base * 1.07);
  const engine = engineSound(sampleRate, rng.fork("engine"), { firing, roughness: 0.25, pitch: opts.pitch });
  const tyres = bandpass(pinkNoise(length, rng.fork("tyres")), sampleRate, 700, 0.5);
  const air = highpass(pinkNoise(length, rng.fork("air")), sampleRate, 1500);
  return sum([[atLoudness(engine, sampleRate, 0.25), 0.8], [atLoudness(tyres, sampleRate, 0.25), 0.8], [atLoudness(air, sampleRate, 0.25), 0.15]]);
}

function car(ctx: RecipeContext): Float32Array {
  return carSound(ctx.sampleRate, ctx.rng, ctx.length, { intensity: ctx.intensity, pitch: ctx.pitch });
}

function horn(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const seconds = spanOf(ctx, rng.range(0.5, 0.8), 0.2);
  const n = Math.round(seconds * sr);
  const tone = sum([[oscillator(n, sr, "square", 415 * ctx.pitch, rng.next()), 1], [oscillator(n, sr, "square", 520 * ctx.pitch, rng.next()), 0.9]]);
  const body = resonate(lowpass(tone, sr, 3000), sr, [{ freq: 800, q: 2, gain: 1 }, { freq: 1700, q: 3, gain: 0.6 }, { freq: 2600, q: 3, gain: 0.3 }]);
  return oneShot(ctx, multiply(saturate(body, 2), adsr(n, sr, 0.015, 0.05, 0.9, 0.04)));
}

function siren(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng } = ctx;
  const cycle = rng.range(3.5, 4.5) / ctx.speed;
  const phase = rng.next();
  const f = new Float32Array(n);
  for (let i = 0; i < n; i++) f[i] = (700 + 600 * (0.5 - 0.5 * Math.cos(2 * Math.PI * (i / sr / cycle + phase)))) * ctx.pitch;
  const tone = sum([[oscillator(n, sr, "triangle", f, rng.next()), 1], [oscillator(n, sr, "square", f, rng.next()), 0.25]]);
  return saturate(lowpass(tone, sr, 4000), 1.5);
}

function train(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const rumble = lowpass(brownNoise(n, rng.fork("rumble")), sr, 250 * ctx.pitch);
  const roll = bandpass(pinkNoise(n, rng.fork("roll")), sr, 600 * ctx.pitch, 0.5);
  // Wheels over rail joints: two bogies per car, two axles per bogie.
  const car = 1.1 / ctx.speed;
  const times = steadyTimes(rng.fork("cars"), 0, endOf(ctx), car, 0.02).flatMap((t) => [0, 0.1, 0.52, 0.62].map((d) => t + d * car));
  const clacks = scatter(n, sr, rng.fork("clacks"), times, (g) => {
    const x = hit(sr, g, "metal", g.around(300 * ctx.pitch, 1.1), 0.12);
    addAt(x, thump(sr, g, { freq: 80, drop: 0.7, decay: 0.08 }), 0, 1);
    return x;
  }, (g) => g.range(0.5, 1));
  const squeal = fm(n, sr, 3100 * ctx.pitch, 0.01, 3, rng.next());
  multiply(squeal, wander(n, sr, 0.3, rng.fork("squeal"), -0.6, 1).map((v) => Math.max(0, v) ** 2));
  return sum([[atLoudness(rumble, sr, 0.25), 0.8], [atLoudness(roll, sr, 0.25), 0.5], [atLoudness(clacks, sr, 0.25), 1], [atLoudness(squeal, sr, 0.25), 0.1 * k]]);
}

function helicopter(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng } = ctx;
  const rate = 21 * ctx.speed * ctx.pitch;
  const times = steadyTimes(rng.fork("blades"), 0, endOf(ctx), 1 / rate, 0.01);
  const slaps = scatter(n, sr, rng.fork("slaps"), times, (g) => noiseBurst(sr, g, { seconds: 0.04, type: "lowpass", freq: 900, decay: 0.03, attack: 0.002 }), (g) => g.range(0.8, 1));
  const whine = sum([[oscillator(n, sr, "sine", 4800 * ctx.pitch, rng.next()), 1], [oscillator(n, sr, "sine", 6200 * ctx.pitch, rng.next()), 0.5]]);
  const tail = lowpass(oscillator(n, sr, "saw", 95 * ctx.pitch, rng.next()), sr, 600);
  const air = lowpass(pinkNoise(n, rng.fork("air")), sr, 1000);
  return sum([[atLoudness(slaps, sr, 0.25), 1], [atLoudness(whine, sr, 0.25), 0.04], [atLoudness(tail, sr, 0.25), 0.2], [atLoudness(air, sr, 0.25), 0.35]]);
}

function airplane(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const roar = highpass(lowpass(pinkNoise(n, rng.fork("roar")), sr, (1400 + 1000 * k) * ctx.pitch), sr, 60);
  multiply(roar, wander(n, sr, 0.2, rng.fork("swell"), 0.8, 1));
  const rumble = lowpass(brownNoise(n, rng.fork("rumble")), sr, 150);
  const whine = fm(n, sr, 3200 * ctx.pitch, 1.6, 0.4, rng.next());
  return sum([[atLoudness(roar, sr, 0.25), 1], [atLoudness(rumble, sr, 0.25), 0.7], [atLoudness(whine, sr, 0.25), 0.05]]);
}

function motorcycle(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const base = 55 * ctx.pitch * (0.8 + 0.6 * k);
  const firing = wander(n, sr, 0.8, rng.fork("rpm"), base * 0.85, base * 1.2);
  return engineSound(sr, rng.fork("engine"), { firing, roughness: 0.7, pitch: ctx.pitch * 1.3 });
}

/** A car far enough away for the engine to be a hum: tyres and a filtered saw, cheap enough for traffic. */
function distantCar(sampleRate: number, rng: Random, length: number): Float32Array {
  const engine = lowpass(oscillator(length, sampleRate, "saw", rng.range(70, 130), rng.next()), sampleRate, 400);
  const tyres = bandpass(pinkNoise(length, rng.fork("tyres")), sampleRate, rng.range(500, 900), 0.6);
  return sum([[atLoudness(tyres, sampleRate, 0.25), 1], [atLoudness(engine, sampleRate, 0.25), 0.5]]);
}

/** Cars passing now and then, `rate` a second, at various distances and speeds (traffic). */
export function passingCars(ctx: RecipeContext, rate: number): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const out = new Float32Array(ctx.length);
  const g = rng.fork("cars");
  const span = 6;
  for (const t of poissonTimes(g, -span / 2, endOf(ctx) + span / 2, rate)) {
    // Only what the render hears (and a fifth of a second before it, the longest Doppler delay).
    const from = Math.max(Math.round((t - span / 2) * sr), -Math.round(0.2 * sr));
    const to = Math.min(Math.round((t + span / 2) * sr), ctx.length);
    const car = distantCar(sr, g.fork(`car:${t}`), Math.max(1, to - from));
    addAt(out, passBy(car, sr, t - from / sr, g.range(10, 20), g.range(6, 30)), from, g.range(0.5, 1));
  }
  return out;
}

export const VEHICLE_RECIPES: Recipe[] = [
  {
    id: "car", name: "car", category: "vehicles", kind: "bed", defaultSeconds: 6,
    weakKeywords: ["driving", "driving by"],
    keywords: ["car", "car driving", "truck", "lorry", "bus", "van", "car interior", "sports car", "race car"],
    variants: { truck: { pitch: 0.7 }, lorry: { pitch: 0.7 }, bus: { pitch: 0.75 }, "sports car": { intensity: 0.85, pitch: 1.2 }, "race car": { intensity: 0.95, pitch: 1.4 } },
    examples: ["car passing by", "truck driving on a highway"],
    render: car,
  },
  {
    id: "horn", name: "horn", category: "vehicles", kind: "oneshot", defaultSeconds: 1, space: 0.2,
    keywords: ["horn", "car horn", "honk", "honking", "truck horn", "air horn", "train horn", "beep the horn"],
    variants: { "truck horn": { pitch: 0.6 }, "train horn": { pitch: 0.5 }, "air horn": { pitch: 0.8, intensity: 0.9 } },
    examples: ["car horn honking", "truck horn"],
    render: horn,
  },
  {
    id: "siren", name: "siren", category: "vehicles", kind: "bed", defaultSeconds: 8, space: 0.3,
    keywords: ["siren", "police siren", "ambulance", "fire truck", "fire engine", "emergency siren", "air raid siren", "police car"],
    variants: { "air raid siren": { speed: 0.35, pitch: 0.7 } },
    examples: ["police siren in the distance", "ambulance siren passing"],
    render: siren,
  },
  {
    id: "train", name: "train", category: "vehicles", kind: "bed", defaultSeconds: 10,
    keywords: ["train", "railway", "locomotive", "subway", "metro", "tram", "freight train", "train on tracks", "railroad", "underground train"],
    examples: ["train passing", "subway train"],
    render: train,
  },
  {
    id: "helicopter", name: "helicopter", category: "vehicles", kind: "bed", defaultSeconds: 8,
    keywords: ["helicopter", "chopper", "heli", "rotor", "rotor blades"],
    examples: ["helicopter overhead", "helicopter hovering"],
    render: helicopter,
  },
  {
    id: "airplane", name: "airplane", category: "vehicles", kind: "bed", defaultSeconds: 10,
    keywords: ["airplane", "aeroplane", "plane", "jet", "aircraft", "jet engine", "airliner", "fighter jet", "jet plane", "airport"],
    variants: { "fighter jet": { intensity: 0.95, pitch: 1.2 } },
    examples: ["airplane flying over", "jet engine roar"],
    render: airplane,
  },
  {
    id: "motorcycle", name: "motorcycle", category: "vehicles", kind: "bed", defaultSeconds: 6,
    keywords: ["motorcycle", "motorbike", "dirt bike", "scooter", "moped", "harley"],
    variants: { scooter: { pitch: 1.5, intensity: 0.3 }, moped: { pitch: 1.5, intensity: 0.3 }, harley: { pitch: 0.8, intensity: 0.8 } },
    examples: ["motorcycle driving by", "scooter"],
    render: motorcycle,
  },
];
