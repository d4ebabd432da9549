/** What a procedural recipe is: the words that name it and how it renders. */
import type { SoundFamily } from "@vocable/domain";
import type { Random } from "../dsp/random";

/** The library's categories this engine files its recipes under, in the order the vocabulary lists them. */
export { SOUND_FAMILIES as SOUND_CATEGORIES } from "@vocable/domain";
export type SoundCategory = SoundFamily;

/** What a surface or an object is made of ("footsteps on gravel", "rain on a tin roof"). */
export type Material = "metal" | "wood" | "glass" | "stone" | "gravel" | "snow" | "grass" | "leaves" | "sand" | "water";

export interface RecipeContext {
  rng: Random;
  sampleRate: number;
  /** Samples to render: the request's audio, plus pre-roll before it for sounds that go on. */
  length: number;
  /** Where the request's audio begins in the render (seconds): one-off events start after it. */
  start: number;
  /** Seconds of the request's audio (at most `length / sampleRate - start`). */
  seconds: number;
  /** 0 (light, soft) .. 1 (heavy, violent); 0.5 when the prompt does not say. */
  intensity: number;
  /** Rate of events and motion: 1 as usual, above 1 faster. */
  speed: number;
  /** Frequency factor: 1 as usual, below 1 deeper or bigger. */
  pitch: number;
  material: Material | null;
}

/** What a keyword implies about the sound, before the prompt's modifiers. */
export interface Variant {
  intensity?: number;
  speed?: number;
  pitch?: number;
  material?: Material;
}

/** bed: goes on (rain); events: keeps happening (footsteps); oneshot: happens once and dies away. */
export type RecipeKind = "bed" | "events" | "oneshot";

export interface Recipe {
  id: string;
  /** The words the description uses ("rain"). */
  name: string;
  category: SoundCategory;
  /** Words and phrases that name it ("rain", "door slam"); matched after the same stemming as the prompt. */
  keywords: readonly string[];
  /** Settings some keywords imply ("drizzle" is light rain, "puppy" a high bark), by keyword as written above. */
  variants?: Readonly<Record<string, Variant>>;
  /** Words that name it only when nothing else in the prompt names a sound ("door", "crowd"). */
  weakKeywords?: readonly string[];
  /** At most one recipe of a group per prompt, the first named (two UI tones would clash). */
  group?: string;
  /** Recipes whose sound this one already makes (a cafe has chatter): dropped when both are named. */
  contains?: readonly string[];
  kind: RecipeKind;
  /** Seconds when the request leaves the duration to the engine. */
  defaultSeconds: number;
  /** Reverb it usually has: 0 dry .. 1 a cathedral. */
  space?: number;
  /** Decibels its output level sits below the usual -1 dBFS peak (room tone is quiet). */
  levelDb?: number;
  /** Prompts for the vocabulary page, each one this recipe answers first. */
  examples: readonly string[];
  render(ctx: RecipeContext): Float32Array;
}
