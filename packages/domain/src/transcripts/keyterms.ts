import type { HeardWord } from "./transcript-words";

/**
 * Keyterms (POST /v1/speech-to-text `keyterms`): words or phrases the client expects. The installed
 * recognisers take no hints, so Vocable corrects after recognition: a run of recognised words that
 * is close to a keyterm (by spelling or by sound, above a similarity threshold) is replaced by the
 * keyterm, spelled as the client spelled it. Nothing else of the transcript changes.
 */

/** The ElevenLabs limits (the SDK's reference): at most 1000 keyterms, each under 50 characters and of at most 5 words. */
export const MAX_KEYTERMS = 1000;
export const MAX_KEYTERM_CHARACTERS = 49;
export const MAX_KEYTERM_WORDS = 5;
/** The characters ElevenLabs does not take in a keyterm. */
const REFUSED_CHARACTERS = /[<>{}[\]\\]/;

/** A similarity (0..1) a recognised run must reach to be replaced; a run that sounds like the keyterm needs only SOUND_ALIKE_SIMILARITY. */
export const KEYTERM_MIN_SIMILARITY = 0.8;
export const SOUND_ALIKE_SIMILARITY = 0.5;
/** Shorter keyterms (letters and digits) are only matched exactly (their case corrected): a near miss of a short word is too often another word. */
export const MIN_FUZZY_KEYTERM_LENGTH = 4;

/** Why a keyterm is refused, or null when it is fine. */
export function keytermProblem(term: string): string | null {
  const words = term.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "A keyterm cannot be empty.";
  if (term.length > MAX_KEYTERM_CHARACTERS) return `A keyterm has at most ${MAX_KEYTERM_CHARACTERS} characters.`;
  if (words.length > MAX_KEYTERM_WORDS) return `A keyterm has at most ${MAX_KEYTERM_WORDS} words.`;
  if (REFUSED_CHARACTERS.test(term)) return "A keyterm cannot contain < > { } [ ] or \\.";
  return null;
}

/** Lower case letters and digits only (accents removed): how words are compared. */
export function foldForMatch(text: string): string {
  return text.normalize("NFKD").toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/** Levenshtein distance. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

/** The count of each character code (mod 64) of a folded text: for letterDifference. */
function letterCounts(text: string): Int16Array {
  const counts = new Int16Array(64);
  for (let i = 0; i < text.length; i++) counts[text.charCodeAt(i) & 63]!++;
  return counts;
}

/** A lower bound of the edit distance: the letters one has more of than the other (each edit fixes at most one). */
export function letterDifference(a: string, b: string, countsA = letterCounts(a), countsB = letterCounts(b)): number {
  let more = 0;
  let fewer = 0;
  for (let c = 0; c < 64; c++) {
    const n = countsA[c]! - countsB[c]!;
    if (n > 0) more += n;
    else fewer -= n;
  }
  return Math.max(more, fewer);
}

/** 1 − distance / the longer length: 1 for the same text, 0 for nothing in common. */
export function spellingSimilarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}

/** A rough English sound key (a simplified Metaphone): spellings that sound alike get the same key. */
export function soundKey(folded: string): string {
  let s = folded.replace(/[^a-z]/g, "");
  if (!s) return "";
  s = s
    .replace(/^kn|^gn|^pn|^wr/, (m) => m[1]!)
    .replace(/ph/g, "f")
    .replace(/ck/g, "k")
    .replace(/c(?=[eiy])/g, "s")
    .replace(/c/g, "k")
    .replace(/q/g, "k")
    .replace(/x/g, "ks")
    .replace(/z/g, "s")
    .replace(/dg/g, "j")
    .replace(/gh/g, "")
    .replace(/th/g, "0")
    .replace(/sh/g, "x")
    .replace(/v/g, "f");
  const first = s[0]!;
  const rest = s.slice(1).replace(/[aeiouyhw]/g, "");
  return (first + rest).replace(/(.)\1+/g, "$1").replace(/^[aeiou]/, "a");
}

