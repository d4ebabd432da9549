/** Rendering a plan: the layers, the space around them, the loop or the ends, the level. */
import { highpass, lowpass4 } from "./dsp/filters";
import { atLoudness, passBy, reverb } from "./dsp/effects";
import { mixInto } from "./dsp/granular";
import { Random, hashSeed } from "./dsp/random";
import { finishLevel } from "./level";
import { fadeEnds, seamlessLoop } from "./loop";
import { SAMPLE_RATE, type SoundPlan } from "./plan";
import type { RecipeContext } from "./recipes";

/** Seconds of sound rendered before the request's audio, so filters, reverbs and textures are under way. */
const WARM_UP = 0.25;
/** The longest crossfade of a loop, seconds (a quarter of a short loop). */
const MAX_CROSSFADE = 1;
/** Samples searched for the quietest place to cut a loop. */
const CUT_SEARCH = 2048;

/** How the request's audio sits in the render. */
interface Frame {
  /** Samples of the request's audio. */
  length: number;
  /** Samples rendered before it. */
  preRoll: number;
  crossfade: number;
  search: number;
  /** Whether the sound goes on (a bed or events) rather than happening once. */
  continuous: boolean;
}

function frameOf(plan: SoundPlan): Frame {
  const length = Math.round(plan.seconds * SAMPLE_RATE);
  const continuous = plan.layers.some((l) => l.recipe.kind !== "oneshot");
  const looped = plan.loop && continuous;
  const crossfade = looped ? Math.round(Math.min(MAX_CROSSFADE, plan.seconds / 4) * SAMPLE_RATE) : 0;
  const search = looped ? Math.min(CUT_SEARCH, Math.floor(length / 8)) : 0;
  const preRoll = continuous ? crossfade + search + Math.round(WARM_UP * SAMPLE_RATE) : 0;
  return { length, preRoll, crossfade, search, continuous };
}

/** The layers mixed, each at its share of the loudness, over the whole render. */
function mixLayers(plan: SoundPlan, frame: Frame): Float32Array {
  const total = frame.preRoll + frame.length;
  const mix = new Float32Array(total);
  const root = new Random(hashSeed("sound", plan.seed));
  plan.layers.forEach((layer, i) => {
    const ctx: RecipeContext = {
      rng: root.fork(`layer:${i}:${layer.recipe.id}`),
      sampleRate: SAMPLE_RATE,
      length: total,
      start: frame.preRoll / SAMPLE_RATE,
      seconds: plan.seconds,
      intensity: layer.intensity,
      speed: layer.speed,
      pitch: layer.pitch,
      material: layer.material,
    };
    const sound = layer.recipe.render(ctx);
    if (sound.length !== total) throw new Error(`recipe ${layer.recipe.id} rendered ${sound.length} samples for ${total}`);
    mixInto(mix, atLoudness(sound, SAMPLE_RATE, 0.25), layer.gain);
  });
  return mix;
}

/** Distance (air and level), a passing source, and the room. */
function place(plan: SoundPlan, frame: Frame, mix: Float32Array): Float32Array {
  // Below 25 Hz nothing is heard, but brown noise puts much of its energy there and would eat the headroom.
  let x = highpass(mix, SAMPLE_RATE, 25);
  if (plan.passing) {
    const closest = (frame.preRoll + frame.length / 2) / SAMPLE_RATE;
    x = passBy(x, SAMPLE_RATE, closest, 14 + 10 * new Random(hashSeed("pass", plan.seed)).next(), 5 + 25 * plan.distance);
  } else if (plan.distance > 0.05) {
    lowpass4(x, SAMPLE_RATE, 10_000 * Math.pow(500 / 10_000, plan.distance));
  }
  if (plan.space > 0.03) {
    x = reverb(x, SAMPLE_RATE, {
      size: plan.space,
      decay: 0.3 + 3.5 * Math.pow(plan.space, 1.5),
      damping: 0.35 + 0.5 * plan.distance,
      mix: Math.min(0.85, 0.12 + 0.55 * plan.space + 0.3 * plan.distance),
    });
  }
  return x;
}

/** The plan as float samples at {@link SAMPLE_RATE}: exactly round(seconds × rate) of them. */
export function renderPlan(plan: SoundPlan): Float32Array {
  const frame = frameOf(plan);
  const placed = place(plan, frame, mixLayers(plan, frame));
  let out: Float32Array;
  if (plan.loop && frame.continuous) {
    out = seamlessLoop(placed, frame.preRoll, frame.length, frame.crossfade, frame.search);
  } else {
    out = placed.slice(frame.preRoll, frame.preRoll + frame.length);
    // A sound that goes on fades in and out briefly; a one-off starts on its attack and dies to silence.
    const ms = (v: number) => Math.round((v / 1000) * SAMPLE_RATE);
    fadeEnds(out, frame.continuous ? ms(10) : ms(1), frame.continuous ? ms(40) : ms(15));
  }
  return finishLevel(out, plan.ceilingDb);
}
