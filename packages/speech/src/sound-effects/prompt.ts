/**
 * Reading a prompt: which recipes it names (up to three layers) and which modifiers it applies,
 * by matching stemmed words and phrases against the recipes' keywords and the modifier table.
 */
import { NoSoundRecipeError } from "../engines/conversion-types";
import { INTENSIFIERS, MODIFIERS, type Push } from "./modifier-words";
import { RECIPES, type Material, type Recipe } from "./recipes";
import { stem, stemPhrase, tokenize } from "./words";

/** At most this many recipes play together. */
export const MAX_LAYERS = 3;

/** How a layer's sound is pushed by the modifiers near its name (each about -2..2; 0 when the prompt does not say). */
export interface LayerPushes {
  intensity: number;
  speed: number;
  pitch: number;
}

/** Pushes that place the whole sound: where it is heard from and what it sounds on. */
export interface ScenePushes {
  distance: number;
  space: number;
  level: number;
  material: Material | null;
  passing: boolean;
}

export interface NamedRecipe {
  recipe: Recipe;
  /** The keyword that named it, as the recipe writes it (for its variant). */
  keyword: string;
  /** The modifiers that belong to it: those just before its name, or after the last name. */
  pushes: LayerPushes;
}

export interface PromptReading {
  /** The recipes to layer, in the order the prompt names them. */
  recipes: NamedRecipe[];
  scene: ScenePushes;
  /** The words and phrases of the prompt that were recognised, as written in it. */
  understood: string[];
}

type Entry =
  | { kind: "recipe"; strong: boolean; recipe: Recipe; keyword: string; stems: string[] }
  | { kind: "modifier"; push: Push; stems: string[] }
  | { kind: "intensifier"; factor: number; stems: string[] };

const indexes = new WeakMap<readonly Recipe[], Map<string, Entry[]>>();

/** Entries by their first stem, longest phrase first. */
function indexOf(recipes: readonly Recipe[]): Map<string, Entry[]> {
  const cached = indexes.get(recipes);
  if (cached) return cached;
  const entries: Entry[] = [];
  for (const recipe of recipes) {
    for (const keyword of recipe.keywords) entries.push({ kind: "recipe", strong: true, recipe, keyword, stems: stemPhrase(keyword) });
    for (const keyword of recipe.weakKeywords ?? []) entries.push({ kind: "recipe", strong: false, recipe, keyword, stems: stemPhrase(keyword) });
  }
  for (const [phrase, push] of Object.entries(MODIFIERS)) entries.push({ kind: "modifier", push, stems: stemPhrase(phrase) });
  for (const [word, factor] of Object.entries(INTENSIFIERS)) entries.push({ kind: "intensifier", factor, stems: [stem(word)] });
  const index = new Map<string, Entry[]>();
  for (const entry of entries) {
    const list = index.get(entry.stems[0]) ?? [];
    list.push(entry);
    index.set(entry.stems[0], list);
  }
  for (const list of index.values()) list.sort((a, b) => b.stems.length - a.stems.length);
  indexes.set(recipes, index);
  return index;
}

const matchesAt = (stems: readonly string[], at: number, phrase: readonly string[]) => phrase.every((s, k) => stems[at + k] === s);

/** A recipe named at a word position. */
interface Naming {
  at: number;
  recipe: Recipe;
  keyword: string;
}

/** The recipes to play: strong names, else the first weak one; one per group; none another contains. */
function chooseRecipes(strong: Naming[], weak: Naming[]): Naming[] {
  const named = strong.length > 0 ? strong : weak.slice(0, 1);
  const chosen: Naming[] = [];
  for (const n of named) {
    if (chosen.some((c) => c.recipe.id === n.recipe.id || (n.recipe.group && c.recipe.group === n.recipe.group))) continue;
    chosen.push(n);
  }
  const contained = new Set(chosen.flatMap((c) => c.recipe.contains ?? []));
  return chosen.filter((c) => !contained.has(c.recipe.id)).slice(0, MAX_LAYERS);
}

/** What `text` names and how; throws nothing (see {@link readPromptOrThrow}). */
export function readPrompt(text: string, recipes: readonly Recipe[] = RECIPES): PromptReading {
  const words = tokenize(text);
  const stems = words.map(stem);
  const index = indexOf(recipes);
  const strong: Naming[] = [];
  const weak: Naming[] = [];
  const modifiers: { at: number; push: Push; factor: number }[] = [];
  const understood: string[] = [];
  let factor = 1;
  for (let i = 0; i < stems.length; ) {
    const candidates = (index.get(stems[i]) ?? []).filter((e) => matchesAt(stems, i, e.stems));
    if (candidates.length === 0) {
      i++;
      continue;
    }
    const span = candidates[0].stems.length;
    const longest = candidates.filter((e) => e.stems.length === span);
    // One recipe per phrase (a strong name before weak ones); a modifier spelt the same also applies.
    const named = longest.find((e) => e.kind === "recipe" && e.strong);
    for (const e of longest) {
      if (e.kind === "recipe" && (!named || e === named)) (e.strong ? strong : weak).push({ at: i, recipe: e.recipe, keyword: e.keyword });
      else if (e.kind === "modifier") modifiers.push({ at: i, push: e.push, factor });
    }
    const intensifier = longest.find((e) => e.kind === "intensifier");
    factor = intensifier && intensifier.kind === "intensifier" ? intensifier.factor : 1;
    const phrase = words.slice(i, i + span).join(" ");
    if (!understood.includes(phrase)) understood.push(phrase);
    i += span;
  }
  const chosen = chooseRecipes(strong, weak);
  const layers = chosen.map((c) => ({ ...c, pushes: { intensity: 0, speed: 0, pitch: 0 } }));
  const scene: ScenePushes = { distance: 0, space: 0, level: 0, material: null, passing: false };
  for (const m of modifiers) {
    const target = layers.find((l) => l.at > m.at) ?? layers[layers.length - 1];
    for (const key of ["intensity", "speed", "pitch"] as const) if (target && m.push[key]) target.pushes[key] += m.push[key] * m.factor;
    for (const key of ["distance", "space", "level"] as const) scene[key] += (m.push[key] ?? 0) * m.factor;
    if (m.push.material && !scene.material) scene.material = m.push.material;
    if (m.push.passing) scene.passing = true;
  }
  return { recipes: layers.map(({ recipe, keyword, pushes }) => ({ recipe, keyword, pushes })), scene, understood };
}

const CATEGORY_SENTENCE =
  "It makes weather, water, fire, footsteps, doors, impacts, machines, vehicles, animals, UI sounds, whooshes, crowds and ambience; " +
  'try words such as "rain", "door slam", "footsteps on gravel".';

/** As {@link readPrompt}, but a prompt that names no sound is a {@link NoSoundRecipeError} naming what was understood. */
export function readPromptOrThrow(text: string, recipes: readonly Recipe[] = RECIPES): PromptReading {
  const reading = readPrompt(text, recipes);
  if (reading.recipes.length > 0) return reading;
  const shown = text.length > 120 ? `${text.slice(0, 117)}...` : text;
  const heard =
    reading.understood.length === 0
      ? "none of these words"
      : `${reading.understood.map((w) => `"${w}"`).join(", ")}, but no sound to make`;
  throw new NoSoundRecipeError(`No procedural recipe for "${shown}". The procedural engine understood: ${heard}. ${CATEGORY_SENTENCE}`, reading.understood);
}
