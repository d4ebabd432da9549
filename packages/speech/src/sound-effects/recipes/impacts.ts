/** Impacts: explosions, punches, thuds, breaking glass, metal, gunshots, bells, gongs, heartbeats, fireworks. */
import { highpass, lowpass, sweep } from "../dsp/filters";
import { brownNoise } from "../dsp/noise";
import { glide, modes, oscillator, type Mode } from "../dsp/oscillators";
import { multiply, strike, wander } from "../dsp/envelopes";
import { addAt, poissonTimes, scatter } from "../dsp/granular";
import { atLoudness, saturate } from "../dsp/effects";
import type { Random } from "../dsp/random";
import { hit, noiseBurst, oneShot, sum, thump, timeline } from "./kit";
import type { Material, Recipe, RecipeContext } from "./recipe-types";

/** The boom of an explosion of `size` 0..1 (also a firework's burst). */
function boom(sampleRate: number, rng: Random, size: number, pitch: number): Float32Array {
  const seconds = 2 + 3 * size;
  const n = Math.round(seconds * sampleRate);
  const body = brownNoise(n, rng.fork("body"));
  sweep(body, sampleRate, "lowpass", (i) => 110 + 2500 * pitch * Math.exp(-i / (0.35 * sampleRate)));
  multiply(body, strike(n, sampleRate, 0.004, seconds));
  multiply(body, wander(n, sampleRate, 6, rng.fork("roll"), 0.5, 1));
  const crack = noiseBurst(sampleRate, rng.fork("crack"), { seconds: 0.15, type: "lowpass", freq: 7000, decay: 0.12 });
  const sub = thump(sampleRate, rng.fork("sub"), { freq: 55 * pitch, drop: 0.5, decay: 1.2, attack: 0.005 });
  const debris = new Float32Array(n);
  const g = rng.fork("debris");
  for (const t of poissonTimes(g, 0.15, Math.min(seconds, 2.2), (t) => 35 * size * Math.exp(-t / 0.7))) {
    addAt(debris, hit(sampleRate, g, g.pick<Material>(["stone", "wood", "metal"]), g.range(600, 3000), 0.08), t * sampleRate, g.range(0.05, 0.3));
  }
  const out = sum([[atLoudness(body, sampleRate, 0.25), 1], [crack, 0.5], [sub, 0.5], [debris, 0.6]]);
  return saturate(out, 1.8);
}

function explosion(ctx: RecipeContext): Float32Array {
  return oneShot(ctx, boom(ctx.sampleRate, ctx.rng, ctx.intensity, ctx.pitch));
}

function punch(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng, intensity: k } = ctx;
  const out = new Float32Array(Math.round(0.4 * sr));
  const whooshLen = Math.round(0.07 * sr);
  const whoosh = noiseBurst(sr, rng.fork("swing"), { seconds: 0.07, type: "bandpass", freq: 900, q: 0.8, attack: 0.06, decay: 0.02 });
  addAt(out, whoosh, 0, 0.25);
  addAt(out, thump(sr, rng.fork("body"), { freq: 95 * ctx.pitch, drop: 0.55, decay: 0.16, attack: 0.001 }), whooshLen, 1);
  addAt(out, noiseBurst(sr, rng.fork("slap"), { seconds: 0.05, type: "bandpass", freq: 1800 * ctx.pitch, q: 0.9, decay: 0.03 }), whooshLen, 0.6 + 0.5 * k);
  return oneShot(ctx, saturate(out, 1.5));
}

function thud(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng, intensity: k } = ctx;
  const material = ctx.material ?? "body";
  const base = ({ metal: 320, glass: 900, wood: 140, stone: 180 } as Record<string, number>)[material] ?? 90;
  const out = hit(sr, rng.fork("body"), material, base * ctx.pitch, material === "metal" ? 1.2 : 0.4);
  addAt(out, thump(sr, rng.fork("low"), { freq: 65 * ctx.pitch, drop: 0.6, decay: 0.25 }), 0, 0.4 + 0.8 * k);
  return oneShot(ctx, out);
}

function glassBreak(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng, intensity: k } = ctx;
  const seconds = 1.8;
  const out = new Float32Array(Math.round(seconds * sr));
  addAt(out, noiseBurst(sr, rng.fork("crack"), { seconds: 0.06, type: "highpass", freq: 2000, decay: 0.04 }), 0, 0.8);
  addAt(out, thump(sr, rng.fork("knock"), { freq: 220, drop: 0.5, decay: 0.05 }), 0, 0.4);
  const g = rng.fork("shards");
  const shards = poissonTimes(g, 0, 1.5, (t) => (150 + 250 * k) * Math.exp(-t / 0.22) + 6);
  for (const t of shards) {
    const f = g.around(5200 * ctx.pitch, 1.7);
    const len = Math.round(g.range(0.03, 0.25) * sr);
    const ring = modes(len, sr, [{ freq: f, decay: len / sr, amp: 1 }, { freq: f * 2.32, decay: len / sr / 2, amp: 0.5 }, { freq: f * 4.25, decay: len / sr / 3, amp: 0.25 }]);
    addAt(out, ring, t * sr, g.range(0.05, 1) * Math.exp(-t / 0.6));
  }
  addAt(out, noiseBurst(sr, rng.fork("hiss"), { seconds: 0.5, type: "highpass", freq: 4000, decay: 0.4 }), 0, 0.3);
  return oneShot(ctx, out);
}

