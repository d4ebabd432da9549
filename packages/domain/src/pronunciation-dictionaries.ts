/**
 * Pronunciation dictionaries (issue 7 §4): the limits Vocable sets where ElevenLabs publishes
 * none, the alphabet names it accepts, and the checks every stored string passes.
 */

/** Rules in one version of a dictionary (a set, an add or an uploaded lexicon above it is refused). */
export const MAX_DICTIONARY_RULES = 1000;
/** Characters of a rule's `string_to_replace`. */
export const MAX_RULE_STRING_LENGTH = 200;
/** Characters of an alias, or of a phoneme string. */
export const MAX_RULE_REPLACEMENT_LENGTH = 500;
/** Characters of a dictionary's name. */
export const MAX_DICTIONARY_NAME_LENGTH = 200;
/** Characters of a dictionary's description. */
export const MAX_DICTIONARY_DESCRIPTION_LENGTH = 2000;
/** Bytes of an uploaded .pls lexicon file. */
export const MAX_LEXICON_FILE_BYTES = 512 * 1024;
/** Pronunciation dictionary locators on one request, or as a workspace's defaults (ElevenLabs: 3). */
export const MAX_DICTIONARY_LOCATORS = 3;
/** Dictionaries per list page: ElevenLabs' default and maximum. */
export const DICTIONARY_PAGE_SIZE_DEFAULT = 30;
export const DICTIONARY_PAGE_SIZE_MAX = 100;

/** The phonetic alphabets of phoneme rules, by the names ElevenLabs uses. */
export const PHONEME_ALPHABETS = ["ipa", "cmu-arpabet"] as const;
export type PhonemeAlphabet = (typeof PHONEME_ALPHABETS)[number];

/** Other spellings seen in PLS files and ElevenLabs examples, mapped to the canonical name. */
const ALPHABET_ALIASES: Record<string, PhonemeAlphabet> = {
  ipa: "ipa",
  "x-ipa": "ipa",
  "cmu-arpabet": "cmu-arpabet",
  "x-cmu-arpabet": "cmu-arpabet",
  cmu: "cmu-arpabet",
  "x-cmu": "cmu-arpabet",
  arpabet: "cmu-arpabet",
  "x-arpabet": "cmu-arpabet",
};

/** The canonical name of a phonetic alphabet (case and an `x-` prefix ignored), or null when unsupported. */
export function phonemeAlphabet(name: string): PhonemeAlphabet | null {
  return ALPHABET_ALIASES[name.trim().toLowerCase()] ?? null;
}

/**
 * The rules after adding `added` to `existing`, as ElevenLabs' add-rules does: a rule whose
 * `stringToReplace` equals an existing one's replaces it in place, others are appended. Creating
 * or setting a list applies the same to an empty list, so a list never holds one string twice.
 */
export function mergeRules<R extends { stringToReplace: string }>(existing: readonly R[], added: readonly R[]): R[] {
  const out = [...existing];
  const at = new Map(out.map((rule, i) => [rule.stringToReplace, i]));
  for (const rule of added) {
    const i = at.get(rule.stringToReplace);
    if (i === undefined) {
      at.set(rule.stringToReplace, out.length);
      out.push(rule);
    } else {
      out[i] = rule;
    }
  }
  return out;
}

/** The rules without those whose `stringToReplace` is one of `strings` (exact match). */
export function removeRules<R extends { stringToReplace: string }>(existing: readonly R[], strings: readonly string[]): R[] {
  const gone = new Set(strings);
  return existing.filter((rule) => !gone.has(rule.stringToReplace));
}
