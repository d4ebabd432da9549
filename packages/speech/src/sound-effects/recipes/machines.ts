/** Machines: engines, fans, hums, clocks, keyboards, power tools, factories. */
import { highpass, lowpass, resonate } from "../dsp/filters";
import { brownNoise, pinkNoise, whiteNoise } from "../dsp/noise";
import { envelope, lfo, multiply, wander } from "../dsp/envelopes";
import { modes, oscillator } from "../dsp/oscillators";
import { addAt, poissonTimes, scatter } from "../dsp/granular";
import { atLoudness } from "../dsp/effects";
import { endOf, hit, noiseBurst, oneShot, spanOf, sum, tick, timeline } from "./kit";
import { engineSound } from "./engine-core";
import type { Recipe, RecipeContext } from "./recipe-types";

function engineIdle(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const base = 28 * ctx.pitch * (1 + 0.8 * Math.max(0, k - 0.5));
  const firing = wander(n, sr, 1.5, rng.fork("rpm"), base * 0.97, base * 1.03);
  return engineSound(sr, rng.fork("engine"), { firing, roughness: 0.2 + 0.3 * k, pitch: ctx.pitch });
}

function engineRev(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng, intensity: k } = ctx;
  const seconds = spanOf(ctx, 3, 0.5);
  const n = Math.round(seconds * sr);
  const idle = 30 * ctx.pitch;
  const peak = idle * (3 + 2 * k);
  const firing = envelope(n, sr, [[0, idle], [seconds * 0.12, idle], [seconds * 0.35, peak], [seconds * 0.5, peak * 0.95], [seconds * 0.85, idle * 1.1], [seconds, idle]], 1.5);
  const sound = engineSound(sr, rng.fork("engine"), { firing, roughness: 0.45, pitch: ctx.pitch });
  return oneShot(ctx, multiply(sound, envelope(n, sr, [[0, 0.6], [seconds * 0.35, 1], [seconds * 0.85, 0.7]])));
}

function fan(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const air = highpass(lowpass(pinkNoise(n, rng.fork("air")), sr, (900 + 1200 * k) * ctx.pitch), sr, 60);
  const blades = 40 * ctx.pitch * ctx.speed * (0.7 + 0.6 * k);
  multiply(air, lfo(n, sr, blades, 0.85, 1, rng.next()));
  const tone = sum([[oscillator(n, sr, "sine", blades * 2, rng.next()), 1], [oscillator(n, sr, "sine", blades * 4, rng.next()), 0.4]]);
  const motor = sum([[oscillator(n, sr, "sine", 100, rng.next()), 1], [oscillator(n, sr, "sine", 200, rng.next()), 0.5]]);
  return sum([[atLoudness(air, sr, 0.25), 1], [atLoudness(tone, sr, 0.25), 0.12], [atLoudness(motor, sr, 0.25), 0.05]]);
}

function hum(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng } = ctx;
  const mains = rng.pick([50, 60]) * ctx.pitch;
  const out = new Float32Array(n);
  for (let h = 1; h <= 12; h++) {
    const amp = (h % 2 === 1 ? 1 : 0.5) / h;
    const wave = oscillator(n, sr, "sine", mains * h, rng.next());
    for (let i = 0; i < n; i++) out[i] += wave[i] * amp;
  }
  multiply(out, wander(n, sr, 0.3, rng.fork("sway"), 0.85, 1));
  const hiss = highpass(whiteNoise(n, rng.fork("hiss")), sr, 3000);
  return sum([[atLoudness(out, sr, 0.25), 1], [atLoudness(hiss, sr, 0.25), 0.04 + 0.1 * ctx.intensity]]);
}

