/**
 * Phoneme rules in each engine's own input. eSpeak NG reads `[[...]]` phoneme mnemonics inside
 * the text; Flite takes lexicon entries (`-add_lex`), so each phoneme match becomes a made-up
 * word whose entry holds the phones. Both honour IPA and Arpabet exactly where the voice has the
 * phones (Flite has only the US English phone set: IPA outside it is approximated).
 */
import type { PronunciationRule } from "../pronunciation-rules";
import { TextRewriter, composeMaps, type MappedText } from "../text-map";
import { PLACEHOLDER_BASE, type RulesApplied } from "./apply-rules";
import { arpabetToFlitePhones, arpabetToIpa, ipaToEspeak, ipaToFlitePhones } from "./phonemes";

type PhonemeRule = Extract<PronunciationRule, { type: "phoneme" }>;

/** Text for an engine, mapped back to the request text, plus Flite's lexicon additions. */
export interface EngineText {
  mapped: MappedText;
  /** Flite `-add_lex` file content ("word : phones" lines); empty for eSpeak NG. */
  lexicon: string;
}

const PLACEHOLDER = /[\uE000-\uF8FF]|\[\[/g;
const touchesWord = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

function espeakMnemonics(rule: PhonemeRule, engineVoice: string): string {
  const ipa = rule.alphabet === "ipa" ? rule.phoneme : arpabetToIpa(rule.phoneme);
  return ipaToEspeak(ipa, engineVoice).mnemonics;
}

/** A made-up word Flite does not spell out ("vokabola", "vokabole", ... "vokabolabe"). */
function fliteWord(index: number): string {
  const vowels = "aeiou";
  let word = "vokabol";
  let n = index;
  do {
    word += (word.endsWith("l") ? "" : "b") + vowels[n % 5];
    n = Math.floor(n / 5);
  } while (n > 0);
  return word;
}

/** Replaces placeholders with each engine's phoneme input; `[[` typed by the client is not phoneme input. */
export function renderForEngine(applied: RulesApplied, normalized: MappedText, engine: "espeak-ng" | "flite", engineVoice: string): EngineText {
  const text = normalized.text;
  if (!/[\uE000-\uF8FF]|\[\[/.test(text)) return { mapped: normalized, lexicon: "" };
  const rewriter = new TextRewriter(text);
  const lexicon: string[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const start = match.index;
    const end = start + match[0].length;
    if (match[0] === "[[") {
      rewriter.replace(start, end, "[ [");
      continue;
    }
    const rule = applied.phonemes[match[0].charCodeAt(0) - PLACEHOLDER_BASE];
    let say = "";
    if (rule && engine === "espeak-ng") {
      const mnemonics = espeakMnemonics(rule, engineVoice);
      say = mnemonics ? `[[${mnemonics}]]` : rule.stringToReplace;
    } else if (rule) {
      const phones = rule.alphabet === "cmu-arpabet" ? arpabetToFlitePhones(rule.phoneme) : ipaToFlitePhones(rule.phoneme);
      const word = fliteWord(lexicon.length);
      if (phones) lexicon.push(`${word} : ${phones}`);
      say = phones ? word : rule.stringToReplace;
    }
    const padded = `${touchesWord(text[start - 1]) ? " " : ""}${say}${touchesWord(text[end]) ? " " : ""}`;
    rewriter.replace(start, end, padded || " ");
  }
  return { mapped: composeMaps(normalized, rewriter.finish()), lexicon: lexicon.join("\n") };
}

/**
 * How an engine honours each rule: `exact` when it says the rule as asked (aliases always;
 * phonemes when every symbol has a phone in the voice), `approximate` otherwise (the closest
 * phones; Flite's US English phone set has no French nasal vowels, for instance).
 */
export function ruleSupport(rule: PronunciationRule, engine: "espeak-ng" | "flite", engineVoice: string): "exact" | "approximate" {
  if (rule.type === "alias") return "exact";
  if (engine === "espeak-ng") {
    const ipa = rule.alphabet === "ipa" ? rule.phoneme : arpabetToIpa(rule.phoneme);
    return ipaToEspeak(ipa, engineVoice).exact ? "exact" : "approximate";
  }
  if (rule.alphabet === "cmu-arpabet") return arpabetToFlitePhones(rule.phoneme) ? "exact" : "approximate";
  const known = /^[ˈˌ.\sːaæɑɒɔoʊuʌəɐɛeɪiɜɝɚbdðfɡghklmnŋpɹrsʃtθvwjzʒʧʤ]*$/u.test(rule.phoneme.normalize("NFC").replace(/\u0361/g, ""));
  return known ? "exact" : "approximate";
}
