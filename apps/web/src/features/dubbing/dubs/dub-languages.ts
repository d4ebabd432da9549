/**
 * The languages the new-dub form offers: those of the speech-to-text form (what the recognisers
 * are asked for) and every language a built-in voice speaks, which a dub can always be voiced in.
 * Codes are ISO 639-1, as POST /v1/dubbing takes them; the server says which pairs it cannot work
 * (no voice for the target, no translation engine for another language).
 */
import { builtInLanguages } from "@vocable/domain";
import { TRANSCRIPTION_LANGUAGES } from "#features/speech/speech-to-text/transcription-languages";

export interface DubLanguage {
  code: string;
  label: string;
}

/** `source_lang` for "find it from the audio". */
export const AUTO_DETECT = "auto";

let displayNames: Intl.DisplayNames | null | undefined;

/** "English" for en; the code itself when the browser knows no name for it. */
export function dubLanguageName(code: string): string {
  const known = TRANSCRIPTION_LANGUAGES.find((l) => l.code !== "" && l.code === code);
  if (known) return known.label;
  if (displayNames === undefined) {
    displayNames = typeof Intl.DisplayNames === "function" ? new Intl.DisplayNames(["en"], { type: "language", fallback: "none" }) : null;
  }
  try {
    const name = displayNames?.of(code);
    if (name && name.toLowerCase() !== code.toLowerCase()) return name;
  } catch {
    // Not a well-formed language tag: the code is all there is to show.
  }
  return code;
}

/** The languages a dub can be made from and into, English first, the rest by name. */
export const DUB_LANGUAGES: readonly DubLanguage[] = (() => {
  const codes = new Set(TRANSCRIPTION_LANGUAGES.map((l) => l.code).filter((code) => code !== ""));
  for (const { language } of builtInLanguages()) codes.add(language);
  const rest = [...codes].filter((code) => code !== "en").map((code) => ({ code, label: dubLanguageName(code) }));
  return [{ code: "en", label: dubLanguageName("en") }, ...rest.sort((a, b) => a.label.localeCompare(b.label, "en"))];
})();

/** The source language picker: "Auto-detect", then the languages. */
export const DUB_SOURCE_LANGUAGES: readonly DubLanguage[] = [{ code: AUTO_DETECT, label: "Auto-detect" }, ...DUB_LANGUAGES];

export const isDubSourceLanguage = (value: unknown): value is string => typeof value === "string" && DUB_SOURCE_LANGUAGES.some((l) => l.code === value);
export const isDubTargetLanguage = (value: unknown): value is string => typeof value === "string" && DUB_LANGUAGES.some((l) => l.code === value);

/** A dub's languages in a row: "English → Spanish", "English → Spanish, German"; "Detecting" while the source is not known. */
export function dubLanguagesText(source: string | null, targets: readonly string[]): string {
  const from = source ? dubLanguageName(source) : "Detecting";
  return `${from} → ${targets.map(dubLanguageName).join(", ")}`;
}
