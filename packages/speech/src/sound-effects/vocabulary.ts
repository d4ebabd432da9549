/** What the procedural engine can make, for the public vocabulary page. */
import { RECIPES, SOUND_CATEGORIES, type SoundCategory } from "./recipes";

/** The categories of the procedural engine's sounds, in display order. */
export const soundRecipeCategories: readonly SoundCategory[] = SOUND_CATEGORIES;

/** How many example prompts each category shows. */
const EXAMPLES_PER_CATEGORY = 6;

/**
 * Each category with example prompts the engine answers (its recipes' first examples in turn,
 * so the examples cover different sounds before repeating one).
 */
export function soundVocabulary(): { category: string; examples: string[] }[] {
  return SOUND_CATEGORIES.map((category) => {
    const lists = RECIPES.filter((r) => r.category === category).map((r) => [...r.examples]);
    const examples: string[] = [];
    for (let round = 0; examples.length < EXAMPLES_PER_CATEGORY && lists.some((l) => l.length > round); round++) {
      for (const list of lists) if (list[round] !== undefined && examples.length < EXAMPLES_PER_CATEGORY) examples.push(list[round]);
    }
    return { category, examples };
  });
}
