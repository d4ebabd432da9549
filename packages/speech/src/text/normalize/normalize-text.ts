/**
 * Text normalization: numbers, currency, percentages, dates and times, units, abbreviations,
 * URLs, e-mail addresses and symbols rewritten as the words a person would say, in one pass of
 * one regular expression per language. The result maps back to the original text (see
 * {@link MappedText}), so alignment stays in terms of what the client sent.
 */
import { TextRewriter, type MappedText } from "../text-map";
import { pickForm, type Forms, type LanguageRules } from "./language-rules";
import { ENGLISH, ENGLISH_MONTHS } from "./languages/english";

const TLDS = "com|org|net|io|dev|ai|app|edu|gov|info|biz|co|uk|us|eu|de|fr|es|it|nl|pl|se|ru|in|br|pt|ch|at|be|ca|au";
const MONTH_ABBREVIATIONS = "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec";
const FULL_MONTHS = ENGLISH_MONTHS.join("|");
const NOT_WORD_BEFORE = "(?<![\\p{L}\\p{N}])";
const NOT_WORD_AFTER = "(?![\\p{L}\\p{N}])";
const URL_TAIL = `[^\\s<>"]*[^\\s<>".,;:!?)\\]']`;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/** Alternation of keys, longest first, so "km/h" wins over "km". */
const alternation = (keys: string[]) => [...keys].sort((a, b) => b.length - a.length).map(escape).join("|");

function numberPattern(rules: LanguageRules): string {
  const sign = `(?:(?<![\\p{L}\\p{N}-])[-−])?`;
  return rules.decimalMark === "."
    ? `${sign}(?:\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)`
    : `${sign}(?:\\d{1,3}(?:[.\\u00a0\\u202f]\\d{3})+(?:,\\d+)?|\\d+(?:,\\d+)?)`;
}

/** The one pattern of a language: alternatives in priority order (the leftmost match wins). */
function buildPattern(rules: LanguageRules, extras: boolean): RegExp {
  const num = numberPattern(rules);
  const symbols = Object.keys(rules.currencies).filter((k) => !/^[A-Z]{3}$/.test(k));
  const codes = Object.keys(rules.currencies).filter((k) => /^[A-Z]{3}$/.test(k));
  const english = rules.numbers !== undefined;
  const parts = [
    `(?<email>[\\p{L}\\p{N}._%+-]+@[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)+)`,
    `(?<url>(?:https?:\\/\\/|www\\.)${URL_TAIL})`,
    `(?<domain>(?<![\\p{L}\\p{N}@.\\/-])[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*\\.(?:${TLDS})${NOT_WORD_AFTER}(?:\\/${URL_TAIL})?)`,
    `(?<![\\p{L}])(?<curSym>${alternation(symbols)})\\s?(?<curAmt>${num})(?:\\s?(?<curScale>thousand|million|billion|trillion|bn|[kKmMbB])(?![\\p{L}]))?`,
    `${NOT_WORD_BEFORE}(?<code>${alternation(codes)})\\s?(?<codeAmt>${num})`,
    `(?<postAmt>${num})\\s?(?<postCur>(?:${alternation(symbols)}|${alternation(codes)})(?![\\p{L}]))`,
  ];
  if (english) {
    parts.push(
      `(?<![\\p{N}:])(?<hh>[01]?\\d|2[0-3]):(?<mm>[0-5]\\d)(?::(?<ss>[0-5]\\d))?(?:\\s?(?<ampm>[aApP])\\.?[mM]\\.?(?![\\p{L}]))?(?![\\p{N}:])`,
      `(?<![\\p{N}-])(?<iy>\\d{4})-(?<im>0[1-9]|1[0-2])-(?<id>0[1-9]|[12]\\d|3[01])(?![\\p{N}])`,
      `(?<![\\p{N}\\/])(?<um>0?[1-9]|1[0-2])\\/(?<ud>0?[1-9]|[12]\\d|3[01])\\/(?<uy>\\d{4})(?![\\p{N}])`,
      `(?<![\\p{L}])(?<mon>${FULL_MONTHS}|${MONTH_ABBREVIATIONS})\\.?\\s+(?<mday>[12]\\d|3[01]|0?[1-9])(?:st|nd|rd|th)?(?:,?\\s+(?<myear>\\d{4}))?(?![\\p{N}])`,
      `(?<![\\p{N}])(?<dday>[12]\\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?<dmon>${FULL_MONTHS})(?:,?\\s+(?<dyear>\\d{4}))?(?![\\p{L}\\p{N}])`,
      `(?<![\\p{L}])(?<yprep>[Ii]n|[Ss]ince|[Bb]y|[Ff]rom|[Uu]ntil|[Oo]f|[Yy]ear)\\s+(?<yr>1[1-9]\\d\\d|20\\d\\d)(?![\\p{N}])`,
    );
  }
  if (rules.percent) parts.push(`(?<pAmt>${num})\\s?%`);
  parts.push(
    `(?<dAmt>${num})\\s?°\\s?(?<dScale>[CF])?(?![\\p{L}])`,
    `(?<uAmt>${num})\\s?(?<unit>${alternation(Object.keys(rules.units))})${NOT_WORD_AFTER}`,
  );
  if (english) {
    parts.push(
      `(?<![\\p{N}\\/])(?<fn>[123])\\/(?<fd>[234])(?![\\p{N}\\/])`,
      `(?<![\\p{N}])(?<ord>\\d+)(?:st|nd|rd|th)(?![\\p{L}])`,
      `#(?<hashNum>\\d+)`,
      `(?<num>${num})`,
    );
  }
  const abbreviations = Object.keys(rules.abbreviations);
  if (abbreviations.length > 0 && (extras || rules.abbreviationsInBase)) {
    parts.push(`${NOT_WORD_BEFORE}(?<abbr>${alternation(abbreviations)})`);
  }
  parts.push(`(?<sym>${alternation(Object.keys(rules.symbols))})`);
  return new RegExp(parts.join("|"), "gu");
}

