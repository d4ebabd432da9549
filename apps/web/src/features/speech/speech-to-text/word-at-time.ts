import type { SpeechToTextWord } from "@vocable/contract";

/** A word's time span in seconds, [start, end). */
export interface WordSpan {
  start: number;
  end: number;
}

/** A spoken word (or audio event) with its position in the transcript's `words`. */
export interface IndexedSpan extends WordSpan {
  /** Index in the transcript's `words` array (which also holds the spacing entries). */
  index: number;
}

/**
 * The words a listener can follow: every entry of `words` that is not spacing, in order, with
 * its index. Recognisers give them in time order, which {@link wordIndexAt} relies on.
 */
export function spokenWords(words: readonly Pick<SpeechToTextWord, "start" | "end" | "type">[]): IndexedSpan[] {
  const spoken: IndexedSpan[] = [];
  words.forEach((word, index) => {
    if (word.type !== "spacing") spoken.push({ start: word.start, end: word.end, index });
  });
  return spoken;
}

/**
 * The position in `spans` (sorted by start, not overlapping) of the span whose [start, end)
 * holds `time`, or -1 between words, before the first and after the last. A binary search over
 * the starts (a long transcript has tens of thousands of words and the player asks every frame);
 * spans sharing that start are checked too, so an empty span never hides the real one.
 */
export function wordIndexAt(spans: readonly WordSpan[], time: number): number {
  if (!Number.isFinite(time)) return -1;
  // First span starting after `time`.
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (spans[middle].start <= time) low = middle + 1;
    else high = middle;
  }
  const last = low - 1;
  if (last < 0) return -1;
  const start = spans[last].start;
  for (let i = last; i >= 0 && spans[i].start === start; i--) {
    if (time < spans[i].end) return i;
  }
  return -1;
}
