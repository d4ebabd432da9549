/** Doors: creaks, slams, knocks, latches and keys. */
import { bandpass, highpass, resonate } from "../dsp/filters";
import { whiteNoise } from "../dsp/noise";
import { modes } from "../dsp/oscillators";
import { envelope, multiply, wander } from "../dsp/envelopes";
import { addAt, poissonTimes, scatter } from "../dsp/granular";
import { hit, noiseBurst, oneShot, spanOf, thump, tick, timeline } from "./kit";
import type { Recipe, RecipeContext } from "./recipe-types";

/** A creak: stick-slip friction (a train of impulses at a wandering rate) ringing the door's body. */
function creak(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const seconds = spanOf(ctx, rng.range(1.4, 2.4), 0.3);
  const n = Math.round(seconds * sr);
  const metal = ctx.material === "metal";
  const rate = wander(n, sr, 3, rng.fork("rate"), 35, (metal ? 500 : 220) * ctx.pitch);
  const jitter = rng.fork("jitter");
  const excitation = new Float32Array(n);
  let phase = 0;
  for (let i = 0; i < n; i++) {
    phase += rate[i] / sr;
    if (phase >= 1) {
      phase -= 1;
      excitation[i] = jitter.range(0.5, 1);
    }
  }
  const scale = (metal ? 2.4 : 1) * ctx.pitch;
  const body = resonate(excitation, sr, [
    { freq: 420 * scale, q: metal ? 30 : 12, gain: 1 },
    { freq: 910 * scale, q: metal ? 30 : 14, gain: 0.7 },
    { freq: 1650 * scale, q: metal ? 35 : 16, gain: 0.5 },
    { freq: 2600 * scale, q: 18, gain: 0.3 },
  ]);
  multiply(body, envelope(n, sr, [[0, 0], [0.08, 1], [seconds * 0.7, 0.8], [seconds, 0]]));
  multiply(body, wander(n, sr, 7, rng.fork("pressure"), 0.35, 1));
  return oneShot(ctx, body);
}

function slam(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng, intensity: k } = ctx;
  const n = Math.round(0.8 * sr);
  const out = new Float32Array(n);
  addAt(out, hit(sr, rng.fork("body"), ctx.material ?? "wood", 95 * ctx.pitch, 0.45), 0, 1);
  addAt(out, thump(sr, rng.fork("boom"), { freq: 75 * ctx.pitch, drop: 0.6, decay: 0.3 }), 0, 0.5 + 0.8 * k);
  addAt(out, noiseBurst(sr, rng.fork("crack"), { seconds: 0.08, type: "lowpass", freq: 3500, decay: 0.06 }), 0, 0.6 + 0.6 * k);
  addAt(out, tick(sr, rng.fork("latch"), 3200, 0.02), 0.012 * sr, 0.5);
  addAt(out, tick(sr, rng.fork("rattle"), 2600, 0.015), 0.05 * sr, 0.2);
  return oneShot(ctx, out);
}

function knock(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng, intensity: k } = ctx;
  const groups = timeline(ctx, () => rng.range(2.5, 3.5) / ctx.speed, 0.02);
  const times = groups.flatMap((t) => {
    const count = rng.int(2, 4);
    const gap = rng.range(0.16, 0.22) / ctx.speed;
    return Array.from({ length: count }, (_, i) => t + i * gap);
  });
  return scatter(ctx.length, sr, rng.fork("knocks"), times, (g) => {
    const x = hit(sr, g, ctx.material ?? "wood", g.around(210 * ctx.pitch, 1.06), 0.15);
    addAt(x, thump(sr, g, { freq: 110 * ctx.pitch, drop: 0.8, decay: 0.06 }), 0, 0.6 + 0.6 * k);
    return x;
  }, (g) => g.range(0.8, 1));
}

function latch(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng } = ctx;
  const out = new Float32Array(Math.round(0.6 * sr));
  addAt(out, tick(sr, rng.fork("turn"), 2500 * ctx.pitch, 0.02), 0, 0.6);
  addAt(out, tick(sr, rng.fork("turn2"), 2100 * ctx.pitch, 0.02), 0.05 * sr, 0.4);
  const bolt = bandpass(whiteNoise(Math.round(0.1 * sr), rng.fork("bolt")), sr, 3000, 3);
  multiply(bolt, envelope(bolt.length, sr, [[0, 0], [0.02, 1], [0.1, 0]]));
  addAt(out, bolt, 0.12 * sr, 0.3);
  addAt(out, hit(sr, rng.fork("clack"), "metal", 1800 * ctx.pitch, 0.1), 0.24 * sr, 1);
  return oneShot(ctx, out);
}

function keys(ctx: RecipeContext): Float32Array {
  const { sampleRate: sr, rng, length: n } = ctx;
  const shakes = timeline(ctx, () => rng.range(1.2, 2) / ctx.speed, 0.01);
  const out = new Float32Array(n);
  const g = rng.fork("keys");
  for (const s of shakes) {
    for (const t of poissonTimes(g, s, s + 0.6, (u) => 60 * Math.exp(-(u - s) / 0.25))) {
      const f = g.range(3000, 7500) * ctx.pitch;
      const ping = modes(Math.round(0.25 * sr), sr, [{ freq: f, decay: g.range(0.08, 0.25), amp: 1 }, { freq: f * 2.4, decay: 0.05, amp: 0.4 }]);
      addAt(out, ping, t * sr, g.range(0.2, 1));
    }
  }
  return highpass(out, sr, 1500);
}

export const DOOR_RECIPES: Recipe[] = [
  {
    id: "door-creak", name: "door creak", category: "doors", kind: "oneshot", defaultSeconds: 2.5, space: 0.25,
    keywords: ["creak", "creaking", "creaky", "door creak", "creaking door", "door opening", "opening door", "door open", "squeak", "squeaky", "squeaky hinge", "hinge", "creaky floorboard"],
    group: "door",
    examples: ["wooden door creaking open", "squeaky metal hinge", "creaky door"],
    render: creak,
  },
  {
    id: "door-slam", name: "door slam", category: "doors", kind: "oneshot", defaultSeconds: 1.5, space: 0.3,
    keywords: ["slam", "slamming", "door slam", "slammed", "door shut", "door closing", "door close", "shutting door", "closing door", "door bang"],
    weakKeywords: ["door"],
    group: "door",
    examples: ["door slam", "heavy door slamming shut", "door closing softly"],
    render: slam,
  },
  {
    id: "knock", name: "knocking", category: "doors", kind: "events", defaultSeconds: 3, space: 0.25,
    keywords: ["knock", "knocking", "knocks", "knock on door", "knocking on a door", "rapping", "tapping on a door"],
    group: "door",
    examples: ["knocking on a wooden door", "loud knocks"],
    render: knock,
  },
  {
    id: "latch", name: "door latch", category: "doors", kind: "oneshot", defaultSeconds: 1, space: 0.15,
    keywords: ["latch", "door handle", "handle", "door lock", "door unlock", "unlocking a door", "unlock the door", "lock the door", "locking a door", "deadbolt", "bolt"],
    weakKeywords: ["lock", "unlock", "unlocking", "locking"],
    group: "door",
    examples: ["door handle turning", "unlocking a door"],
    render: latch,
  },
  {
    id: "keys", name: "keys jingling", category: "doors", kind: "events", defaultSeconds: 2,
    keywords: ["keys", "key", "keychain", "jingle", "jingling", "keys jingling", "bunch of keys"],
    examples: ["keys jingling", "bunch of keys"],
    render: keys,
  },
];
