import { findPremadeVoice } from "../voices/premade-voices";
import { prepareText } from "./prepare-text";
import type { PronunciationRule, TextNormalizationMode } from "./pronunciation-rules";
import { ruleSupport } from "./pronunciation/render-phonemes";

export interface SpeakableOptions {
  voiceId: string;
  textNormalization?: TextNormalizationMode;
  languageCode?: string;
  pronunciationRules?: readonly PronunciationRule[];
}

/**
 * Whether the voice will say anything for `text` (after rules and normalization): false when it
 * holds only symbols, punctuation, emoji or a script the engine cannot read (Flite reads Latin
 * letters and digits only). The server refuses such text before charging. Voices of other engines
 * (neural, remote) read text as given: any letter or digit.
 */
export function hasSpeakableText(text: string, options: SpeakableOptions): boolean {
  const voice = findPremadeVoice(options.voiceId);
  if (!voice) return /[\p{L}\p{N}]/u.test(text);
  const prepared = prepareText(text, {
    engine: voice.engine,
    engineVoice: voice.engineVoice,
    language: options.languageCode ?? voice.language,
    textNormalization: options.textNormalization,
    pronunciationRules: options.pronunciationRules,
  });
  if (prepared.lexicon) return true;
  const engineText = prepared.mapped.text;
  if (voice.engine === "flite") return /[A-Za-z0-9]/.test(engineText.normalize("NFD"));
  return /\[\[[^\]]*\p{L}/u.test(engineText) || /[\p{L}\p{N}]/u.test(engineText.replace(/\[\[[^\]]*\]\]/g, ""));
}

/**
 * How the voice honours a pronunciation rule: `exact` (aliases; phonemes the voice has) or
 * `approximate` (closest phones), so the API can say which rules are only approximated.
 */
export function pronunciationRuleSupport(rule: PronunciationRule, voiceId: string): "exact" | "approximate" {
  const voice = findPremadeVoice(voiceId);
  if (!voice) return "approximate";
  return ruleSupport(rule, voice.engine, voice.engineVoice);
}
