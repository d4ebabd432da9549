import { readFile } from "node:fs/promises";
import path from "node:path";
import { cardinal, decimal, ordinal, year } from "../text/normalize/english-numbers";
import { POCKETSPHINX_MODEL_DIR } from "./pocketsphinx";

/**
 * Pronunciations (CMU Arpabet phones, as PocketSphinx's US English model uses them) for the
 * tokens of a text, for forced alignment. In order of preference, each spoken part of a token
 * ({@link spokenParts}) is:
 * 1. looked up in the CMU dictionary that ships with the model (all its variants are kept);
 * 2. a number: its English words (cardinal, and the year reading for four digits), looked up;
 * 3. `&`, `%`, `@`, `+`: the word they stand for;
 * 4. an acronym (upper case, or no vowel letter at all, and not in the dictionary): its letter names;
 * 5. a possessive `...'s` whose base can be pronounced: the base plus /s/, /z/ or /ɪz/;
 * 6. a compound of two dictionary words of at least three letters each ("bookshelf");
 * 7. otherwise a guess from a small set of English letter-to-sound rules ({@link letterToSound}).
 * A token's pronunciation is its parts' in sequence ("well-known", "AT&T"), variants combined.
 * Accents are stripped first ("café" is "cafe"); letters outside a-z (other scripts) have no
 * pronunciation here, and a token made only of them gets none.
 */

/** The CMU pronouncing dictionary of PocketSphinx's US English model. */
export const POCKETSPHINX_DICTIONARY = path.join(POCKETSPHINX_MODEL_DIR, "cmudict-en-us.dict");

/** Most pronunciation variants kept per token (a token of several parts multiplies them). */
const MAX_VARIANTS = 4;
const SYMBOL_WORDS: Record<string, string> = { "&": "and", "%": "percent", "@": "at", "+": "plus" };
const LETTER_NAMES: Record<string, string> = {
  a: "EY", b: "B IY", c: "S IY", d: "D IY", e: "IY", f: "EH F", g: "JH IY", h: "EY CH", i: "AY", j: "JH EY", k: "K EY",
  l: "EH L", m: "EH M", n: "EH N", o: "OW", p: "P IY", q: "K Y UW", r: "AA R", s: "EH S", t: "T IY", u: "Y UW", v: "V IY",
  w: "D AH B AH L Y UW", x: "EH K S", y: "W AY", z: "Z IY",
};

/**
 * The parts of a token that are said, in order and in their original case: runs of Latin letters
 * (with inner apostrophes), numbers (with thousands commas, a decimal point or an ordinal ending)
 * and the symbols `& % @ +`. "Hello," -> ["Hello"], "well-known" -> ["well", "known"],
 * "$1,500.50" -> ["1,500.50"], "21st" -> ["21st"], "1990s" -> ["1990s"], "—" -> [].
 */
