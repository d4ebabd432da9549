/** The choices of the voice form's select fields (the values the premade voices use). */

export interface LabelOption {
  value: string;
  label: string;
}

export const GENDER_OPTIONS: readonly LabelOption[] = [
  { value: "female", label: "Female" },
  { value: "male", label: "Male" },
  { value: "neutral", label: "Neutral" },
];

export const AGE_OPTIONS: readonly LabelOption[] = [
  { value: "young", label: "Young" },
  { value: "middle_aged", label: "Middle aged" },
  { value: "old", label: "Old" },
];

/** ISO 639-1 codes the voice form offers; the voice speaks through the built-in engines of that language. */
export const VOICE_LANGUAGE_CODES = ["en", "fr", "de", "es", "it", "pt", "nl", "pl", "sv", "ru", "hi"] as const;

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

export const LANGUAGE_OPTIONS: readonly LabelOption[] = VOICE_LANGUAGE_CODES.map((code) => ({ value: code, label: `${languageNames.of(code) ?? code} (${code})` }));

/** The options plus the voice's current value when it is not one of them (kept, not lost on save). */
export function optionsWith(options: readonly LabelOption[], current: string): readonly LabelOption[] {
  if (!current || options.some((o) => o.value === current)) return options;
  return [...options, { value: current, label: current }];
}