const patterns = new Map<string, RegExp>();

function patternFor(rules: LanguageRules, extras: boolean): RegExp {
  const key = `${rules.code}/${extras}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    pattern = buildPattern(rules, extras);
    patterns.set(key, pattern);
  }
  return pattern;
}

/** Rewrites `text` in `rules`' language; `extras` adds the language-specific part (abbreviations). */
export function normalizeText(text: string, rules: LanguageRules, extras: boolean): MappedText {
  const rewriter = new TextRewriter(text);
  const pattern = patternFor(rules, extras);
  pattern.lastIndex = 0;
  for (const match of text.matchAll(pattern)) {
    const words = spoken(match, text, rules);
    if (words === undefined) continue;
    const start = match.index!;
    const end = start + words.length;
    rewriter.replace(start, end, pad(text, start, end, words.say));
  }
  return rewriter.finish();
}

/** Spaces around words that replace symbols touching letters ("R&D" -> "R and D"). */
function pad(text: string, start: number, end: number, words: string): string {
  const touches = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
  return `${touches(text[start - 1]) ? " " : ""}${words}${touches(text[end]) ? " " : ""}`;
}

interface Spoken {
  say: string;
  /** How much of the match is replaced (a kept sentence period stays in the text). */
  length: number;
}

function spoken(match: RegExpMatchArray, text: string, rules: LanguageRules): Spoken | undefined {
  const g = match.groups!;
  const whole = match[0].length;
  const say = (words: string, length = whole): Spoken => ({ say: words.replace(/\s+/g, " ").trim(), length });
  const n = rules.numbers;
  if (g.email) return say(readAddress(g.email, rules));
  if (g.url) return say(readAddress(g.url.replace(/^https?:\/\//, ""), rules));
  if (g.domain) return say(readAddress(g.domain, rules));
  if (g.curSym) return say(money(g.curAmt, g.curSym, rules, g.curScale));
  if (g.code) return say(money(g.codeAmt, g.code, rules));
  if (g.postCur) return say(money(g.postAmt, g.postCur, rules));
  if (n && g.hh) return say(time(g.hh, g.mm, g.ss, g.ampm));
  if (n && g.iy) return say(date(Number(g.im), g.id, g.iy));
  if (n && g.um) return say(date(Number(g.um), g.ud, g.uy));
  if (n && g.mon) return say(date(monthNumber(g.mon), g.mday, g.myear));
  if (n && g.dmon) return say(`${n.ordinal(g.dday)} of ${g.dmon}${g.dyear ? `, ${n.year(g.dyear)}` : ""}`);
  if (n && g.yprep) return say(`${g.yprep} ${n.year(g.yr)}`);
  if (g.pAmt) return say(`${amount(g.pAmt, rules)} ${rules.percent}`);
  if (g.dAmt) {
    const scale = g.dScale === "C" ? " Celsius" : g.dScale === "F" ? " Fahrenheit" : "";
    return say(`${amount(g.dAmt, rules)} ${pickForm(rules.degrees, g.dAmt, rules.code, rules.decimalMark)}${scale}`);
  }
  if (g.unit) return say(`${amount(g.uAmt, rules)} ${pickForm(rules.units[g.unit], g.uAmt, rules.code, rules.decimalMark)}`);
  if (n && g.fn) return say(fraction(g.fn, g.fd));
  if (n && g.ord) return say(n.ordinal(g.ord));
  if (n && g.hashNum) return say(`number ${n.cardinal(g.hashNum)}`);
  if (n && g.num) return say(amount(g.num, rules));
  if (g.abbr) return abbreviation(g.abbr, text, match.index! + whole, rules);
  if (g.sym) return say(rules.symbols[g.sym]);
  return undefined;
}

function abbreviation(abbr: string, text: string, end: number, rules: LanguageRules): Spoken | undefined {
  const entry = rules.abbreviations[abbr];
  const after = text.slice(end, end + 8);
  if (entry.title) {
    if (/^\s+[\p{Lu}\p{N}]/u.test(after)) return { say: entry.say, length: abbr.length };
    return entry.otherwise ? keepPeriod(entry.otherwise, abbr, after) : undefined;
  }
  return keepPeriod(entry.say, abbr, after);
}

/** "etc." at the end of a sentence keeps its period (it still ends the sentence); inside one it goes. */
function keepPeriod(words: string, abbr: string, after: string): Spoken {
  const endsSentence = abbr.endsWith(".") && (after === "" || /^\s*(?:\n|\s\p{Lu})/u.test(after));
  return { say: words, length: endsSentence ? abbr.length - 1 : abbr.length };
}

/** A number as words (English) or as digits the engine reads, separators normalised. */
function amount(value: string, rules: LanguageRules): string {
  const n = rules.numbers;
  const negative = /^[-−]/.test(value);
  const unsigned = negative ? value.slice(1) : value;
  if (!n) return `${negative ? "-" : ""}${unsigned.replace(/[\u00a0\u202f]/g, "")}`;
  const [whole, fraction] = unsigned.replace(/,/g, "").split(".");
  const words = fraction !== undefined ? n.decimal(whole, fraction) : whole.length > 1 && whole.startsWith("0") ? n.digitByDigit(whole) : n.cardinal(whole);
  return negative ? `${n.minus} ${words}` : words;
}

const SUBUNITS: Record<string, Forms> = {
  $: { one: "cent", other: "cents" }, USD: { one: "cent", other: "cents" }, "€": { one: "cent", other: "cents" },
  EUR: { one: "cent", other: "cents" }, "£": { one: "penny", other: "pence" }, GBP: { one: "penny", other: "pence" },
};
const SCALE_WORDS: Record<string, string> = { k: "thousand", K: "thousand", m: "million", M: "million", b: "billion", B: "billion", bn: "billion" };

function money(value: string, currency: string, rules: LanguageRules, scale?: string): string {
  const forms = rules.currencies[currency];
  if (!rules.numbers) return `${amount(value, rules)} ${pickForm(forms, value, rules.code, rules.decimalMark)}`;
  if (scale) {
    const scaleWord = SCALE_WORDS[scale] ?? scale;
    return `${amount(value, rules)} ${scaleWord} ${forms.other}`;
  }
  const [whole, cents] = value.replace(/,/g, "").split(".");
  const subunit = SUBUNITS[currency];
  if (subunit && cents?.length === 2) {
    const centWords = `${amount(cents, rules)} ${pickForm(subunit, String(Number(cents)), "en", ".")}`;
    if (/^[-−]?0$/.test(whole)) return centWords;
    const main = `${amount(whole, rules)} ${pickForm(forms, whole, "en", ".")}`;
    return Number(cents) === 0 ? main : `${main} and ${centWords}`;
  }
  return `${amount(value, rules)} ${pickForm(forms, value, "en", ".")}`;
}

function monthNumber(name: string): number {
  const prefix = name.slice(0, 3).toLowerCase();
  return ENGLISH_MONTHS.findIndex((m) => m.slice(0, 3).toLowerCase() === prefix) + 1;
}

function date(month: number, day: string, yearDigits?: string): string {
  const n = englishNumbers();
  return `${ENGLISH_MONTHS[month - 1]} ${n.ordinal(String(Number(day)))}${yearDigits ? `, ${n.year(yearDigits)}` : ""}`;
}

function time(hours: string, minutes: string, seconds?: string, ampm?: string): string {
  const n = englishNumbers();
  const h = n.cardinal(String(Number(hours)));
  const suffix = ampm ? ` ${ampm.toUpperCase()} M` : "";
  let words = minutes === "00" ? (ampm ? h : `${h} o'clock`) : `${h} ${minutes.startsWith("0") ? `oh ${n.cardinal(minutes[1])}` : n.cardinal(minutes)}`;
  if (seconds) words += ` and ${n.cardinal(String(Number(seconds)))} seconds`;
  return words + suffix;
}

function fraction(numerator: string, denominator: string): string {
  const n = englishNumbers();
  const names: Record<string, Forms> = { "2": { one: "half", other: "halves" }, "3": { one: "third", other: "thirds" }, "4": { one: "quarter", other: "quarters" } };
  return `${n.cardinal(numerator)} ${pickForm(names[denominator], numerator, "en", ".")}`;
}

/** Reads an address symbol by symbol: "john.doe@example.com" -> "john dot doe at example dot com". */
function readAddress(address: string, rules: LanguageRules): string {
  const words = rules.addressWords as Record<string, string>;
  const read = address.replace(/[@./\-_:?=&#+~%]/g, (symbol) => ` ${words[symbol]} `);
  return read.replace(/^www /, "w w w ");
}

function englishNumbers(): NonNullable<LanguageRules["numbers"]> {
  return ENGLISH.numbers!;
}
