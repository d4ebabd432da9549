/** The choices of the voice library's filter selects (the values library voices carry). */
import type { LIBRARY_CATEGORIES } from "@vocable/contract";
import { AGE_OPTIONS, GENDER_OPTIONS, LANGUAGE_OPTIONS, type LabelOption } from "#features/voices/voices/voice-label-options";
import type { LibraryFilters } from "./library-query";

const titled = (value: string): LabelOption => ({
  value,
  label: value.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase()),
});

/** The accents the built-in engines and voice design give voices. */
export const ACCENT_OPTIONS: readonly LabelOption[] = [
  "american",
  "british",
  "scottish",
  "irish",
  "australian",
  "indian",
  "french",
  "german",
  "spanish",
  "italian",
  "brazilian",
  "dutch",
  "polish",
  "swedish",
  "russian",
].map(titled);

export const USE_CASE_OPTIONS: readonly LabelOption[] = [
  "narration",
  "narrative_story",
  "conversational",
  "characters_animation",
  "social_media",
  "entertainment_tv",
  "advertisement",
  "informative_educational",
].map(titled);

/** Typed against the contract's list (a type-only import: the web app ships no zod), so a new category fails the type check. */
const CATEGORY_LABELS: Record<(typeof LIBRARY_CATEGORIES)[number], string> = {
  generated: "Voice design",
  professional: "Professional",
  high_quality: "High quality",
  famous: "Famous",
};

export const CATEGORY_OPTIONS: readonly LabelOption[] = Object.entries(CATEGORY_LABELS).map(([value, label]) => ({ value, label }));

/** The select filters, in the order the bar shows them. */
export const FILTER_SELECTS: ReadonlyArray<{ key: Exclude<keyof LibraryFilters, "search">; label: string; options: readonly LabelOption[] }> = [
  { key: "gender", label: "Gender", options: GENDER_OPTIONS },
  { key: "age", label: "Age", options: AGE_OPTIONS },
  { key: "accent", label: "Accent", options: ACCENT_OPTIONS },
  { key: "language", label: "Language", options: LANGUAGE_OPTIONS },
  { key: "useCase", label: "Use case", options: USE_CASE_OPTIONS },
  { key: "category", label: "Category", options: CATEGORY_OPTIONS },
];
