import type { CharacterAlignment } from "@vocable/contract";

/** A word of the video's text and when it is spoken. */
export interface TimedWord {
  text: string;
  start: number;
  end: number;
}

const BRACKETED = /\[[^[\]\n]*\]/g;

/**
 * The words of an item's text with their times: from the character alignment when it matches the
 * text, else spread over the audio in proportion to their place in the text (an honest estimate
 * for items kept without timings). With `stripTags`, bracketed segments ("[laughs]") are left out.
 */
export function timedWords(text: string, alignment: CharacterAlignment | null, durationSeconds: number, stripTags: boolean): TimedWord[] {
  const aligned = alignment && alignment.characters.join("") === text ? alignment : null;
  // The alignment's entry of each UTF-16 unit of the text (an entry may hold a surrogate pair).
  const entryOf = new Int32Array(text.length);
  if (aligned) {
    let unit = 0;
    aligned.characters.forEach((ch, entry) => {
      for (let k = 0; k < ch.length; k++) entryOf[unit + k] = entry;
      unit += ch.length;
    });
  }
  const at = (unit: number, edge: "start" | "end") => {
    if (aligned) return (edge === "start" ? aligned.character_start_times_seconds : aligned.character_end_times_seconds)[entryOf[unit]!]!;
    return ((edge === "start" ? unit : unit + 1) / Math.max(1, text.length)) * durationSeconds;
  };
  const hidden = new Uint8Array(text.length);
  if (stripTags) for (const m of text.matchAll(BRACKETED)) hidden.fill(1, m.index, m.index + m[0].length);
  const words: TimedWord[] = [];
  for (const m of text.matchAll(/\S+/g)) {
    let shown = "";
    let first = -1;
    let last = -1;
    for (let k = 0; k < m[0].length; k++) {
      const unit = m.index + k;
      if (hidden[unit]) continue;
      shown += text[unit];
      if (first < 0) first = unit;
      last = unit;
    }
    if (first < 0) continue;
    const start = at(first, "start");
    words.push({ text: shown, start, end: Math.max(start, at(last, "end")) });
  }
  return words;
}

/** Most characters on one screen of the video: a longer text is shown a page at a time. */
export const PAGE_CHARACTERS = 110;

/** The words in pages of at most PAGE_CHARACTERS, a page ending early after a sentence once half full. */
export function pagesOf(words: readonly TimedWord[]): TimedWord[][] {
  const pages: TimedWord[][] = [];
  let page: TimedWord[] = [];
  let length = 0;
  for (const word of words) {
    if (page.length > 0 && length + 1 + word.text.length > PAGE_CHARACTERS) {
      pages.push(page);
      page = [];
      length = 0;
    }
    page.push(word);
    length += (length ? 1 : 0) + word.text.length;
    if (length >= PAGE_CHARACTERS / 2 && /[.!?…]["'”’)]*$/.test(word.text)) {
      pages.push(page);
      page = [];
      length = 0;
    }
  }
  if (page.length > 0) pages.push(page);
  return pages;
}
