/**
 * The request text as an engine gets it: pronunciation rules, then normalization, then the
 * engine's phoneme input; every step maps back to the request text, so word timings on the
 * engine's text become character timings of the request's.
 */
import type { WordTiming } from "../engines/engine-types";
import { ENGLISH } from "./normalize/languages/english";
import { OTHER_LANGUAGES } from "./normalize/languages/others";
import type { LanguageRules } from "./normalize/language-rules";
import { normalizeText } from "./normalize/normalize-text";
import { applyPronunciationRules } from "./pronunciation/apply-rules";
import { renderForEngine, type EngineText } from "./pronunciation/render-phonemes";
import type { PronunciationRule, TextNormalizationMode } from "./pronunciation-rules";
import { composeMaps, unchanged, type MappedText } from "./text-map";

export interface TextOptions {
  engine: "espeak-ng" | "flite";
  engineVoice: string;
  /** ISO 639-1 language the text is read in (Flite: always English). */
  language: string;
  /**
   * `apply_text_normalization`. `auto` means `on` for these engines: it costs about 0.1 ms per
   * piece and both engines read numbers, units, currency and addresses worse without it.
   */
  textNormalization?: TextNormalizationMode;
  /** `apply_language_text_normalization`: also the language's abbreviations (English has them always). */
  languageTextNormalization?: boolean;
  pronunciationRules?: readonly PronunciationRule[];
  /** The text goes on after this (a later piece or `next_text`): do not end with a final fall. */
  continues?: boolean;
}

/** The normalization tables of a language, if we have them (English and the catalogue languages). */
export function languageRules(language: string): LanguageRules | undefined {
  const code = language.toLowerCase().split(/[-_]/)[0];
  return code === "en" ? ENGLISH : OTHER_LANGUAGES[code];
}

/** Rewrites `text` for the engine. */
export function prepareText(text: string, options: TextOptions): EngineText {
  const applied = applyPronunciationRules(text, options.pronunciationRules ?? []);
  const rules = options.textNormalization === "off" ? undefined : languageRules(options.engine === "flite" ? "en" : options.language);
  const normalized: MappedText = rules
    ? composeMaps(applied.mapped, normalizeText(applied.mapped.text, rules, options.languageTextNormalization ?? false))
    : applied.mapped;
  const rendered = renderForEngine(applied, normalized, options.engine, options.engineVoice);
  if (!options.continues || /[.!?…。！？]["'”’)\]]*\s*$/u.test(text) || text.trim() === "") return rendered;
  // A comma at the end keeps the voice up, as in the middle of a sentence (it maps to nothing).
  const extended = `${rendered.mapped.text.trimEnd()},`;
  const length = text.length;
  const inner = rendered.mapped;
  return {
    lexicon: rendered.lexicon,
    mapped: {
      text: extended,
      sourceStart: (i) => (i >= inner.text.length ? length : inner.sourceStart(i)),
      sourceEnd: (i) => (i > inner.text.length ? length : inner.sourceEnd(i)),
    },
  };
}

/** Engine word timings on the engine's text -> timings on the request text (words from one span merged). */
export function mapWordsBack(words: readonly WordTiming[], mapped: MappedText): WordTiming[] {
  if (mapped.text.length === 0) return [];
  const out: WordTiming[] = [];
  for (const word of [...words].sort((a, b) => a.start - b.start)) {
    const start = mapped.sourceStart(word.start);
    const end = mapped.sourceEnd(word.end);
    if (end <= start) continue;
    const last = out.at(-1);
    if (last && start < last.end) {
      // "one thousand two hundred" all come from "1,200": one span, from the first word's start to the last's end.
      last.end = Math.max(last.end, end);
      last.endTime = Math.max(last.endTime, word.endTime);
      continue;
    }
    out.push({ start, end, startTime: word.startTime, endTime: word.endTime });
  }
  return out;
}

export { unchanged };