function clang(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const f = rng.around(260 * ctx.pitch, 1.3);
  const list: Mode[] = [1, 1.004, 2.76, 5.4, 8.93, 13.34].map((r, i) => ({ freq: f * r, decay: [2.8, 2.6, 1.6, 1, 0.6, 0.4][i], amp: [1, 0.7, 0.6, 0.4, 0.25, 0.15][i] }));
  const out = modes(Math.round(3 * sr), sr, list);
  addAt(out, noiseBurst(sr, rng.fork("strike"), { seconds: 0.02, type: "highpass", freq: 1500, decay: 0.015 }), 0, 0.7);
  return oneShot(ctx, out);
}

function gunshot(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const out = new Float32Array(Math.round(0.6 * sr));
  addAt(out, noiseBurst(sr, rng.fork("blast"), { seconds: 0.2, type: "lowpass", freq: 5000 * ctx.pitch, decay: 0.12 }), 0, 1);
  addAt(out, noiseBurst(sr, rng.fork("crack"), { seconds: 0.02, type: "highpass", freq: 3000, decay: 0.008 }), 0, 0.8);
  addAt(out, thump(sr, rng.fork("body"), { freq: 130 * ctx.pitch, drop: 0.4, decay: 0.15, attack: 0.0005 }), 0, 0.8);
  return oneShot(ctx, saturate(out, 3));
}

/** A bell's partials (hum, prime, tierce, quint, nominal and above), ringing for `decay` seconds. */
function bellStrike(sampleRate: number, rng: Random, f: number, decay: number): Float32Array {
  const ratios = [0.5, 1, 1.183, 1.506, 2, 2.514, 2.662, 3.011, 4.166];
  const list = ratios.map((r, i) => ({ freq: f * r * rng.around(1, 1.002), decay: decay / (1 + i * 0.35), amp: [0.5, 1, 0.7, 0.4, 0.8, 0.3, 0.3, 0.2, 0.1][i] }));
  const out = modes(Math.round(decay * sampleRate), sampleRate, list);
  addAt(out, noiseBurst(sampleRate, rng, { seconds: 0.02, type: "highpass", freq: 2000, decay: 0.01 }), 0, 0.2);
  return out;
}

function bell(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const f = rng.around(440 * ctx.pitch, 1.1);
  const times = timeline(ctx, () => rng.range(2.4, 3) / ctx.speed, 0.005);
  return scatter(ctx.length, sr, rng.fork("tolls"), times, (g) => bellStrike(sr, g, f, 3 + 3 * (1 - Math.min(1, ctx.pitch))), (g) => g.range(0.85, 1));
}

function gong(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const f = rng.around(85 * ctx.pitch, 1.1);
  const list: Mode[] = Array.from({ length: 14 }, (_, i) => ({ freq: f * (1 + i * rng.range(0.9, 1.6)), decay: rng.range(3, 7) / (1 + i * 0.1), amp: rng.range(0.3, 1) / (1 + i * 0.25) }));
  const out = modes(Math.round(7 * sr), sr, list);
  addAt(out, thump(sr, rng.fork("mallet"), { freq: f, drop: 0.8, decay: 0.3, attack: 0.005 }), 0, 0.8);
  return oneShot(ctx, out);
}

function heartbeat(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng, intensity: k } = ctx;
  const period = 60 / (68 * ctx.speed * (1 + Math.max(0, k - 0.6)));
  const times = timeline(ctx, () => period * rng.around(1, 1.02), 0.02);
  const beats = scatter(ctx.length, sr, rng.fork("beats"), times, (g) => {
    const out = new Float32Array(Math.round(0.5 * sr));
    addAt(out, thump(sr, g, { freq: 55 * ctx.pitch, drop: 0.7, decay: 0.13, attack: 0.008 }), 0, 1);
    addAt(out, thump(sr, g, { freq: 68 * ctx.pitch, drop: 0.7, decay: 0.1, attack: 0.006 }), Math.min(0.3, period * 0.35) * sr, 0.7);
    return out;
  });
  return lowpass(beats, sr, 250);
}

