/**
 * Splits text into the pieces that are synthesized one after another when
 * streaming. Joining the pieces gives back the text exactly: separators and
 * whitespace stay attached to the piece before them.
 */

/** A piece longer than this is cut at a clause or word boundary (keeps latency and memory even). */
const MAX_PIECE = 280;
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

/** Whitespace-only pieces join the piece before them (or after, at the start). */
function mergeBlankPieces(pieces: string[]): string[] {
  const out: string[] = [];
  for (const piece of pieces) {
    if (out.length > 0 && piece.trim() === "") out[out.length - 1] += piece;
    else if (out.length === 1 && out[0].trim() === "") out[0] += piece;
    else out.push(piece);
  }
  return out;
}

/** Cuts `piece` at the last clause mark or space before `limit`; returns [head, tail]. */
function cutAt(piece: string, limit: number, minimum: number): [string, string] | undefined {
  const window = piece.slice(0, limit);
  const clause = /[,;:—–]\s+|[、，；：]\s*/gu;
  let best = -1;
  for (const m of window.matchAll(clause)) if (m.index! + m[0].length >= minimum) best = m.index! + m[0].length;
  if (best < 0) {
    for (const m of window.matchAll(/\s+/g)) if (m.index! >= minimum) best = m.index! + m[0].length;
  }
  if (best <= 0 || best >= piece.length) return undefined;
  return [piece.slice(0, best), piece.slice(best)];
}

/** The first clause, or else the first few words of `sentence`. */
function firstFewWords(sentence: string): [string, string] | undefined {
  const clause = sentence.match(/^.*?(?:[,;:—–]\s+|[、，；：]\s*)/su);
  if (clause && clause[0].length <= FIRST_CLAUSE_MAX && clause[0].length < sentence.length) {
    return [clause[0], sentence.slice(clause[0].length)];
  }
  const words = sentence.match(new RegExp(`^\\s*(?:\\S+\\s+){${FIRST_PIECE_WORDS}}`, "u"));
  if (words && words[0].length < sentence.length && words[0].length <= FIRST_CLAUSE_MAX * 1.5) {
    return [words[0], sentence.slice(words[0].length)];
  }
  return undefined;
}

/**
 * The pieces for streaming synthesis: a short first piece (first clause or
 * first few words), then sentences, long ones cut at clause or word
 * boundaries. Pieces concatenate to `text`.
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
        pieces.push(cut[0]);
        rest = cut[1];
      }
    }
    while (rest.length > MAX_PIECE) {
      const cut = cutAt(rest, MAX_PIECE, MAX_PIECE / 3);
      if (!cut) break;
      pieces.push(cut[0]);
      rest = cut[1];
    }
    pieces.push(rest);
  });
  return mergeBlankPieces(pieces);
}
