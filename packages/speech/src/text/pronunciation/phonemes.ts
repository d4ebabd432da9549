/**
 * Phoneme alphabets: CMU Arpabet and IPA to each engine's phoneme input. IPA is the pivot:
 * Arpabet -> IPA -> eSpeak NG mnemonics (from a table the engine itself produced, see
 * `scripts/build-espeak-phoneme-table.mjs`), IPA -> Arpabet -> Flite's lexicon phones.
 */
import { ESPEAK_PHONEMES } from "../../engines/espeak-phoneme-table";

const ARPABET_TO_IPA: Record<string, string> = {
  AA: "ɑ", AE: "æ", AH: "ʌ", AO: "ɔ", AW: "aʊ", AY: "aɪ", EH: "ɛ", ER: "ɝ", EY: "eɪ", IH: "ɪ", IY: "i", OW: "oʊ", OY: "ɔɪ",
  UH: "ʊ", UW: "u", B: "b", CH: "tʃ", D: "d", DH: "ð", F: "f", G: "ɡ", HH: "h", JH: "dʒ", K: "k", L: "l", M: "m", N: "n",
  NG: "ŋ", P: "p", R: "ɹ", S: "s", SH: "ʃ", T: "t", TH: "θ", V: "v", W: "w", Y: "j", Z: "z", ZH: "ʒ",
};
const VOWELS = new Set(["AA", "AE", "AH", "AO", "AW", "AY", "EH", "ER", "EY", "IH", "IY", "OW", "OY", "UH", "UW"]);

/** "T AH0 M EY1 T OW2" -> "təˈmeɪˌtoʊ" (unknown symbols are dropped). */
export function arpabetToIpa(arpabet: string): string {
  return arpabet
    .trim()
    .split(/\s+/)
    .map((symbol) => {
      const match = symbol.toUpperCase().match(/^([A-Z]+)([012])?$/);
      if (!match || !ARPABET_TO_IPA[match[1]]) return "";
      const [, base, stress] = match;
      if (base === "AH" && stress === "0") return "ə";
      if (base === "ER" && stress === "0") return "ɚ";
      return `${stress === "1" ? "ˈ" : stress === "2" ? "ˌ" : ""}${ARPABET_TO_IPA[base]}`;
    })
    .join("");
}

/** IPA symbols (and close variants) -> Arpabet, longest first. */
const IPA_TO_ARPABET: [string, string][] = (
  [
    ["aɪ", "AY"], ["aʊ", "AW"], ["eɪ", "EY"], ["oʊ", "OW"], ["əʊ", "OW"], ["ɔɪ", "OY"], ["tʃ", "CH"], ["dʒ", "JH"], ["t͡ʃ", "CH"], ["d͡ʒ", "JH"],
    ["ɑː", "AA"], ["ɔː", "AO"], ["ɜː", "ER"], ["iː", "IY"], ["uː", "UW"], ["ɑ", "AA"], ["ɒ", "AA"], ["a", "AA"], ["æ", "AE"],
    ["ʌ", "AH"], ["ə", "AH"], ["ɐ", "AH"], ["ɔ", "AO"], ["o", "OW"], ["ɛ", "EH"], ["e", "EH"], ["ɝ", "ER"], ["ɚ", "ER"], ["ɜ", "ER"],
    ["ɪ", "IH"], ["ᵻ", "IH"], ["i", "IY"], ["ʊ", "UH"], ["u", "UW"], ["b", "B"], ["d", "D"], ["ð", "DH"], ["f", "F"], ["ɡ", "G"],
    ["g", "G"], ["h", "HH"], ["k", "K"], ["l", "L"], ["ɫ", "L"], ["m", "M"], ["n", "N"], ["ŋ", "NG"], ["p", "P"], ["ɹ", "R"],
    ["r", "R"], ["ɾ", "T"], ["s", "S"], ["ʃ", "SH"], ["t", "T"], ["θ", "TH"], ["v", "V"], ["w", "W"], ["j", "Y"], ["z", "Z"], ["ʒ", "ZH"],
    ["x", "HH"],
  ] as [string, string][]
).sort((a, b) => b[0].length - a[0].length);

/**
 * IPA -> Flite's lexicon phones ("t ax0 m ey1 t ow0"): vowels carry 1 when stressed (ˈ, and ˌ
 * counts as unstressed: Flite's lexicon has two levels), the schwa is `ax`. A word without any
 * stress mark gets it on its first vowel. Returns undefined when nothing is recognisable.
 */
