import type { SoundEffectCategory } from "@vocable/contract";

/** The library's categories with their names (the Record covers the contract's list: a new category fails the type check here). */
export const SOUND_CATEGORY_LABELS: Record<SoundEffectCategory, string> = {
  weather: "Weather",
  water: "Water",
  fire: "Fire",
  footsteps: "Footsteps",
  doors: "Doors",
  impacts: "Impacts",
  machines: "Machines",
  vehicles: "Vehicles",
  animals: "Animals",
  ui: "Interface sounds",
  whooshes: "Whooshes",
  crowds: "Crowds",
  ambience: "Ambience",
  other: "Other",
};

/** The categories in the contract's order. */
export const SOUND_CATEGORIES = Object.keys(SOUND_CATEGORY_LABELS) as SoundEffectCategory[];

/** Whether a value (a URL's `?category=`, a header) names a category. */
export function isSoundCategory(value: unknown): value is SoundEffectCategory {
  return typeof value === "string" && Object.hasOwn(SOUND_CATEGORY_LABELS, value);
}

/** A category's name; an unknown one as it came. */
export function soundCategoryLabel(category: string): string {
  return isSoundCategory(category) ? SOUND_CATEGORY_LABELS[category] : category;
}
