/** Footsteps on every surface, and hooves. */
import { lowpass } from "../dsp/filters";
import { multiply, envelope } from "../dsp/envelopes";
import { addAt, poissonTimes, scatter } from "../dsp/granular";
import type { Random } from "../dsp/random";
import { bubble, hit, noiseBurst, thump, timeline } from "./kit";
import type { Material, Recipe, RecipeContext } from "./recipe-types";

/** Many tiny grains over `seconds`, densest at first: a crunch of gravel, snow or leaves. */
function crunch(sampleRate: number, rng: Random, opts: { seconds: number; grains: number; freq: number; spread: number; decay: [number, number] }): Float32Array {
  const out = new Float32Array(Math.round((opts.seconds + 0.02) * sampleRate));
  const times = poissonTimes(rng, 0, opts.seconds, (t) => (opts.grains / opts.seconds) * 2 * Math.max(0.05, 1 - t / opts.seconds));
  for (const t of times) {
    const grain = noiseBurst(sampleRate, rng, { seconds: opts.decay[1], type: "bandpass", freq: rng.around(opts.freq, opts.spread), q: 1.5, decay: rng.range(...opts.decay) });
    addAt(out, grain, t * sampleRate, rng.range(0.2, 1));
  }
  return out;
}

/** One step: a heel and then the toe (a roll of the foot), as the surface sounds. */
function step(sampleRate: number, rng: Random, surface: Material, weight: number, pitch: number): Float32Array {
  const out = new Float32Array(Math.round(0.5 * sampleRate));
  const toe = Math.round(rng.range(0.05, 0.09) * sampleRate);
  const put = (x: Float32Array, at: number, gain: number) => addAt(out, x, at, gain);
  const heelThud = () => lowpass(noiseBurst(sampleRate, rng, { seconds: 0.06, type: "lowpass", freq: 400 * pitch, decay: 0.04 }), sampleRate, 500);
  switch (surface) {
    case "gravel":
      put(crunch(sampleRate, rng, { seconds: 0.18, grains: 60 + 40 * weight, freq: 2800 * pitch, spread: 1.8, decay: [0.001, 0.004] }), 0, 1);
      put(heelThud(), 0, 0.4);
      break;
    case "snow":
      put(crunch(sampleRate, rng, { seconds: 0.26, grains: 120, freq: 1600 * pitch, spread: 1.6, decay: [0.002, 0.006] }), 0, 1);
      put(noiseBurst(sampleRate, rng, { seconds: 0.25, type: "lowpass", freq: 700, attack: 0.04, decay: 0.2 }), 0, 0.4);
      break;
    case "leaves":
    case "grass":
      put(noiseBurst(sampleRate, rng, { seconds: 0.22, type: "bandpass", freq: 2500 * pitch, q: 0.6, attack: 0.03, decay: 0.16 }), 0, 0.6);
      if (surface === "leaves") put(crunch(sampleRate, rng, { seconds: 0.2, grains: 40, freq: 3500 * pitch, spread: 1.5, decay: [0.001, 0.003] }), 0, 1);
      put(heelThud(), 0, 0.3);
      break;
    case "sand":
      put(noiseBurst(sampleRate, rng, { seconds: 0.2, type: "lowpass", freq: 1400 * pitch, attack: 0.02, decay: 0.12 }), 0, 0.8);
      put(crunch(sampleRate, rng, { seconds: 0.15, grains: 50, freq: 2500 * pitch, spread: 1.6, decay: [0.001, 0.002] }), 0, 0.4);
      break;
    case "water": {
      put(noiseBurst(sampleRate, rng, { seconds: 0.15, type: "bandpass", freq: 1100 * pitch, q: 0.7, attack: 0.01, decay: 0.1 }), 0, 1);
      for (let b = 0; b < 6; b++) put(bubble(sampleRate, rng.range(500, 1800), rng.range(0.01, 0.04), 4), rng.range(0, 0.12) * sampleRate, rng.range(0.1, 0.4));
      break;
    }
    case "wood":
      put(hit(sampleRate, rng, "wood", rng.around(130 * pitch, 1.1), 0.15), 0, 1);
      put(hit(sampleRate, rng, "wood", rng.around(200 * pitch, 1.1), 0.1), toe, 0.5);
      if (rng.chance(0.1)) put(noiseBurst(sampleRate, rng, { seconds: 0.2, type: "bandpass", freq: 700, q: 8, attack: 0.05, decay: 0.15 }), toe, 0.3);
      break;
    case "metal":
      put(hit(sampleRate, rng, "metal", rng.around(380 * pitch, 1.1), 0.4), 0, 0.6);
      put(noiseBurst(sampleRate, rng, { seconds: 0.02, type: "highpass", freq: 2500, decay: 0.012 }), 0, 0.5);
      break;
    default: {
      // Hard shoes on stone, concrete or tiles: a sharp click and a low knock, then the toe's scuff.
      put(noiseBurst(sampleRate, rng, { seconds: 0.03, type: "highpass", freq: 1800 * pitch, decay: 0.015 }), 0, 0.7);
      put(thump(sampleRate, rng, { freq: 160 * pitch, drop: 0.7, decay: 0.05 }), 0, 0.5);
      put(heelThud(), 0, 0.5);
      put(noiseBurst(sampleRate, rng, { seconds: 0.06, type: "bandpass", freq: 2200 * pitch, q: 0.8, attack: 0.005, decay: 0.04 }), toe, 0.35);
    }
  }
  return multiply(out, 0.5 + 0.5 * weight);
}

