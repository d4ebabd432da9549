/**
 * From a reading of the prompt and the request to a plan: each layer's settings, the space, the
 * duration. The prompt influence decides how strongly modifiers apply and how much the seed varies
 * the settings (low influence: more variation).
 */
import type { SoundRequest } from "../engines/conversion-types";
import { Random, hashSeed } from "./dsp/random";
import type { LayerPushes, PromptReading } from "./prompt";
import type { Material, Recipe } from "./recipes";

export const SAMPLE_RATE = 44_100;
export const MIN_SECONDS = 0.5;
export const MAX_SECONDS = 30;
/** The usual output peak, dBFS. */
export const CEILING_DB = -1;

export interface LayerPlan {
  recipe: Recipe;
  /** Its level in the mix, relative to the first layer. */
  gain: number;
  intensity: number;
  speed: number;
  pitch: number;
  material: Material | null;
}

export interface SoundPlan {
  layers: LayerPlan[];
  seconds: number;
  loop: boolean;
  seed: number;
  /** 0 close .. 1 far away. */
  distance: number;
  /** 0 dry .. 1 a large hall. */
  space: number;
  passing: boolean;
  /** The output's peak level, dBFS. */
  ceilingDb: number;
  /** The recipe in words, e.g. "Procedural: rain (heavy) + thunder, 6.0 s". */
  description: string;
}

const LAYER_GAINS = [1, 0.7, 0.55];
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** Words for a layer as the prompt asked for it (not the seed's variation). */
function adjectives(pushes: LayerPushes, variant: { intensity?: number }): string[] {
  const words: string[] = [];
  const heavier = pushes.intensity + (variant.intensity === undefined ? 0 : (variant.intensity - 0.5) * 2);
  if (heavier > 0.25) words.push("heavy");
  if (heavier < -0.25) words.push("light");
  if (pushes.speed > 0.25) words.push("fast");
  if (pushes.speed < -0.25) words.push("slow");
  if (pushes.pitch < -0.25) words.push("deep");
  if (pushes.pitch > 0.25) words.push("high");
  return words;
}

function describe(plan: Omit<SoundPlan, "description">, reading: PromptReading): string {
  const layers = plan.layers.map((l, i) => {
    const named = reading.recipes[i];
    const words = adjectives(named.pushes, named.recipe.variants?.[named.keyword] ?? {});
    if (i === 0 && l.material) words.push(`on ${l.material}`);
    return words.length ? `${l.recipe.name} (${words.join(", ")})` : l.recipe.name;
  });
  const extras = [
    plan.distance > 0.3 ? "distant" : null,
    plan.space > 0.55 ? "reverberant" : null,
    plan.passing ? "passing by" : null,
    plan.loop ? "looping" : null,
  ].filter((w): w is string => w !== null);
  return `Procedural: ${layers.join(" + ")}${extras.length ? `, ${extras.join(", ")}` : ""}, ${plan.seconds.toFixed(1)} s`;
}

/** The plan for `request` as `reading` understood its prompt. */
export function planSound(reading: PromptReading, request: SoundRequest): SoundPlan {
  const influence = clamp(Number.isFinite(request.promptInfluence) ? request.promptInfluence : 0.3, 0, 1);
  const strength = 0.35 + 0.65 * influence;
  const variation = 0.1 + 0.9 * (1 - influence);
  const rng = new Random(hashSeed("plan", request.seed >>> 0));
  const scene = reading.scene;
  const layers = reading.recipes.map(({ recipe, keyword, pushes: p }, i): LayerPlan => {
    const v = recipe.variants?.[keyword] ?? {};
    return {
      recipe,
      gain: LAYER_GAINS[i] ?? 0.5,
      intensity: clamp((v.intensity ?? 0.5) + 0.3 * strength * p.intensity + 0.12 * variation * rng.bipolar(), 0, 1),
      speed: clamp((v.speed ?? 1) * Math.pow(1.6, strength * p.speed) * Math.pow(1.15, variation * rng.bipolar()), 0.3, 3),
      pitch: clamp((v.pitch ?? 1) * Math.pow(1.5, strength * p.pitch) * Math.pow(1.1, variation * rng.bipolar()), 0.3, 3),
      material: scene.material ?? v.material ?? null,
    };
  });
  const first = layers[0].recipe;
  const asked = request.durationSeconds ?? Math.max(...layers.map((l) => l.recipe.defaultSeconds));
  const distance = clamp(0.8 * strength * scene.distance, 0, 1);
  const base = {
    layers,
    seconds: clamp(Number.isFinite(asked) ? asked : first.defaultSeconds, MIN_SECONDS, MAX_SECONDS),
    loop: request.loop,
    seed: request.seed >>> 0,
    distance,
    space: clamp((first.space ?? 0.1) + 0.45 * strength * scene.space + 0.35 * distance, 0, 1),
    passing: scene.passing,
    ceilingDb: clamp(CEILING_DB - (first.levelDb ?? 0) + 4 * strength * Math.min(0, scene.level) - 5 * distance, -16, CEILING_DB),
  };
  return { ...base, description: describe(base, reading) };
}