function fireworks(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const launches = timeline(ctx, () => rng.range(1.5, 3.5) / ctx.speed, 0.01);
  return scatter(ctx.length, sr, rng.fork("rockets"), launches, (g) => {
    const rise = g.range(0.6, 1.2);
    const n = Math.round((rise + 2.5) * sr);
    const out = new Float32Array(n);
    const whistleLen = Math.round(rise * sr);
    const whistle = oscillator(whistleLen, sr, "sine", glide(whistleLen, g.range(600, 900), g.range(2000, 3000)), g.next());
    multiply(whistle, strike(whistleLen, sr, 0.05, rise * 3));
    addAt(out, whistle, 0, 0.15);
    addAt(out, highpass(boom(sr, g, 0.25, 1.4), sr, 80), whistleLen, 0.8);
    for (const t of poissonTimes(g, rise + 0.2, rise + 2.2, 60)) addAt(out, noiseBurst(sr, g, { seconds: 0.003, type: "highpass", freq: 4000, decay: 0.0015 }), t * sr, g.range(0.1, 0.4));
    return out;
  }, (g) => g.range(0.6, 1));
}

export const IMPACT_RECIPES: Recipe[] = [
  {
    id: "explosion", name: "explosion", category: "impacts", kind: "oneshot", defaultSeconds: 4, space: 0.35,
    keywords: ["explosion", "explode", "exploding", "blast", "bomb", "detonation", "grenade", "kaboom", "dynamite"],
    weakKeywords: ["boom"],
    examples: ["huge explosion", "distant bomb blast"],
    render: explosion,
  },
  {
    id: "punch", name: "punch", category: "impacts", kind: "oneshot", defaultSeconds: 0.8,
    keywords: ["punch", "punching", "slap", "kick", "fist", "fight", "body hit", "face punch"],
    examples: ["punch to the face", "hard kick"],
    render: punch,
  },
  {
    id: "thud", name: "thud", category: "impacts", kind: "oneshot", defaultSeconds: 1.2, space: 0.15,
    keywords: ["thud", "thump", "impact", "hit", "bump", "falling object", "object falling", "drop on the floor", "bang", "collision"],
    weakKeywords: ["crash", "crashing", "falling", "fall"],
    examples: ["heavy thud on a wooden floor", "box falling", "impact on metal"],
    render: thud,
  },
  {
    id: "glass-break", name: "glass breaking", category: "impacts", kind: "oneshot", defaultSeconds: 2, space: 0.2,
    keywords: ["glass break", "glass breaking", "breaking glass", "shatter", "shattering", "smash", "smashing", "broken glass", "window breaking", "glass smash", "bottle breaking"],
    examples: ["glass shattering", "window breaking"],
    render: glassBreak,
  },
  {
    id: "clang", name: "metal clang", category: "impacts", kind: "oneshot", defaultSeconds: 3, space: 0.2,
    keywords: ["clang", "clank", "clanging", "metal clang", "metal hit", "anvil", "metal pipe", "pipe hit", "metallic hit", "pan hit", "clink"],
    examples: ["metal clang", "hammer on an anvil"],
    render: clang,
  },
  {
    id: "gunshot", name: "gunshot", category: "impacts", kind: "oneshot", defaultSeconds: 1.5, space: 0.45,
    keywords: ["gunshot", "gun shot", "gunfire", "pistol", "rifle", "shotgun", "gun", "gun firing", "shooting", "machine gun"],
    examples: ["pistol gunshot", "rifle shot in a canyon"],
    render: gunshot,
  },
  {
    id: "bell", name: "bell", category: "impacts", kind: "events", defaultSeconds: 5, space: 0.35,
    keywords: ["bell", "bells", "church bell", "bell toll", "tolling", "bell ringing", "ringing bell", "handbell", "school bell", "temple bell"],
    variants: { "church bell": { pitch: 0.55 }, "bell toll": { pitch: 0.6 }, tolling: { pitch: 0.6 }, "temple bell": { pitch: 0.7 }, handbell: { pitch: 1.6 } },
    examples: ["church bell tolling", "small hand bell"],
    render: bell,
  },
  {
    id: "gong", name: "gong", category: "impacts", kind: "oneshot", defaultSeconds: 6, space: 0.3,
    keywords: ["gong", "tam tam", "gong hit"],
    examples: ["big gong hit"],
    render: gong,
  },
  {
    id: "heartbeat", name: "heartbeat", category: "impacts", kind: "events", defaultSeconds: 5,
    keywords: ["heartbeat", "heart beat", "heart beating", "heartbeats", "pulse", "heart pounding"],
    variants: { "heart pounding": { intensity: 0.9, speed: 1.4 } },
    examples: ["heartbeat", "fast heart pounding"],
    render: heartbeat,
  },
  {
    id: "fireworks", name: "fireworks", category: "impacts", kind: "events", defaultSeconds: 6, space: 0.4,
    keywords: ["fireworks", "firework", "firecracker", "firecrackers", "rocket launch"],
    examples: ["fireworks display", "firecrackers"],
    render: fireworks,
  },
];