export function ipaToFlitePhones(ipa: string): string | undefined {
  const phones: string[] = [];
  let stress = false;
  let stressed = false;
  const text = ipa.normalize("NFC").replace(/[.‿ˑ]/g, "");
  for (let i = 0; i < text.length; ) {
    const ch = text[i];
    if (ch === "ˈ") {
      stress = true;
      i++;
      continue;
    }
    const entry = IPA_TO_ARPABET.find(([symbol]) => text.startsWith(symbol, i));
    if (!entry) {
      i++;
      continue;
    }
    i += entry[0].length;
    if (text[i] === "ː") i++;
    const [symbol, arpabet] = entry;
    if (VOWELS.has(arpabet)) {
      const schwa = symbol === "ə" || symbol === "ɐ";
      phones.push(schwa && !stress ? "ax0" : `${arpabet.toLowerCase()}${stress ? 1 : 0}`);
      stressed ||= stress;
      stress = false;
    } else phones.push(arpabet.toLowerCase());
  }
  if (phones.length === 0) return undefined;
  if (!stressed) {
    const first = phones.findIndex((p) => /0$/.test(p) && p !== "ax0");
    if (first >= 0) phones[first] = phones[first].replace(/0$/, "1");
  }
  return phones.join(" ");
}

/** Arpabet -> Flite's phones directly (keeps the exact vowels of CMU Arpabet). */
export function arpabetToFlitePhones(arpabet: string): string | undefined {
  const phones = arpabet
    .trim()
    .split(/\s+/)
    .map((symbol) => symbol.toUpperCase().match(/^([A-Z]+)([012])?$/))
    .filter((m): m is RegExpMatchArray => m !== null && ARPABET_TO_IPA[m[1]] !== undefined)
    .map(([, base, stress]) => {
      if (!VOWELS.has(base)) return base.toLowerCase();
      if (base === "AH" && stress !== "1") return "ax0";
      return `${base.toLowerCase()}${stress === "1" ? 1 : 0}`;
    });
  return phones.length > 0 ? phones.join(" ") : undefined;
}

/** Close variants tried when a voice has no phone for an IPA symbol. */
const IPA_FALLBACKS: Record<string, string[]> = {
  g: ["ɡ"], r: ["ɹ", "r-", "ɾ", "ʁ", "R"], ɹ: ["r", "ɾ"], ɚ: ["ə", "ɜː"], ɝ: ["ɜː", "ɚ"], ɜ: ["ɜː", "ə"], ɐ: ["ə", "a"],
  e: ["eː", "ɛ"], o: ["oː", "ɔ"], a: ["æ", "ɑː", "ɐ"], æ: ["a", "ɛ"], ɑ: ["ɑː", "a"], ɔ: ["ɔː", "o"], ɒ: ["ɔ", "ɑː"], i: ["iː", "ɪ"],
  u: ["uː", "ʊ"], ɪ: ["i"], ʊ: ["u"], ʌ: ["ə", "a"], ə: ["ɜ", "ɐ", "e"], ɫ: ["l"], ɾ: ["t", "d", "r"], ʁ: ["r", "ɹ", "x"], x: ["χ", "h"],
  ʧ: ["tʃ"], ʤ: ["dʒ"], ç: ["x", "h"], ʏ: ["y", "ʊ"], y: ["ʏ", "i"], ø: ["œ", "e"], œ: ["ø", "ɛ"],
};

/**
 * IPA -> eSpeak NG phoneme mnemonics for `espeakVoice` ("gmw/en-US+f3" uses the "gmw/en-US"
 * table): longest match against the phones the voice has, stress marks as ' and ,, spaces kept
 * as word breaks. Returns the mnemonics and whether every symbol had an exact phone.
 */
export function ipaToEspeak(ipa: string, espeakVoice: string): { mnemonics: string; exact: boolean } {
  const table = ESPEAK_PHONEMES[espeakVoice.split("+")[0]] ?? ESPEAK_PHONEMES["gmw/en-US"];
  const text = ipa.normalize("NFC").replace(/[.\u203f]|\u0361/g, "");
  let out = "";
  let exact = true;
  for (let i = 0; i < text.length; ) {
    const ch = text[i];
    if (ch === "ˈ" || ch === "'") {
      out += "'";
      i++;
      continue;
    }
    if (ch === "ˌ" || ch === ",") {
      out += ",";
      i++;
      continue;
    }
    if (/\s/.test(ch)) {
      out += " ";
      i++;
      continue;
    }
    let found: string | undefined;
    for (let length = 4; length >= 1 && !found; length--) {
      const symbol = text.slice(i, i + length);
      const mnemonic = table[symbol + "ː"] && text[i + length] === "ː" ? table[symbol + "ː"] : table[symbol];
      if (mnemonic) {
        found = mnemonic;
        i += length + (table[symbol + "ː"] && text[i + length] === "ː" ? 1 : 0);
      }
    }
    if (!found) {
      const alternative = (IPA_FALLBACKS[ch] ?? []).find((a) => table[a]);
      exact = false;
      if (alternative) found = table[alternative];
      i++;
      if (text[i] === "ː") i++;
    } else if (text[i] === "ː") {
      i++; // the voice has no long form: the short one
    }
    if (found) out += found;
  }
  return { mnemonics: out.trim(), exact };
}