export function spokenParts(token: string): string[] {
  const plain = token
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[‘’ʼ]/g, "'");
  return plain.match(/[0-9]+(?:,[0-9]{3})*(?:\.[0-9]+)?(?:st|nd|rd|th|s)?(?![A-Za-z0-9])|[A-Za-z]+(?:'[A-Za-z]+)*|[0-9]+|[&%@+]/g) ?? [];
}

/** Letter-to-sound rules, tried in order at each position; the first match wins. */
const RULES: [RegExp, string][] = (
  [
    [/^kn/, "N"], [/^wr/, "R"], [/^ps/, "S"], [/^gh/, "G"], [/^y/, "Y"],
    [/tch/, "CH"], [/tion/, "SH AH N"], [/sion/, "ZH AH N"], [/ture/, "CH ER"], [/igh/, "AY"], [/ough/, "AO"], [/sch/, "S K"],
    [/ch/, "CH"], [/sh/, "SH"], [/th/, "TH"], [/ph/, "F"], [/wh/, "W"], [/ck/, "K"], [/ng/, "NG"], [/qu/, "K W"], [/gh/, ""],
    [/x/, "K S"], [/c(?=[eiy])/, "S"], [/c/, "K"], [/g(?=[eiy])/, "JH"], [/g/, "G"], [/q/, "K"],
    [/ee/, "IY"], [/ea/, "IY"], [/oo/, "UW"], [/ou/, "AW"], [/ow/, "OW"], [/o[iy]/, "OY"], [/a[iy]/, "EY"], [/a[uw]/, "AO"],
    [/ie/, "IY"], [/ei/, "EY"], [/ey/, "IY"], [/ue/, "UW"], [/ew/, "UW"], [/oa/, "OW"],
    [/er/, "ER"], [/ir/, "ER"], [/ur/, "ER"], [/ar/, "AA R"], [/or/, "AO R"],
    // A vowel before one consonant and a final e says its name ("made", "time"); the e is silent.
    [/a(?=[^aeiouy]e$)/, "EY"], [/e(?=[^aeiouy]e$)/, "IY"], [/i(?=[^aeiouy]e$)/, "AY"], [/o(?=[^aeiouy]e$)/, "OW"], [/u(?=[^aeiouy]e$)/, "UW"],
    [/(?<=[^aeiouy])le$/, "AH L"], [/(?<=..)e$/, ""], [/y$/, "IY"], [/y/, "IH"],
    [/a/, "AE"], [/e/, "EH"], [/i/, "IH"], [/o/, "AA"], [/u/, "AH"],
    [/b/, "B"], [/d/, "D"], [/f/, "F"], [/h/, "HH"], [/j/, "JH"], [/k/, "K"], [/l/, "L"], [/m/, "M"], [/n/, "N"], [/p/, "P"],
    [/r/, "R"], [/s/, "S"], [/t/, "T"], [/v/, "V"], [/w/, "W"], [/z/, "Z"],
  ] as [RegExp, string][]
).map(([re, phones]) => [new RegExp(re.source, "y"), phones]);

/**
 * A rough pronunciation of a lowercase word from English spelling alone ("vocable" ->
 * "V AA K AE B AH L"): doubled consonants read once, common digraphs, a final silent e and the
 * vowel it lengthens, otherwise the short vowels. It is a guess for words the dictionary lacks:
 * for alignment the number and kind of sounds matter more than getting each one right.
 */
export function letterToSound(word: string): string {
  const letters = word.toLowerCase().replace(/[^a-z]/g, "").replace(/([b-df-hj-np-tv-z])\1/g, "$1");
  const phones: string[] = [];
  for (let i = 0; i < letters.length; ) {
    let matched = false;
    for (const [rule, output] of RULES) {
      rule.lastIndex = i;
      const match = rule.exec(letters);
      if (!match) continue;
      if (output) phones.push(output);
      i += Math.max(match[0].length, 1);
      matched = true;
      break;
    }
    if (!matched) i++;
  }
  return phones.join(" ");
}

/** Reads dictionary lines ("word PH ONES", variants "word(2) ..."), keeping only the wanted words. */
export function lookUpWords(dictionary: string, wanted: ReadonlySet<string>): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let lineStart = 0;
  while (lineStart < dictionary.length) {
    let lineEnd = dictionary.indexOf("\n", lineStart);
    if (lineEnd < 0) lineEnd = dictionary.length;
    const space = dictionary.indexOf(" ", lineStart);
    if (space > lineStart && space < lineEnd) {
      const name = dictionary.slice(lineStart, space);
      const word = dictionary.charCodeAt(space - 1) === 41 /* ")" */ ? name.replace(/\(\d+\)$/, "") : name;
      if (wanted.has(word)) {
        const phones = dictionary.slice(space + 1, lineEnd).trim();
        const variants = found.get(word);
        if (variants) variants.push(phones);
        else found.set(word, [phones]);
      }
    }
    lineStart = lineEnd + 1;
  }
  return found;
}

const isAcronym = (part: string) => (part.length > 1 && part === part.toUpperCase()) || !/[aeiouy]/i.test(part);
const isNumber = (part: string) => /^[0-9]/.test(part);
const SCALE_WORDS = new Set(["hundred", "thousand", "million", "billion", "trillion", "quadrillion"]);

/**
 * The ways to read a number ("350", "100,000", "2.5", "21st", "1990s"): the American and British
 * cardinal ("three hundred (and) fifty"), and a whole number of four digits also as a year; as
 * words. A plural ("1990s") is read as the number, its /z/ added by {@link pronouncePart}.
 */
