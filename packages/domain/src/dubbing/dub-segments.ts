/**
 * A dub's segments: what one speaker says between pauses, the unit that is translated, voiced
 * and fitted to its place. Cut from the recognised words where the speaker changes, after a
 * sentence, at a pause, or before a segment grows past what a dubbed line can follow closely.
 */
import { buildCues, codePoints, transcriptToSrt, transcriptToVtt, type ExportWord } from "../transcripts/subtitles";

/** A segment grows to at most this long, in seconds (a line re-voiced as one piece). */
export const DUB_SEGMENT_MAX_SECONDS = 12;
/** At most this many characters of source text. */
export const DUB_SEGMENT_MAX_CHARACTERS = 400;
/** A silence longer than this between words starts a new segment, in seconds. */
export const DUB_SEGMENT_MAX_PAUSE_SECONDS = 0.8;

/** One segment of the source: a speaker's words from `start` to `end` (seconds). */
export interface DubSegmentSource {
  speaker: string;
  start: number;
  end: number;
  text: string;
}

/** The source's segments from its recognised words (with their speakers), in time order. */
export function dubSegments(words: readonly ExportWord[]): DubSegmentSource[] {
  const cues = buildCues(words, { maxSeconds: DUB_SEGMENT_MAX_SECONDS, maxCharacters: DUB_SEGMENT_MAX_CHARACTERS, maxPauseSeconds: DUB_SEGMENT_MAX_PAUSE_SECONDS });
  return cues.map((cue) => ({ speaker: cue.speaker ?? "speaker_0", start: cue.start, end: cue.end, text: cue.text }));
}

/** A segment in one language: its text and where it is spoken. */
export interface TimedLine {
  start: number;
  end: number;
  text: string;
  speaker?: string;
}

/** A line's words, each given a share of its time by its length (the subtitle builders read words). */
export function lineWords(line: TimedLine): ExportWord[] {
  const words = line.text.split(/\s+/u).filter(Boolean);
  const total = words.reduce((n, w) => n + codePoints(w), 0);
  const span = Math.max(0, line.end - line.start);
  let at = line.start;
  return words.map((text) => {
    const start = at;
    at += total > 0 ? (span * codePoints(text)) / total : 0;
    return { text, start: Math.round(start * 1000) / 1000, end: Math.round(at * 1000) / 1000, speaker_id: line.speaker ?? null };
  });
}

const linesAsWords = (lines: readonly TimedLine[]) => lines.flatMap(lineWords);

/** SubRip subtitles of a dub's lines in one language (cues within the reading limits). */
export function dubLinesToSrt(lines: readonly TimedLine[]): string {
  return transcriptToSrt(linesAsWords(lines));
}

/** WebVTT subtitles of a dub's lines in one language. */
export function dubLinesToVtt(lines: readonly TimedLine[]): string {
  return transcriptToVtt(linesAsWords(lines));
}
