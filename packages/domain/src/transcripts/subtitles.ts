
/**
 * A transcript as text and subtitles (SRT, WebVTT), built from its words: the web app's exports
 * and the OpenAI transcription API's srt and vtt answers. Subtitle cues follow the usual reading limits: at most {@link CUE_MAX_SECONDS} on screen
 * and {@link CUE_MAX_CHARACTERS} characters (one line), a new cue after sentence punctuation and
 * when the speaker changes.
 */

/** Longest time a cue stays on screen, in seconds. */
export const CUE_MAX_SECONDS = 7;
/** Longest cue text, in characters (code points): one subtitle line. */
export const CUE_MAX_CHARACTERS = 42;

/** What an export reads of a word (a transcript's words, TranscriptWord, satisfy it). */
export interface ExportWord {
  text: string;
  start: number;
  end: number;
  type?: "word" | "spacing" | "audio_event";
  speaker_id?: string | null;
}

/** One subtitle cue; `index` counts from 1. */
export interface Cue {
  index: number;
  start: number;
  end: number;
  text: string;
  /** The speaker of the cue's words (absent when the transcript has none). */
  speaker?: string;
}

export interface CueLimits {
  maxSeconds: number;
  maxCharacters: number;
  /** A pause between words longer than this starts a new cue (none when omitted). */
  maxPauseSeconds?: number;
}

/** A word that ends a sentence: . ! ? … (or their CJK forms), optionally followed by closing quotes or brackets. */
const SENTENCE_END = /[.!?…。！？]["'”’»)\]]*$/u;

/** A cue being filled. */
interface OpenCue {
  start: number;
  end: number;
  parts: string[];
  length: number;
  speaker: string | null;
}

/** The number of code points of `text` (what a person counts as characters). */
export function codePoints(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** A time in seconds that is a finite number >= 0 (anything else counts as 0). */
function seconds(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Groups words into subtitle cues: a cue grows while its text stays within `maxCharacters` and
 * its span within `maxSeconds`; it ends after a word that ends a sentence and before a word of
 * another speaker. Spacing entries are left out (words are joined with one space); a single word
 * longer than the limit gets a cue of its own.
 */
export function buildCues(words: readonly ExportWord[], limits: CueLimits = { maxSeconds: CUE_MAX_SECONDS, maxCharacters: CUE_MAX_CHARACTERS }): Cue[] {
  const cues: Cue[] = [];
  let open: OpenCue | null = null;
  const close = (cue: OpenCue) => cues.push({ index: cues.length + 1, start: cue.start, end: cue.end, text: cue.parts.join(" "), speaker: cue.speaker ?? undefined });

  for (const word of words) {
    if (word.type === "spacing") continue;
    const text = word.text.replace(/\s+/gu, " ").trim();
    if (text === "") continue;
    const start = seconds(word.start);
    const end = Math.max(start, seconds(word.end));
    const speaker = word.speaker_id ?? null;
    const length = codePoints(text);

    if (open) {
      const tooLong = open.length + 1 + length > limits.maxCharacters;
      const tooSlow = end - open.start > limits.maxSeconds;
      const paused = limits.maxPauseSeconds !== undefined && start - open.end > limits.maxPauseSeconds;
      if (tooLong || tooSlow || paused || speaker !== open.speaker) {
        close(open);
        open = null;
      }
    }
    if (open) {
      open.parts.push(text);
      open.length += 1 + length;
      open.end = Math.max(open.end, end);
    } else {
      open = { start, end, parts: [text], length, speaker };
    }
    if (SENTENCE_END.test(text)) {
      close(open);
      open = null;
    }
  }
  if (open) close(open);
  return cues;
}

function clock(value: number, separator: "," | "."): string {
  const ms = Math.round(seconds(value) * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`;
}

/** An SRT time, `HH:MM:SS,mmm` (rounded to the millisecond; negative or unknown times are 0). */
export function formatSrtTime(value: number): string {
  return clock(value, ",");
}

/** A WebVTT time, `HH:MM:SS.mmm`. */
export function formatVttTime(value: number): string {
  return clock(value, ".");
}

/** The transcript as plain text: its text, or its words joined when it has no text; ends with a newline. */
export function transcriptToText(transcript: { text: string; words: readonly ExportWord[] }): string {
  const text =
    transcript.text.trim() ||
    transcript.words
      .filter((w) => w.type !== "spacing")
      .map((w) => w.text.trim())
      .filter(Boolean)
      .join(" ");
  return text === "" ? "" : `${text}\n`;
}

/** SubRip: numbered cues, `start --> end`, the text, a blank line between cues. */
export function transcriptToSrt(words: readonly ExportWord[]): string {
  return buildCues(words)
    .map((cue) => `${cue.index}\n${formatSrtTime(cue.start)} --> ${formatSrtTime(cue.end)}\n${cue.text}\n`)
    .join("\n");
}

/** Cue text as WebVTT wants it: `&`, `<` and `>` escaped (so no text can read as `-->` or a tag). */
function escapeVtt(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** WebVTT: the `WEBVTT` header, then numbered cues like SRT's with `.` before the milliseconds. */
export function transcriptToVtt(words: readonly ExportWord[]): string {
  const cues = buildCues(words).map((cue) => `${cue.index}\n${formatVttTime(cue.start)} --> ${formatVttTime(cue.end)}\n${escapeVtt(cue.text)}\n`);
  return cues.length === 0 ? "WEBVTT\n" : `WEBVTT\n\n${cues.join("\n")}`;
}
