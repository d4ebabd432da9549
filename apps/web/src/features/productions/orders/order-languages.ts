/** The languages an item takes (GET …/languages/{kind}): single languages, or sources with their destinations. */
import type { LanguagesResponse } from "@vocable/contract";

export interface LanguageOption {
  code: string;
  label: string;
}

const names = new Intl.DisplayNames(["en"], { type: "language" });

/** "English" for "en"; the code itself when the browser knows no name. */
export function languageName(code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The source languages of the answer. */
export function sourceLanguages(answer: LanguagesResponse | undefined): LanguageOption[] {
  if (!answer) return [];
  return answer.kind === "single" ? answer.languages : answer.language_pairs.map((p) => p.source_language);
}

/** The destinations of `source` (subtitles and dub reviews), without the source itself. */
export function destinationLanguages(answer: LanguagesResponse | undefined, source: string): LanguageOption[] {
  if (!answer || answer.kind !== "pair") return [];
  const pair = answer.language_pairs.find((p) => p.source_language.code === source);
  return (pair?.destination_languages ?? []).filter((l) => l.code !== source);
}

/** The language to start with: the one asked for when offered, else English, else the first. */
export function defaultLanguage(options: readonly LanguageOption[], wanted?: string): string {
  if (wanted && options.some((o) => o.code === wanted)) return wanted;
  return options.find((o) => o.code === "en")?.code ?? options[0]?.code ?? "";
}
