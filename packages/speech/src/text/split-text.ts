/**
 * Splits text into the pieces that are synthesized one after another when
 * streaming. Joining the pieces gives back the text exactly: separators and
 * whitespace stay attached to the piece before them.
 *
 * Every piece is bounded ({@link MAX_PIECE_CHARS} characters and {@link MAX_PIECE_SECONDS} of
 * expected audio), whatever the text: sentences first, then clauses, then words, then a hard cut
 * inside unbroken runs ("9" x 4,000, "&" x 10,000, a 5,000-character URL) at a grapheme boundary.
 */
import { boundedPrefixLength, isWithinPieceBounds, MAX_PIECE_CHARS } from "./spoken-length";

export { MAX_PIECE_CHARS, MAX_PIECE_SECONDS } from "./spoken-length";

/** A first sentence longer than this is cut (first clause or first words) so audio starts at once. */
const FIRST_PIECE_TARGET = 30;
const FIRST_CLAUSE_MAX = 40;
const FIRST_PIECE_WORDS = 4;

/** Common abbreviations after which a period does not end a sentence. */
const ABBREVIATIONS = new Set([
  "mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "vs", "etc", "e.g", "i.e", "no", "fig", "mt", "jan", "feb",
  "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "approx", "dept", "inc", "ltd", "co",
]);

/** Splits at sentence ends (. ! ? … 。！？ and newlines), keeping separators attached. */
export function splitSentences(text: string): string[] {
  const pieces: string[] = [];
  // A sentence end: terminators, closing quotes/brackets, then whitespace (Latin) or not (CJK); or a newline run.
  const boundary = /([.!?…]+["'”’»)\]]*)(\s+|$)|([。！？]+["'”’」』）]*)(\s*)|(\n[\s]*)/gu;
  let start = 0;
  for (const match of text.matchAll(boundary)) {
    const end = match.index! + match[0].length;
    if (end <= start) continue;
    if (match[1] && match[1] === "." && isAbbreviation(text, match.index!)) continue;
    pieces.push(text.slice(start, end));
    start = end;
  }
  if (start < text.length) pieces.push(text.slice(start));
  return mergeBlankPieces(pieces);
}

function isAbbreviation(text: string, dotIndex: number): boolean {
  const before = text.slice(Math.max(0, dotIndex - 8), dotIndex).match(/([\p{L}.]+)$/u);
  if (!before) return false;
  const word = before[1].toLowerCase();
  // Single letters ("J. Smith") and known abbreviations keep the sentence going.
  return ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word);
}

/**
 * Whitespace-only pieces join the piece before them (or after, at the start), unless that would
 * make it longer than {@link MAX_PIECE_CHARS} (a run of thousands of spaces stays in pieces).
 */
function mergeBlankPieces(pieces: string[]): string[] {
  const out: string[] = [];
  const fits = (a: string, b: string) => a.length + b.length <= MAX_PIECE_CHARS;
  for (const piece of pieces) {
    const last = out.at(-1);
    if (last !== undefined && piece.trim() === "" && fits(last, piece)) out[out.length - 1] += piece;
    else if (out.length === 1 && last!.trim() === "" && fits(last!, piece)) out[0] += piece;
    else out.push(piece);
  }
  return out;
}

/** Clause marks a long sentence is cut after. */
const CLAUSE = /[,;:—–)]\s+|[、，；：]\s*/gu;
/** Inside an unbroken run (a URL, a number), places that still read as a break. */
const RUN_BREAK = /[/.\-_?&=#@+|\\]+/g;
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The last end of a `pattern` match in `window` at or after `minimum`, or -1. */
function lastBreak(window: string, pattern: RegExp, minimum: number): number {
  let best = -1;
  for (const m of window.matchAll(pattern)) {
    const end = m.index! + m[0].length;
    if (end >= minimum && end <= window.length) best = end;
  }
  return best;
}

/**
 * Where to cut `piece` so the head stays within the bounds: the last clause mark, else the last
 * space, else a break inside an unbroken run (after "/" in a URL), else the last grapheme boundary.
 * Returns a length in (0, piece.length).
 */
function boundedCut(piece: string): number {
  const limit = boundedPrefixLength(piece);
  const window = piece.slice(0, limit);
  const minimum = Math.floor(limit / 3);
  let cut = lastBreak(window, CLAUSE, minimum);
  if (cut < 0) cut = lastBreak(window, /\s+/g, minimum);
  if (cut < 0) cut = lastBreak(window, RUN_BREAK, minimum);
  if (cut < 0) cut = lastGraphemeBoundary(piece, limit);
  return cut;
}

/**
 * The last grapheme-cluster boundary at or before `limit` (never inside a surrogate pair, an
 * emoji sequence or a letter with its combining marks). A single cluster longer than the limit
 * (pathological: thousands of combining marks) is cut at a code point boundary instead.
 */
function lastGraphemeBoundary(text: string, limit: number): number {
  // Clusters are short: look at a small window around the limit only.
  const from = Math.max(0, limit - 64);
  let best = 0;
  for (const { index } of graphemes.segment(text.slice(from, limit + 64))) {
    const at = from + index;
    if (at > limit) break;
    if (at > 0) best = at;
  }
  if (best > 0 && (from === 0 || best > from)) return best;
  // No cluster boundary near the limit: stay off a surrogate pair at least.
  const cut = Math.max(1, limit);
  const code = text.charCodeAt(cut - 1);
  return code >= 0xd800 && code <= 0xdbff && cut > 1 ? cut - 1 : cut;
}

/** Cuts `rest` into pieces within the bounds; each goes to `out`. */
function pushBounded(out: string[], rest: string): void {
  while (!isWithinPieceBounds(rest)) {
    const cut = boundedCut(rest);
    if (cut <= 0 || cut >= rest.length) break;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  out.push(rest);
}

/** The first clause, or else the first few words of `sentence`. */
function firstFewWords(sentence: string): [string, string] | undefined {
  // Only the start matters; a window keeps the patterns linear on a 10,000-character run.
  const head = sentence.slice(0, FIRST_CLAUSE_MAX * 2);
  const clause = head.match(/^.*?(?:[,;:—–]\s+|[、，；：]\s*)/su);
  if (clause && clause[0].length <= FIRST_CLAUSE_MAX && clause[0].length < sentence.length) {
    return [clause[0], sentence.slice(clause[0].length)];
  }
  const words = head.match(new RegExp(`^\\s*(?:\\S+\\s+){${FIRST_PIECE_WORDS}}`, "u"));
  if (words && words[0].length < sentence.length && words[0].length <= FIRST_CLAUSE_MAX * 1.5) {
    return [words[0], sentence.slice(words[0].length)];
  }
  return undefined;
}

/**
 * The pieces for streaming synthesis: a short first piece (first clause or
 * first few words), then sentences, long ones cut at clause or word
 * boundaries, unbroken runs cut hard. Pieces concatenate to `text` and each
 * is within the piece bounds.
 */
export function splitForStreaming(text: string): string[] {
  if (text.length === 0) return [];
  const sentences = splitSentences(text);
  const pieces: string[] = [];
  sentences.forEach((sentence, index) => {
    let rest = sentence;
    if (index === 0 && rest.length > FIRST_PIECE_TARGET) {
      const cut = firstFewWords(rest);
      if (cut) {
        pushBounded(pieces, cut[0]);
        rest = cut[1];
      }
    }
    pushBounded(pieces, rest);
  });
  return mergeBlankPieces(pieces);
}
