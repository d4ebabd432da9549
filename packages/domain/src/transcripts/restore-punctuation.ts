/**
 * Sentence case and end punctuation for recognisers that give plain lower-case words (PocketSphinx):
 * sentences are cut where the speaker paused (or another speaker began), each starts with a
 * capital and ends with "." — or "?" where the language's rules recognise a question from its first
 * words. Commas, proper nouns and other capitals are not guessed. bench/stt-punctuation.ts measures
 * it against known sentences.
 */

/** A pause between two words at least this long (seconds) ends a sentence. */
export const SENTENCE_PAUSE_SECONDS = 0.3;

/** What restoring reads of a word (a HeardWord satisfies it). */
export interface PunctuatedWord {
  text: string;
  start: number;
  end: number;
  speakerId?: string | null;
}

/** A language's rules: its end marks, words always written one way, and how a question begins. */
export interface PunctuationRules {
  /** Lower-case words always written so, wherever they are (English "i" → "I"). */
  fixedCase?: Readonly<Record<string, string>>;
  /** Whether a sentence of these lower-case words is a question; absent: never "?". */
  isQuestion?: (words: readonly string[]) => boolean;
}

const ENGLISH_WH = new Set(["what", "who", "whom", "whose", "where", "when", "why", "how", "which"]);
const ENGLISH_WH_CONTRACTED = new Set(["what's", "who's", "where's", "when's", "why's", "how's", "what're", "who're", "where're", "how're"]);
const ENGLISH_AUX = new Set([
  "is", "are", "was", "were", "am", "do", "does", "did", "can", "could", "will", "would", "should", "shall", "may", "might", "must",
  "isn't", "aren't", "wasn't", "weren't", "don't", "doesn't", "didn't", "can't", "couldn't", "won't", "wouldn't", "shouldn't",
  "have", "has", "had", "haven't", "hasn't", "hadn't",
]);
/** "have a seat", "has the…" are rarely questions: "have" asks only before a person. */
const ENGLISH_HAVE = new Set(["have", "has", "had"]);
const ENGLISH_PERSON = new Set(["i", "you", "he", "she", "it", "we", "they", "there", "anyone", "anybody", "someone", "somebody", "everyone", "everybody"]);
const ENGLISH_SUBJECT = new Set([...ENGLISH_PERSON, "this", "that", "these", "those", "the", "a", "an", "my", "your", "his", "her", "its", "our", "their", "any", "all"]);
/** "how many people…", "what about…", "what if…". */
const ENGLISH_WH_ASKING = new Set(["many", "much", "long", "often", "far", "old", "about", "if"]);

/**
 * An English sentence is a question when it begins like one: a question word before a verb of
 * asking ("where is", "what do", "how many") or contracted ("what's"), or an auxiliary before its
 * subject ("do you", "is there", "can the"). "When I arrived…" or "What a day" stay statements.
 */
export function isEnglishQuestion(words: readonly string[]): boolean {
  const [first, second] = words;
  if (first === undefined) return false;
  if (ENGLISH_WH_CONTRACTED.has(first)) return words.length > 1;
  if (second === undefined) return false;
  if (ENGLISH_WH.has(first)) return ENGLISH_AUX.has(second) || ENGLISH_WH_ASKING.has(second);
  if (ENGLISH_AUX.has(first)) return ENGLISH_HAVE.has(first) ? ENGLISH_PERSON.has(second) : ENGLISH_SUBJECT.has(second);
  return false;
}

const ENGLISH: PunctuationRules = {
  fixedCase: { i: "I", "i'm": "I'm", "i'd": "I'd", "i'll": "I'll", "i've": "I've" },
  isQuestion: isEnglishQuestion,
};

/** Languages written with spaces between words and a full stop: sentence case and "." only. */
const PLAIN: PunctuationRules = {};

/** The rules by ISO 639-1 code; a language missing here is left as the recogniser gave it. */
export const PUNCTUATION_RULES: Readonly<Record<string, PunctuationRules>> = {
  en: ENGLISH,
  ...Object.fromEntries(["de", "fr", "es", "it", "pt", "nl", "sv", "da", "no", "nb", "pl", "cs", "ro", "ru", "uk", "fi", "hu", "tr"].map((code) => [code, PLAIN])),
};

const END_MARK = /[.?!…。？！]$/;

/** Whether the words already carry sentence punctuation (the recogniser punctuates: leave them be). */
export function isPunctuated(words: readonly { text: string }[]): boolean {
  return words.some((w) => END_MARK.test(w.text));
}

/** `text` with its first letter upper-cased (tokens that begin with a bracket or digit are left alone). */
function capitalized(text: string): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const letter = String.fromCodePoint(first);
  return letter.toLowerCase() === letter.toUpperCase() ? text : letter.toUpperCase() + text.slice(letter.length);
}

/** The indices of the words that end a sentence: before a long pause or a change of speaker, and the last. */
export function sentenceEnds(words: readonly PunctuatedWord[], pauseSeconds = SENTENCE_PAUSE_SECONDS): number[] {
  const ends: number[] = [];
  for (let i = 0; i < words.length; i++) {
    const next = words[i + 1];
    if (!next) ends.push(i);
    // A hair of tolerance: times are rounded to milliseconds, and sums of seconds are inexact.
    else if (next.start - words[i]!.end >= pauseSeconds - 1e-6 || (next.speakerId ?? null) !== (words[i]!.speakerId ?? null)) ends.push(i);
  }
  return ends;
}

/** How restorePunctuation works on a list of words. */
export interface RestoreOptions {
  /** A pause at least this long (seconds) ends a sentence; default {@link SENTENCE_PAUSE_SECONDS}. */
  pauseSeconds?: number;
  /**
   * Whether the recogniser punctuated the words itself (nothing is restored then). Judged from the
   * words when absent; a caller that changed the words since (a keyterm "Inc." put in) says it.
   */
  punctuated?: boolean;
}

/**
 * `words` with sentence case and end punctuation restored by `language`'s rules (ISO 639-1):
 * sentences end at pauses of {@link SENTENCE_PAUSE_SECONDS} or more and at changes of speaker;
 * each begins with a capital and ends with "?" when the rules see a question, else "." (unless
 * its last word already ends with a mark); fixed forms ("I") are applied everywhere. Words of a
 * recogniser that punctuates and languages without rules come back unchanged. Times and other
 * fields are kept.
 */
export function restorePunctuation<W extends PunctuatedWord>(words: readonly W[], language: string, opts: RestoreOptions = {}): W[] {
  const rules = PUNCTUATION_RULES[language];
  if (!rules || words.length === 0 || (opts.punctuated ?? isPunctuated(words))) return [...words];
  const out = words.map((w) => ({ ...w, text: rules.fixedCase?.[w.text] ?? w.text }));
  let first = 0;
  for (const last of sentenceEnds(words, opts.pauseSeconds)) {
    const sentence = words.slice(first, last + 1).map((w) => w.text.toLowerCase());
    out[first]!.text = capitalized(out[first]!.text);
    if (!END_MARK.test(out[last]!.text)) out[last]!.text += rules.isQuestion?.(sentence) ? "?" : ".";
    first = last + 1;
  }
  return out;
}