function numberWords(number: string): string[][] {
  const [, digits, fraction, suffix] = /^([0-9,]+)(?:\.([0-9]+))?(st|nd|rd|th)?s?$/.exec(number)!;
  const whole = digits.replace(/,/g, "");
  const american = suffix ? ordinal(whole) : fraction ? decimal(whole, fraction) : cardinal(whole);
  const british = american.replace(/(hundred|thousand|million|billion|trillion|quadrillion) ((?:\w+-)?\w+)$/, (all, scale: string, rest: string) =>
    SCALE_WORDS.has(rest) ? all : `${scale} and ${rest}`,
  );
  const readings = [american, british, ...(suffix || fraction ? [] : [year(whole)])];
  return [...new Set(readings)].map((reading) => reading.split(/[\s-]+/));
}

/** Two-part splits of a word, both parts at least three letters, most balanced first. */
function compoundSplits(word: string): [string, string][] {
  const splits: [string, string][] = [];
  for (let i = 3; i <= word.length - 3; i++) splits.push([word.slice(0, i), word.slice(i)]);
  return splits.sort((a, b) => Math.min(b[0].length, b[1].length) - Math.min(a[0].length, a[1].length));
}

/** Every dictionary word the pronunciation of `part` may need. */
function candidates(part: string): string[] {
  if (isNumber(part)) return numberWords(part).flat();
  if (SYMBOL_WORDS[part]) return [SYMBOL_WORDS[part]];
  const word = part.toLowerCase();
  const base = word.endsWith("'s") ? word.slice(0, -2) : word.replace(/'/g, "");
  return [word, base, ...compoundSplits(base).flat()];
}

/** The possessive ending after a pronunciation: /ɪz/ after a sibilant, /s/ after a voiceless sound, else /z/. */
function possessive(phones: string): string {
  const last = phones.split(" ").at(-1) ?? "";
  if (["S", "Z", "SH", "ZH", "CH", "JH"].includes(last)) return `${phones} IH Z`;
  return ["P", "T", "K", "F", "TH"].includes(last) ? `${phones} S` : `${phones} Z`;
}

/** The pronunciations of one spoken part, given the dictionary entries looked up for it. */
function pronouncePart(part: string, dictionary: ReadonlyMap<string, string[]>): string[] {
  const first = (word: string) => dictionary.get(word)?.[0] ?? letterToSound(word);
  if (isNumber(part)) return numberWords(part).map((words) => `${words.map(first).join(" ")}${part.endsWith("s") ? " Z" : ""}`);
  if (SYMBOL_WORDS[part]) return [first(SYMBOL_WORDS[part])];
  const word = part.toLowerCase();
  const known = dictionary.get(word);
  if (known) return known;
  if (isAcronym(part)) return [[...word.replace(/'/g, "")].map((letter) => LETTER_NAMES[letter]).join(" ")];
  if (word.endsWith("'s")) return pronouncePart(part.slice(0, -2), dictionary).map(possessive);
  const base = word.replace(/'/g, "");
  const withoutApostrophes = dictionary.get(base);
  if (withoutApostrophes) return withoutApostrophes;
  const compound = compoundSplits(base).find(([a, b]) => dictionary.has(a) && dictionary.has(b));
  if (compound) return [`${first(compound[0])} ${first(compound[1])}`];
  return [letterToSound(base)];
}

/** Every way to say the parts in order (variants of each part combined), at most {@link MAX_VARIANTS}. */
function combine(parts: string[][]): string[] {
  let sequences = [""];
  for (const variants of parts) {
    sequences = sequences.flatMap((prefix) => variants.map((v) => (prefix ? `${prefix} ${v}` : v))).slice(0, MAX_VARIANTS);
  }
  return sequences.filter(Boolean);
}

/**
 * The pronunciations of each token given the CMU dictionary's text (pure; see
 * {@link pronounceTokens}). A token with nothing to say (punctuation, other scripts) gets [].
 */
export function pronounceWithDictionary(tokens: readonly string[], dictionary: string): string[][] {
  const parts = tokens.map(spokenParts);
  const entries = lookUpWords(dictionary, new Set(parts.flat().flatMap(candidates)));
  return parts.map((spoken) => [...new Set(combine(spoken.map((part) => pronouncePart(part, entries))))]);
}

/**
 * The pronunciations of each token, from the CMU dictionary of PocketSphinx's English model
 * (read for each call, so nothing stays in memory) and the fallbacks described above.
 */
export async function pronounceTokens(tokens: readonly string[]): Promise<string[][]> {
  return pronounceWithDictionary(tokens, await readFile(POCKETSPHINX_DICTIONARY, "latin1"));
}
