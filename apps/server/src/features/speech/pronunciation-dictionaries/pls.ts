import {
  MAX_DICTIONARY_RULES,
  MAX_LEXICON_FILE_BYTES,
  MAX_RULE_REPLACEMENT_LENGTH,
  MAX_RULE_STRING_LENGTH,
  mergeRules,
  phonemeAlphabet,
  type PhonemeAlphabet,
} from "@vocable/domain";
import type { PronunciationRule } from "@vocable/speech";
import { unsafeTextReason } from "@vocable/contract";
import { SaxesParser, type SaxesTagNS } from "saxes";
import { AppError } from "#platform/errors";

/** The W3C Pronunciation Lexicon Specification 1.0 namespace. */
export const PLS_NAMESPACE = "http://www.w3.org/2005/01/pronunciation-lexicon";
/** Elements nest three deep in a lexicon (lexicon > lexeme > grapheme); a little slack for foreign markup. */
const MAX_DEPTH = 8;

const invalid = (message: string) => new AppError("invalid_pronunciation_lexicon", 400, message);

interface Lexeme {
  line: number;
  graphemes: string[];
  aliases: string[];
  phonemes: { text: string; alphabet: PhonemeAlphabet }[];
}

function checkedText(value: string, what: string, line: number, max: number): string {
  const text = value.trim();
  if (!text) throw invalid(`Line ${line}: the ${what} is empty.`);
  if (text.length > max) throw invalid(`Line ${line}: the ${what} is longer than ${max} characters.`);
  const reason = unsafeTextReason(text, { controls: true });
  if (reason) throw invalid(`Line ${line}: the ${what} is not acceptable. ${reason}`);
  return text;
}

function alphabetOf(name: string, line: number): PhonemeAlphabet {
  const canonical = phonemeAlphabet(name);
  if (!canonical) throw invalid(`Line ${line}: unsupported alphabet "${name.slice(0, 32)}"; use ipa or cmu-arpabet.`);
  return canonical;
}

/** Rules of one lexeme: each grapheme gets the first alias, or else the first phoneme (PLS matching is case-sensitive on whole words). */
function lexemeRules(lexeme: Lexeme): PronunciationRule[] {
  if (lexeme.graphemes.length === 0) throw invalid(`Line ${lexeme.line}: a lexeme needs a grapheme.`);
  return lexeme.graphemes.map((stringToReplace): PronunciationRule => {
    if (lexeme.aliases.length > 0) return { type: "alias", stringToReplace, alias: lexeme.aliases[0], caseSensitive: true, wordBoundaries: true };
    const phoneme = lexeme.phonemes[0];
    if (!phoneme) throw invalid(`Line ${lexeme.line}: a lexeme needs a phoneme or an alias.`);
    return { type: "phoneme", stringToReplace, phoneme: phoneme.text, alphabet: phoneme.alphabet, caseSensitive: true, wordBoundaries: true };
  });
}

/**
 * Reads a PLS 1.0 lexicon into rules. The file must be UTF-8 and well-formed XML without a DTD:
 * a DOCTYPE is refused outright, so no entity is ever declared (no external entities, no
 * billion laughs); only XML's five predefined entities and character references are read.
 */
