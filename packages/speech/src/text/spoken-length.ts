/**
 * How long text takes to say, estimated from the text alone (cheap, no engine): the proxy the
 * splitter uses so that no piece holds a worker for long, whatever the text looks like.
 */

/** Most UTF-16 code units in one synthesized piece. */
export const MAX_PIECE_CHARS = 280;
/** Most expected audio in one piece at speed 1, in seconds ({@link estimateSpokenSeconds}). */
export const MAX_PIECE_SECONDS = 20;
/** Speaking rate of the estimate: both engines say about four to five syllables a second at speed 1. */
export const SYLLABLES_PER_SECOND = 4.5;

/** Letters per syllable in running text (English "the quick brown fox": 16 letters, 4 syllables). */
const LETTERS_PER_SYLLABLE = 4;
/** A digit read out alone or in a group ("seven", "ninety"): about two syllables each. */
const SYLLABLES_PER_DIGIT = 2;
/** A symbol read as a word ("ampersand", "at", "percent", "dollar"). */
const SYLLABLES_PER_SYMBOL = 3;
/** Han, kana and Hangul: one syllable per character. */
const SYLLABIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Marks read as pauses (or nothing), not as words. */
const SILENT = /[\s.,;:!?'"()[\]{}«»“”‘’„…—–\-_·、。，；：！？「」『』（）\p{M}]/u;

/** Syllables `text` is expected to take once read out (numbers and symbols as words). */
export function estimateSyllables(text: string): number {
  let syllables = 0;
  let letters = 0;
  const endWord = () => {
    if (letters > 0) syllables += Math.max(1, letters / LETTERS_PER_SYLLABLE);
    letters = 0;
  };
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // ASCII fast path: most text is ASCII and this runs on every piece.
    if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90)) {
      letters++;
      continue;
    }
    if (code >= 48 && code <= 57) {
      endWord();
      syllables += SYLLABLES_PER_DIGIT;
      continue;
    }
    if (code < 128) {
      endWord();
      if (!SILENT.test(text[i])) syllables += SYLLABLES_PER_SYMBOL;
      continue;
    }
    // Outside ASCII: a whole code point (a surrogate pair counts once).
    const cp = text.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    if (ch.length === 2) i++;
    if (SYLLABIC.test(ch)) {
      endWord();
      syllables += 1;
    } else if (/\p{L}/u.test(ch)) {
      letters++;
    } else if (/\p{M}/u.test(ch)) {
      // combining marks belong to the letter before them
    } else if (/\p{N}/u.test(ch)) {
      endWord();
      syllables += SYLLABLES_PER_DIGIT;
    } else {
      endWord();
      if (!SILENT.test(ch)) syllables += SYLLABLES_PER_SYMBOL;
    }
  }
  endWord();
  return syllables;
}

/** Seconds of audio `text` is expected to give at speed 1. */
export function estimateSpokenSeconds(text: string): number {
  return estimateSyllables(text) / SYLLABLES_PER_SECOND;
}

/**
 * The longest prefix of `text` (in UTF-16 units) that stays within both piece bounds: at most
 * {@link MAX_PIECE_CHARS} characters and {@link MAX_PIECE_SECONDS} of expected audio.
 */
export function boundedPrefixLength(text: string): number {
  const limit = Math.min(text.length, MAX_PIECE_CHARS);
  const budget = MAX_PIECE_SECONDS * SYLLABLES_PER_SECOND;
  if (estimateSyllables(text.slice(0, limit)) <= budget) return limit;
  // Binary search on the (monotonic) estimate of a prefix.
  let lo = 0;
  let hi = limit;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (estimateSyllables(text.slice(0, mid)) <= budget) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Whether `piece` is within both bounds. */
export function isWithinPieceBounds(piece: string): boolean {
  return piece.length <= MAX_PIECE_CHARS && estimateSpokenSeconds(piece) <= MAX_PIECE_SECONDS;
}
