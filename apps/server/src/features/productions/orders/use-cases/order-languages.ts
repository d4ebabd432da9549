import type { LanguagesResponse } from "@vocable/contract";
import { toIso6391, type OrderItemKind } from "@vocable/domain";
import type { SpeechService } from "@vocable/speech";
import { AppError, ValidationError } from "#platform/errors";

/**
 * The languages an order takes, from what this server's engines can prepare for the producers:
 * media in a language a speech recogniser knows (the machine transcript the work starts from);
 * subtitles in that language and in each a translation engine translates it into; a dub review in
 * the languages dubbing makes (a voice speaks it, and a translator reaches it). The same rules
 * check the media and items, so the list says exactly what is accepted.
 */

const names = new Intl.DisplayNames(["en"], { type: "language" });
const info = (code: string) => ({ code, label: names.of(code) ?? code });

/** Languages media may be declared in (ISO 639-1). */
export function mediaLanguages(speech: SpeechService): string[] {
  return speech.engines.languagesFor("speech_recognition");
}

/** The languages an item of `kind` in `source` may deliver besides (and including) the source. */
export function destinationLanguages(speech: SpeechService, kind: Exclude<OrderItemKind, "transcription">, source: string): string[] {
  const { engines } = speech;
  const candidates = kind === "subtitles" ? engines.languagesFor("translation") : [...new Set(speech.voices.all().filter((v) => !v.convertsOnly).map((v) => v.language))];
  const reached = candidates.filter((l) => l !== source && engines.translator(source, l));
  const sourceOk = kind === "subtitles" || candidates.includes(source);
  return [...(sourceOk ? [source] : []), ...reached.sort()];
}

/** GET /v1/productions/orders/languages/{order_item_kind}: single languages for a transcription, pairs for subtitles and dubs. */
export function listOrderLanguages(speech: SpeechService, kind: OrderItemKind): LanguagesResponse {
  const sources = mediaLanguages(speech);
  if (kind === "transcription") return { kind: "single", languages: sources.map(info) };
  return {
    kind: "pair",
    language_pairs: sources.map((s) => ({ source_language: info(s), destination_languages: destinationLanguages(speech, kind, s).map(info) })),
  };
}

/** A language code as sent (639-1, 639-3, a region suffix), as ISO 639-1; 422 at `loc` when it is no language code. */
export function languageCode(value: string, loc: (string | number)[]): string {
  const code = toIso6391(value);
  if (!code) throw new ValidationError([{ loc, msg: `${JSON.stringify(value)} is not a language code: use ISO 639-1 (such as es) or 639-3 (such as spa).`, type: "value_error" }]);
  return code;
}

/** A media file's declared language, which a speech recogniser here must know; 400 unsupported_language otherwise. */
export function mediaLanguage(speech: SpeechService, value: string): string {
  const code = languageCode(value, ["body", "declared_language"]);
  const known = mediaLanguages(speech);
  if (!known.includes(code)) {
    throw new AppError("unsupported_language", 400, `No speech recogniser here knows ${code}, so no work on it can be ordered: declare one of ${known.join(", ") || "(none installed)"}.`);
  }
  return code;
}
