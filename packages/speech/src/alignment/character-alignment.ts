import type { WordTiming } from "../engines/engine-types";

/** ElevenLabs' character timing shape (`alignment` in with-timestamps responses). */
export interface CharacterAlignment {
  characters: string[];
  character_start_times_seconds: number[];
  character_end_times_seconds: number[];
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Character timings for `text` from the engine's word timings.
 *
 * Each word's time is spread evenly over its characters; the characters
 * between words (spaces, punctuation) share the gap between the previous
 * word's end and the next word's start (a pause if there is one). The
 * text before the first word starts at 0 and the text after the last word
 * ends at `duration`, so every character appears exactly once, in order,
 * with non-decreasing times. `offset` shifts everything (chunk position in
 * the whole audio). Characters are Unicode code points.
 */
export function buildCharacterAlignment(
  text: string,
  words: readonly WordTiming[],
  duration: number,
  offset = 0,
): CharacterAlignment {
  const spans = normaliseWords(text, words, duration);
  const characters: string[] = [];
  const units: number[] = []; // UTF-16 offset of each code point
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    characters.push(ch);
    units.push(i);
    i += ch.length;
  }

  const starts = new Array<number>(characters.length);
  const ends = new Array<number>(characters.length);
  // Walk alternating gap / word segments over the code point indices.
  let cursor = 0; // code point index
  let time = 0;
  const fill = (fromCp: number, toCp: number, t0: number, t1: number) => {
    const count = toCp - fromCp;
    for (let k = 0; k < count; k++) {
      starts[fromCp + k] = round(offset + t0 + ((t1 - t0) * k) / count);
      ends[fromCp + k] = round(offset + t0 + ((t1 - t0) * (k + 1)) / count);
    }
  };
  const cpIndex = (unit: number) => {
    // first code point whose offset is >= unit
    let lo = 0;
    let hi = units.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (units[mid] < unit) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  for (const span of spans) {
    const wordStart = cpIndex(span.start);
    const wordEnd = cpIndex(span.end);
    if (wordEnd <= wordStart || wordStart < cursor) continue;
    // Adjacent words (no characters between them) share the boundary, so no time goes missing.
    const wordTime = wordStart === cursor ? time : span.startTime;
    fill(cursor, wordStart, time, span.startTime);
    // A word that ends the text also takes any trailing silence, so the last end is the duration.
    const wordEndTime = wordEnd === characters.length ? Math.max(span.endTime, duration) : span.endTime;
    fill(wordStart, wordEnd, wordTime, wordEndTime);
    cursor = wordEnd;
    time = wordEndTime;
  }
  fill(cursor, characters.length, time, Math.max(time, duration));
  return { characters, character_start_times_seconds: starts, character_end_times_seconds: ends };
}

const isSpace = (ch: string | undefined) => ch !== undefined && /\s/u.test(ch);

/**
 * Trims whitespace off word ranges, drops empty/overlapping words and forces
 * times to be monotonic within [0, duration].
 */
function normaliseWords(text: string, words: readonly WordTiming[], duration: number): WordTiming[] {
  const out: WordTiming[] = [];
  let lastEnd = 0;
  let lastTime = 0;
  for (const word of [...words].sort((a, b) => a.start - b.start)) {
    let start = Math.max(word.start, lastEnd);
    let end = Math.min(word.end, text.length);
    while (start < end && isSpace(text[start])) start++;
    while (end > start && isSpace(text[end - 1])) end--;
    if (end <= start) continue;
    const startTime = Math.min(Math.max(word.startTime, lastTime), duration);
    const endTime = Math.min(Math.max(word.endTime, startTime), duration);
    out.push({ start, end, startTime, endTime });
    lastEnd = end;
    lastTime = endTime;
  }
  return out;
}

/** An alignment with no characters. */
export function emptyAlignment(): CharacterAlignment {
  return { characters: [], character_start_times_seconds: [], character_end_times_seconds: [] };
}

/** Appends `next` to `into` (chunks of one request, already offset in time). */
export function appendAlignment(into: CharacterAlignment, next: CharacterAlignment): void {
  into.characters.push(...next.characters);
  into.character_start_times_seconds.push(...next.character_start_times_seconds);
  into.character_end_times_seconds.push(...next.character_end_times_seconds);
}
