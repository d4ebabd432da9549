/**
 * A finished dub's two transcripts side by side: each line of the original beside the dubbed
 * line(s) spoken in its place. The dubbed lines are fitted to where the original ones were said,
 * so a dubbed line belongs to the original line of the same speaker it overlaps most (or, when it
 * overlaps none, the nearest one).
 */
import type { DubbingTranscript } from "@vocable/contract";

type Utterance = DubbingTranscript["utterances"][number];

/** One spoken line, as the page shows it. */
export interface TranscriptLine {
  speaker: string;
  start: number;
  end: number;
  text: string;
}

/** A row of the side-by-side view: an original line (null when there is none) and the dubbed lines in its place. */
export interface TranscriptRow {
  speaker: string;
  /** Where the row starts and ends in the dubbed media (what a click seeks to). */
  start: number;
  end: number;
  source: TranscriptLine | null;
  dubbed: TranscriptLine[];
}

/** "Speaker 1" for speaker_0 (the server numbers speakers from 0); another id as it is. */
export function speakerLabel(speakerId: string): string {
  const match = /^speaker_(\d+)$/i.exec(speakerId.trim());
  return match ? `Speaker ${Number(match[1]) + 1}` : speakerId;
}

const lineOf = (u: Utterance): TranscriptLine => ({ speaker: u.speaker_id, start: u.start_s, end: u.end_s, text: u.text.trim() });

function overlap(a: TranscriptLine, b: TranscriptLine): number {
  return Math.min(a.end, b.end) - Math.max(a.start, b.start);
}

/** The index of the original line a dubbed line belongs to, or -1 when there are none. */
function ownerOf(line: TranscriptLine, sources: readonly TranscriptLine[]): number {
  let best = -1;
  let bestScore = Number.NEGATIVE_INFINITY;
  sources.forEach((source, i) => {
    const shared = overlap(line, source);
    // Overlap counts first, then closeness; another speaker's line only when no line of this one fits.
    const score = (source.speaker === line.speaker ? 0 : -1e6) + (shared > 0 ? shared : -Math.abs(source.start - line.start) - 1e3);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}

/** The rows of the side-by-side view, in the order of the original (a dubbed line with no original forms its own row). */
export function transcriptRows(source: readonly Utterance[], dubbed: readonly Utterance[]): TranscriptRow[] {
  const sources = source.map(lineOf).sort((a, b) => a.start - b.start);
  const rows: TranscriptRow[] = sources.map((line) => ({ speaker: line.speaker, start: line.start, end: line.end, source: line, dubbed: [] }));
  const orphans: TranscriptRow[] = [];
  for (const line of dubbed.map(lineOf).sort((a, b) => a.start - b.start)) {
    const owner = ownerOf(line, sources);
    if (owner < 0) {
      orphans.push({ speaker: line.speaker, start: line.start, end: line.end, source: null, dubbed: [line] });
      continue;
    }
    const row = rows[owner];
    if (row.dubbed.length === 0) row.start = line.start;
    row.dubbed.push(line);
    row.end = Math.max(row.end, line.end);
  }
  return [...rows, ...orphans].sort((a, b) => a.start - b.start);
}

/** The row being heard at `time` (seconds): the last one started by then and not yet over; -1 between rows. */
export function rowIndexAt(rows: readonly Pick<TranscriptRow, "start" | "end">[], time: number): number {
  for (let i = rows.length - 1; i >= 0; i--) {
    if (rows[i].start <= time) return time < rows[i].end ? i : -1;
  }
  return -1;
}