function clock(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const times = timeline(ctx, () => 1 / ctx.speed, 0.01);
  return scatter(ctx.length, sr, rng.fork("ticks"), times, (g, _t, i) => {
    const f = (i % 2 === 0 ? 2300 : 1900) * ctx.pitch;
    const body = modes(Math.round(0.08 * sr), sr, [{ freq: f, decay: 0.03, amp: 1 }, { freq: f * 1.62, decay: 0.02, amp: 0.5 }, { freq: f * 0.41, decay: 0.04, amp: 0.4 }]);
    addAt(body, tick(sr, g, 4000, 0.004), 0, 0.5);
    return body;
  }, (g) => g.range(0.9, 1));
}

/** Typing: bursts of keys with pauses to think, now and then the space bar. */
function typing(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const bursts = timeline(ctx, () => rng.range(1.2, 2.6) / ctx.speed, 0.02);
  const times = bursts.flatMap((b) => {
    const keys = rng.int(4, 14);
    const out: number[] = [];
    for (let t = b, i = 0; i < keys; i++, t += rng.range(0.08, 0.17) / ctx.speed) out.push(t);
    return out;
  });
  const metal = ctx.material === "metal";
  return scatter(ctx.length, sr, rng.fork("keys"), times, (g) => {
    const space = g.chance(0.12);
    const x = hit(sr, g, metal ? "metal" : "wood", g.around((space ? 350 : 650) * ctx.pitch * (metal ? 2 : 1), 1.15), metal ? 0.12 : 0.05);
    addAt(x, tick(sr, g, g.around(3000, 1.3), 0.008), 0, 0.8);
    addAt(x, tick(sr, g, g.around(1800, 1.2), 0.012), g.range(0.02, 0.04) * sr, 0.4);
    return x;
  }, (g) => g.range(0.5, 1));
}

function drill(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng, intensity: k } = ctx;
  const load = wander(n, sr, 1.2, rng.fork("load"), 0.85, 1.05);
  const f = Float32Array.from(load, (v) => v * 190 * ctx.pitch * (0.8 + 0.5 * k));
  const whine = resonate(oscillator(n, sr, "saw", f, rng.next()), sr, [{ freq: 1200 * ctx.pitch, q: 2, gain: 1 }, { freq: 3000 * ctx.pitch, q: 3, gain: 0.6 }, { freq: 400, q: 1, gain: 0.5 }]);
  const grind = highpass(whiteNoise(n, rng.fork("grind")), sr, 2000);
  multiply(grind, wander(n, sr, 8, rng.fork("bite"), 0.2, 1));
  return sum([[atLoudness(whine, sr, 0.25), 1], [atLoudness(grind, sr, 0.25), 0.3]]);
}

function factory(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, length: n, rng } = ctx;
  const drone = lowpass(brownNoise(n, rng.fork("drone")), sr, 200);
  const hummed = hum({ ...ctx, rng: rng.fork("hum") });
  const period = rng.range(0.8, 1.4) / ctx.speed;
  const clanks = scatter(n, sr, rng.fork("clanks"), timeline(ctx, () => period, 0.05), (g) => hit(sr, g, "metal", g.around(400 * ctx.pitch, 1.2), 0.5), (g) => g.range(0.4, 1));
  const g = rng.fork("hiss");
  const hiss = new Float32Array(n);
  for (const t of poissonTimes(g, 0, endOf(ctx), 0.25)) addAt(hiss, noiseBurst(sr, g, { seconds: 0.8, type: "highpass", freq: 3000, attack: 0.05, decay: 0.6 }), t * sr, 0.5);
  return sum([[atLoudness(drone, sr, 0.25), 0.6], [atLoudness(hummed, sr, 0.25), 0.25], [atLoudness(clanks, sr, 0.25), 1], [hiss, 0.15]]);
}