function footsteps(ctx: RecipeContext): Float32Array {
  const { rng, sampleRate: sr } = ctx;
  const interval = 0.55 / ctx.speed;
  const times = timeline(ctx, () => interval * rng.around(1, 1.06), 0.02);
  const surface = ctx.material ?? "stone";
  return scatter(ctx.length, sr, rng.fork("steps"), times, (g) => step(sr, g, surface, ctx.intensity, ctx.pitch), (g, t) => (Math.round(t / interval) % 2 === 0 ? 1 : 0.8) * g.range(0.8, 1));
}

function hooves(ctx: RecipeContext): Float32Array {
  const { rng, sampleRate: sr } = ctx;
  const stride = 0.5 / ctx.speed;
  const times = timeline(ctx, () => stride * rng.around(1, 1.04), 0.02).flatMap((t) => [t, t + stride * 0.18, t + stride * 0.34]);
  const surface = ctx.material ?? "stone";
  return scatter(ctx.length, sr, rng.fork("hooves"), times, (g) => {
    const clop = hit(sr, g, surface === "stone" ? "wood" : "body", g.around(550 * ctx.pitch, 1.1), 0.08);
    const body = thump(sr, g, { freq: 110 * ctx.pitch, drop: 0.7, decay: 0.08 });
    const out = new Float32Array(clop.length);
    for (let i = 0; i < out.length; i++) out[i] = clop[i] * (surface === "stone" ? 1 : 0.4) + (body[i] ?? 0) * 0.7;
    return multiply(out, envelope(out.length, sr, [[0, 1], [0.08, 0.8]]));
  }, (g) => g.range(0.6, 1));
}

export const FOOTSTEP_RECIPES: Recipe[] = [
  {
    id: "footsteps", name: "footsteps", category: "footsteps", kind: "events", defaultSeconds: 5, space: 0.15,
    keywords: ["footsteps", "footstep", "steps", "walking", "walk", "running footsteps", "jogging", "stomping", "tiptoeing", "sneaking", "high heels", "heels", "marching", "boots", "stepping", "running on"],
    variants: {
      "running footsteps": { speed: 1.8, intensity: 0.7 }, jogging: { speed: 1.6, intensity: 0.6 }, "running on": { speed: 1.8, intensity: 0.7 },
      stomping: { intensity: 0.95, speed: 0.9 }, tiptoeing: { intensity: 0.1, speed: 0.7 }, sneaking: { intensity: 0.1, speed: 0.7 },
      "high heels": { material: "stone", pitch: 1.3 }, heels: { material: "stone", pitch: 1.3 }, marching: { speed: 1.2, intensity: 0.8 },
    },
    examples: ["footsteps on gravel", "walking on a wooden floor", "running footsteps on concrete", "footsteps in snow"],
    render: footsteps,
  },
  {
    id: "hooves", name: "hooves", category: "footsteps", kind: "events", defaultSeconds: 5,
    keywords: ["hooves", "hoof", "horse", "galloping", "gallop", "trotting", "trot", "clip clop", "horse hooves"],
    variants: { trotting: { speed: 0.7 }, trot: { speed: 0.7 }, "clip clop": { speed: 0.6 } },
    examples: ["horse galloping", "hooves on cobblestones"],
    render: hooves,
  },
];