/** How well `heard` (recognised words) matches `term`, 0..1; 0 below the threshold. */
export function keytermMatch(heard: string, term: string): number {
  return foldedMatch(foldForMatch(heard), foldForMatch(term));
}

/** keytermMatch on folded text; the term's sound key and both letter counts when already known. */
function foldedMatch(a: string, b: string, known: { termKey?: string; countsA?: Int16Array; countsB?: Int16Array } = {}): number {
  if (!a || !b) return 0;
  if (a === b) return 1;
  if (b.length < MIN_FUZZY_KEYTERM_LENGTH) return 0;
  const most = Math.max(a.length, b.length) * (1 - SOUND_ALIKE_SIMILARITY);
  // Below SOUND_ALIKE_SIMILARITY whatever the order of the letters: not worth the distance.
  if (Math.abs(a.length - b.length) > most || letterDifference(a, b, known.countsA, known.countsB) > most) return 0;
  const spelling = spellingSimilarity(a, b);
  if (spelling >= KEYTERM_MIN_SIMILARITY) return spelling;
  if (spelling >= SOUND_ALIKE_SIMILARITY && soundKey(a) === (known.termKey ?? soundKey(b))) return KEYTERM_MIN_SIMILARITY;
  return 0;
}

export interface KeytermCorrection {
  /** The recognised words replaced. */
  heard: string;
  keyterm: string;
}

/**
 * Replaces each run of recognised words (one word more or fewer than the keyterm has) that matches a
 * keyterm by the keyterm: the run becomes one word spanning its times, with the least sure of its
 * probabilities. Earlier runs first (unless the run one word later matches better); at one place the
 * best match, then the longer run.
 */
export function correctWithKeyterms(words: readonly HeardWord[], keyterms: readonly string[]): { words: HeardWord[]; corrections: KeytermCorrection[] } {
  // Folded once: a term is compared with every run of the transcript.
  const terms = keyterms.map((raw) => {
    const term = raw.trim().replace(/\s+/g, " ");
    const folded = foldForMatch(term);
    return { term, folded, key: soundKey(folded), counts: letterCounts(folded), count: term.split(" ").length };
  });
  const longest = Math.max(0, ...terms.map((t) => t.count)) + 1;
  const folded = words.map((w) => foldForMatch(w.text));
  const known = new Map<number, { score: number; length: number; term: string } | null>();
  const bestAt = (i: number) => {
    if (known.has(i)) return known.get(i)!;
    let best: { score: number; length: number; term: string } | null = null;
    // Each run from here once (its letters counted once), against every term of about its word count.
    for (let length = 1; length <= longest && i + length <= words.length; length++) {
      const heard = folded.slice(i, i + length).join("");
      const countsA = letterCounts(heard);
      for (const { term, folded: target, key, counts, count } of terms) {
        if (length < count - 1 || length > count + 1) continue;
        const score = foldedMatch(heard, target, { termKey: key, countsA, countsB: counts });
        if (score > 0 && (!best || score > best.score || (score === best.score && length > best.length))) best = { score, length, term };
      }
    }
    known.set(i, best);
    return best;
  };
  const out: HeardWord[] = [];
  const corrections: KeytermCorrection[] = [];
  let i = 0;
  while (i < words.length) {
    const best = bestAt(i);
    // A closer match one word later wins ("the quick brown fox" is near "Quick Brown Fox"; "quick brown fox" is it).
    const next = best && best.score < 1 ? bestAt(i + 1) : null;
    if (!best || (next && next.score > best.score)) {
      out.push(words[i]!);
      i++;
      continue;
    }
    const run = words.slice(i, i + best.length);
    const heard = run.map((w) => w.text).join(" ");
    out.push({ text: best.term, start: run[0]!.start, end: run[run.length - 1]!.end, probability: Math.min(...run.map((w) => w.probability)), speakerId: run[0]!.speakerId });
    if (heard !== best.term) corrections.push({ heard, keyterm: best.term });
    i += best.length;
  }
  return { words: out, corrections };
}