export const MACHINE_RECIPES: Recipe[] = [
  {
    id: "engine", name: "engine idling", category: "machines", kind: "bed", defaultSeconds: 6, group: "engine",
    keywords: ["engine", "motor", "car engine", "engine idling", "idling", "idle", "diesel", "diesel engine", "generator", "tractor", "lawnmower", "lawn mower", "boat engine", "motorboat"],
    variants: { diesel: { pitch: 0.75, intensity: 0.6 }, "diesel engine": { pitch: 0.75, intensity: 0.6 }, tractor: { pitch: 0.7 }, lawnmower: { pitch: 1.3, intensity: 0.7 }, "lawn mower": { pitch: 1.3, intensity: 0.7 } },
    examples: ["car engine idling", "diesel generator", "lawn mower"],
    render: engineIdle,
  },
  {
    id: "engine-rev", name: "engine revving", category: "machines", kind: "oneshot", defaultSeconds: 3, group: "engine",
    keywords: ["rev", "revving", "engine rev", "engine revving", "revs", "accelerating", "acceleration", "vroom"],
    examples: ["engine revving", "revving a V8 engine"],
    render: engineRev,
  },
  {
    id: "fan", name: "fan", category: "machines", kind: "bed", defaultSeconds: 6, levelDb: 4,
    keywords: ["fan", "air conditioner", "air conditioning", "ventilation", "hvac", "ac unit", "blower", "extractor fan", "computer fan", "ceiling fan", "vent", "air vent"],
    examples: ["ceiling fan spinning", "air conditioner humming"],
    render: fan,
  },
  {
    id: "hum", name: "electrical hum", category: "machines", kind: "bed", defaultSeconds: 5, levelDb: 4,
    weakKeywords: ["hum", "humming"],
    keywords: ["electrical hum", "electric hum", "mains hum", "transformer", "refrigerator", "fridge", "power line", "neon", "neon light", "fluorescent light", "electricity", "electrical buzz"],
    examples: ["electrical hum", "fridge humming", "buzzing neon light"],
    render: hum,
  },
  {
    id: "clock", name: "clock ticking", category: "machines", kind: "events", defaultSeconds: 5, space: 0.15,
    keywords: ["clock", "ticking", "tick", "tick tock", "clock ticking", "grandfather clock", "stopwatch", "wall clock", "pocket watch", "watch ticking", "ticking clock"],
    variants: { "grandfather clock": { pitch: 0.6, speed: 0.5 }, "pocket watch": { pitch: 1.6, speed: 2 }, stopwatch: { pitch: 1.5, speed: 2 } },
    examples: ["clock ticking", "grandfather clock"],
    render: clock,
  },
  {
    id: "typing", name: "typing", category: "machines", kind: "events", defaultSeconds: 5, space: 0.1,
    keywords: ["typing", "keyboard", "typewriter", "keystrokes", "keyboard typing", "computer keyboard", "mechanical keyboard", "keyboard clicking", "writing on a keyboard"],
    variants: { typewriter: { material: "metal" }, "mechanical keyboard": { intensity: 0.8 } },
    examples: ["keyboard typing", "old typewriter"],
    render: typing,
  },
  {
    id: "drill", name: "power tool", category: "machines", kind: "bed", defaultSeconds: 4,
    keywords: ["drill", "power drill", "power tool", "grinder", "chainsaw", "electric saw", "circular saw", "saw", "sander", "blender", "vacuum", "vacuum cleaner", "hair dryer", "hairdryer"],
    variants: { chainsaw: { pitch: 0.6, intensity: 0.9 }, blender: { pitch: 1.2 }, vacuum: { pitch: 1.6, intensity: 0.3 }, "vacuum cleaner": { pitch: 1.6, intensity: 0.3 }, "hair dryer": { pitch: 1.8, intensity: 0.2 }, hairdryer: { pitch: 1.8, intensity: 0.2 } },
    examples: ["power drill", "chainsaw cutting wood", "vacuum cleaner"],
    render: drill,
  },
  {
    id: "factory", name: "factory", category: "machines", kind: "bed", defaultSeconds: 8, space: 0.45,
    keywords: ["factory", "machinery", "industrial", "workshop", "assembly line", "machines", "machine", "mill", "forge"],
    examples: ["busy factory floor", "industrial machinery"],
    render: factory,
  },
];