export function parseLexicon(bytes: Uint8Array): PronunciationRule[] {
  if (bytes.byteLength > MAX_LEXICON_FILE_BYTES) {
    throw new AppError("payload_too_large", 413, `The lexicon file is larger than ${MAX_LEXICON_FILE_BYTES / 1024} KB.`);
  }
  let xml: string;
  try {
    xml = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw invalid("The lexicon file is not UTF-8 text.");
  }
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: string[] = [];
  const lexemes: Lexeme[] = [];
  let defaultAlphabet: PhonemeAlphabet = "ipa";
  let current: Lexeme | null = null;
  let text: string | null = null;
  let phonemeAlphabetName: PhonemeAlphabet = "ipa";
  let sawRoot = false;

  parser.on("doctype", () => {
    throw invalid("The lexicon file has a DOCTYPE; DTDs and entity declarations are not accepted.");
  });
  parser.on("error", (err) => {
    throw invalid(`The lexicon file is not well-formed XML: ${err.message}`);
  });
  parser.on("opentag", (tag: SaxesTagNS) => {
    const line = parser.line;
    if (stack.length >= MAX_DEPTH) throw invalid(`Line ${line}: elements nest too deeply.`);
    const name = tag.local;
    const parent = stack.at(-1);
    stack.push(name);
    if (!parent) {
      if (name !== "lexicon" || (tag.uri !== PLS_NAMESPACE && tag.uri !== "")) throw invalid(`The root element must be a PLS <lexicon> (namespace ${PLS_NAMESPACE}).`);
      sawRoot = true;
      const alphabet = tag.attributes.alphabet;
      if (alphabet) defaultAlphabet = alphabetOf(typeof alphabet === "string" ? alphabet : alphabet.value, line);
      return;
    }
    if (parent === "lexicon" && name === "lexeme") {
      current = { line, graphemes: [], aliases: [], phonemes: [] };
      return;
    }
    if (parent === "lexeme" && current && (name === "grapheme" || name === "alias" || name === "phoneme")) {
      text = "";
      const alphabet = tag.attributes.alphabet;
      phonemeAlphabetName = alphabet ? alphabetOf(typeof alphabet === "string" ? alphabet : alphabet.value, line) : defaultAlphabet;
    }
  });
  parser.on("text", (chunk) => {
    if (text !== null) text += chunk;
  });
  parser.on("cdata", (chunk) => {
    if (text !== null) text += chunk;
  });
  parser.on("closetag", (tag: SaxesTagNS) => {
    const line = parser.line;
    stack.pop();
    const name = tag.local;
    if (current && text !== null && stack.at(-1) === "lexeme") {
      if (name === "grapheme") current.graphemes.push(checkedText(text, "grapheme", line, MAX_RULE_STRING_LENGTH));
      else if (name === "alias") current.aliases.push(checkedText(text, "alias", line, MAX_RULE_REPLACEMENT_LENGTH));
      else if (name === "phoneme") current.phonemes.push({ text: checkedText(text, "phoneme", line, MAX_RULE_REPLACEMENT_LENGTH), alphabet: phonemeAlphabetName });
      text = null;
      return;
    }
    if (name === "lexeme" && current && stack.at(-1) === "lexicon") {
      lexemes.push(current);
      current = null;
      if (lexemes.length > MAX_DICTIONARY_RULES) throw invalid(`The lexicon has more than ${MAX_DICTIONARY_RULES} lexemes.`);
    }
  });

  parser.write(xml).close();
  if (!sawRoot) throw invalid("The lexicon file has no <lexicon> element.");
  const rules = mergeRules<PronunciationRule>([], lexemes.flatMap(lexemeRules));
  if (rules.length > MAX_DICTIONARY_RULES) throw invalid(`The lexicon has more than ${MAX_DICTIONARY_RULES} graphemes.`);
  return rules;
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch]!);

/**
 * Writes rules as a PLS 1.0 lexicon (one lexeme per rule). PLS has no notion of case-insensitive
 * or substring matching, so `case_sensitive` and `word_boundaries` are not in the file.
 */
export function serializeLexicon(rules: readonly PronunciationRule[], lang = "en-US"): string {
  const phonemes = rules.filter((r) => r.type === "phoneme");
  const lexiconAlphabet: PhonemeAlphabet = phonemes.length > 0 && phonemes.every((r) => r.alphabet === "cmu-arpabet") ? "cmu-arpabet" : "ipa";
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<lexicon version="1.0" xmlns="${PLS_NAMESPACE}" alphabet="${lexiconAlphabet}" xml:lang="${escapeXml(lang)}">`,
  ];
  for (const rule of rules) {
    lines.push("  <lexeme>", `    <grapheme>${escapeXml(rule.stringToReplace)}</grapheme>`);
    if (rule.type === "alias") lines.push(`    <alias>${escapeXml(rule.alias)}</alias>`);
    else {
      const attr = rule.alphabet === lexiconAlphabet ? "" : ` alphabet="${rule.alphabet}"`;
      lines.push(`    <phoneme${attr}>${escapeXml(rule.phoneme)}</phoneme>`);
    }
    lines.push("  </lexeme>");
  }
  lines.push("</lexicon>", "");
  return lines.join("\n");
}
