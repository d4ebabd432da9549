/** A recognised word as engines give it (seconds; probability 0..1). */
export interface HeardWord {
  text: string;
  start: number;
  end: number;
  probability: number;
  speakerId?: string | null;
}

/** A word of the ElevenLabs transcript shape (`words[]`). */
export interface TranscriptWord {
  text: string;
  start: number;
  end: number;
  type: "word" | "spacing" | "audio_event";
  speaker_id: string | null;
  logprob: number;
  characters?: { text: string; start: number; end: number }[];
}

export type TimestampsGranularity = "none" | "word" | "character";

/** The lowest log probability reported (a probability of 0 would be minus infinity, which JSON cannot carry). */
export const MIN_LOGPROB = -20;

const round = (t: number) => Math.round(t * 1000) / 1000;

/** The natural log of a probability, clamped to [MIN_LOGPROB, 0]. */
export function logprobOf(probability: number): number {
  if (!(probability > 0)) return MIN_LOGPROB;
  return Math.max(MIN_LOGPROB, Math.min(0, Math.round(Math.log(probability) * 10_000) / 10_000));
}

/**
 * The transcript's words in the ElevenLabs shape: each word, with a `spacing` entry (" ") between
 * two words spanning the gap; with `character` granularity each word carries its characters, the
 * word's span shared evenly between them (engines time words, not letters: the character times
 * are an even split, not measured). `none` keeps no words (the text alone).
 */
export function toTranscriptWords(heard: readonly HeardWord[], granularity: TimestampsGranularity): TranscriptWord[] {
  if (granularity === "none") return [];
  const words: TranscriptWord[] = [];
  heard.forEach((w, i) => {
    const start = round(w.start);
    const end = round(Math.max(w.start, w.end));
    if (i > 0) {
      const previous = words[words.length - 1]!;
      words.push({ text: " ", start: previous.end, end: Math.max(previous.end, start), type: "spacing", speaker_id: w.speakerId ?? null, logprob: 0 });
    }
    const word: TranscriptWord = { text: w.text, start, end, type: "word", speaker_id: w.speakerId ?? null, logprob: logprobOf(w.probability) };
    if (granularity === "character") word.characters = splitEvenly(w.text, start, end);
    words.push(word);
  });
  return words;
}

/** The characters of `text` over [start, end], evenly. */
export function splitEvenly(text: string, start: number, end: number): { text: string; start: number; end: number }[] {
  const characters = [...text];
  const step = characters.length > 0 ? (end - start) / characters.length : 0;
  return characters.map((c, i) => ({ text: c, start: round(start + i * step), end: round(start + (i + 1) * step) }));
}

/** The transcript's text: its words joined by single spaces. */
export function transcriptText(heard: readonly { text: string }[]): string {
  return heard.map((w) => w.text).join(" ");
}
