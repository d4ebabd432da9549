/**
 * From recognised words to the text the target voice re-speaks, and back from that synthesis's
 * character timings to where each word is in the target's audio.
 */
import type { CharacterAlignment } from "../alignment/character-alignment";

/** A word and where it is, in seconds. */
export interface TimedWord {
  text: string;
  start: number;
  end: number;
}

/** A pause of the source at least this long is a comma in the re-spoken text (the target pauses there too)... */
const COMMA_PAUSE_SECONDS = 0.2;
/** ...and at least this long, a full stop (the target's intonation falls before it, as speakers' does). */
const STOP_PAUSE_SECONDS = 0.5;

/** The text to re-speak and where each word is in it (code point offsets, end exclusive). */
export interface RespeakingText {
  text: string;
  offsets: { from: number; to: number }[];
}

/**
 * The recognised words as one text: a comma where the source paused, a full stop where it paused
 * long and at the end, so the target voice phrases it as the speaker did.
 */
export function respeakingText(words: readonly TimedWord[]): RespeakingText {
  let text = "";
  let length = 0; // in code points
  const offsets: RespeakingText["offsets"] = [];
  words.forEach((word, i) => {
    const next = words[i + 1];
    const pause = next ? next.start - word.end : Infinity;
    // A recogniser that punctuates (Whisper) has put its own mark there.
    const punctuated = /[.,!?;:]$/u.test(word.text);
    const mark = punctuated ? "" : pause >= STOP_PAUSE_SECONDS ? "." : pause >= COMMA_PAUSE_SECONDS ? "," : "";
    const spelled = i === 0 || words[i - 1].end + STOP_PAUSE_SECONDS <= word.start ? capitalise(word.text) : word.text;
    const size = Array.from(spelled.replace(/[.,!?;:]+$/u, "")).length || Array.from(spelled).length;
    offsets.push({ from: length, to: length + size });
    const piece = `${spelled}${mark}${next ? " " : ""}`;
    text += piece;
    length += Array.from(piece).length;
  });
  return { text, offsets };
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Where each word of `offsets` is in the synthesis `alignment` describes: from its first
 * character's start to its last character's end, in seconds. A word whose characters are missing
 * (an engine that dropped them) takes the end of the word before.
 */
export function wordSpansOf(alignment: CharacterAlignment, offsets: RespeakingText["offsets"]): { start: number; end: number }[] {
  const starts = alignment.character_start_times_seconds;
  const ends = alignment.character_end_times_seconds;
  let previousEnd = 0;
  return offsets.map(({ from, to }) => {
    if (to > starts.length || to <= from) return { start: previousEnd, end: previousEnd };
    const start = Math.max(previousEnd, starts[from]);
    const end = Math.max(start, ends[to - 1]);
    previousEnd = end;
    return { start, end };
  });
}

/** 10 ms frames... */
const FRAME_SECONDS = 0.01;
/** ...quieter than this below the audio's loudest frame are silence... */
const SILENCE_DB = 40;
/** ...and more than this of it at a word's edge is trimmed off (a sentence's final pause the engine counted as the word's). */
const MAX_EDGE_SILENCE_SECONDS = 0.06;
/** What is left of the quiet edge: a consonant's release or a decay. */
const KEPT_EDGE_SECONDS = 0.03;

/**
 * The spans with the long silences at their edges cut off: the embedded engines' timings give a
 * word before a full stop the pause after it, and the audio must hold only the word.
 */
export function trimSilentEdges(spans: readonly { start: number; end: number }[], samples: Int16Array, sampleRate: number): { start: number; end: number }[] {
  const frame = Math.max(1, Math.round(sampleRate * FRAME_SECONDS));
  const levels = new Float64Array(Math.ceil(samples.length / frame));
  let loudest = 0;
  for (let f = 0; f < levels.length; f++) {
    let energy = 0;
    const end = Math.min(samples.length, (f + 1) * frame);
    for (let i = f * frame; i < end; i++) energy += samples[i] * samples[i];
    levels[f] = Math.sqrt(energy / Math.max(1, end - f * frame));
    loudest = Math.max(loudest, levels[f]);
  }
  const gate = loudest * 10 ** (-SILENCE_DB / 20);
  const loud = (t: number) => levels[Math.min(levels.length - 1, Math.max(0, Math.floor(t / FRAME_SECONDS)))] > gate;
  return spans.map(({ start, end }) => {
    let first = start;
    while (first < end && !loud(first)) first += FRAME_SECONDS;
    let last = end;
    while (last > first && !loud(last - FRAME_SECONDS)) last -= FRAME_SECONDS;
    if (first >= end) return { start, end }; // all quiet: leave it
    return {
      start: first - start > MAX_EDGE_SILENCE_SECONDS ? first - KEPT_EDGE_SECONDS : start,
      end: end - last > MAX_EDGE_SILENCE_SECONDS ? last + KEPT_EDGE_SECONDS : end,
    };
  });
}
