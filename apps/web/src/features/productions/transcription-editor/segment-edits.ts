import type { EditorSegment } from "./api/task-types";

export type { EditorSegment };

/** The fields a row edits. */
export type SegmentChange = Partial<Pick<EditorSegment, "speaker" | "text" | "start" | "end">>;

/** Times are kept to the millisecond, as the server rounds them. */
export const roundTime = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** The shortest segment a split makes (seconds). */
export const MIN_SEGMENT_SECONDS = 0.05;

/** A segment id not among `taken` (the contract's ResourceId: letters, digits, _ and -). */
export function newSegmentId(taken: ReadonlySet<string>, random: () => string = () => Math.random().toString(36).slice(2, 10)): string {
  for (;;) {
    const id = `seg_${random()}`.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 64);
    if (!taken.has(id)) return id;
  }
}

/** The segments with one changed (unknown id: unchanged). */
export function updateSegment(segments: readonly EditorSegment[], id: string, change: SegmentChange): EditorSegment[] {
  return segments.map((s) => (s.id === id ? { ...s, ...change } : s));
}

/**
 * Where a split at the text cursor falls in time: at the playhead when it is inside the segment,
 * else in proportion to the characters before the cursor; null when either half would be too short.
 */
export function splitTime(segment: EditorSegment, cursor: number, playhead: number | null): number | null {
  const inside = playhead !== null && playhead > segment.start + MIN_SEGMENT_SECONDS && playhead < segment.end - MIN_SEGMENT_SECONDS;
  const ratio = segment.text.length > 0 ? cursor / segment.text.length : 0.5;
  const at = roundTime(inside ? playhead : segment.start + (segment.end - segment.start) * ratio);
  if (at - segment.start < MIN_SEGMENT_SECONDS || segment.end - at < MIN_SEGMENT_SECONDS) return null;
  return at;
}

/**
 * The segment at `index` cut in two at the text cursor (the second half gets `newId` and the same
 * speaker); null when the cut is not possible (cursor at an end, or too short a span).
 */
export function splitSegment(segments: readonly EditorSegment[], index: number, cursor: number, playhead: number | null, newId: string): EditorSegment[] | null {
  const segment = segments[index];
  if (!segment) return null;
  const before = segment.text.slice(0, cursor).trim();
  const after = segment.text.slice(cursor).trim();
  if (!before || !after) return null;
  const at = splitTime(segment, cursor, playhead);
  if (at === null) return null;
  const first = { ...segment, end: at, text: before };
  const second = { ...segment, id: newId, start: at, text: after };
  return [...segments.slice(0, index), first, second, ...segments.slice(index + 1)];
}

/** The segment at `index` joined with the next one (its speaker and id kept); null for the last. */
export function mergeWithNext(segments: readonly EditorSegment[], index: number): EditorSegment[] | null {
  const segment = segments[index];
  const next = segments[index + 1];
  if (!segment || !next) return null;
  const text = [segment.text.trim(), next.text.trim()].filter(Boolean).join(" ");
  const merged = { ...segment, end: Math.max(segment.end, next.end), text };
  return [...segments.slice(0, index), merged, ...segments.slice(index + 2)];
}

/**
 * What stops the transcript from being saved, as the server would say it (the same rules as its
 * check): each start before its end, within the media, and the segments in order of start.
 */
export function segmentProblem(segments: readonly EditorSegment[], mediaSeconds: number): string | null {
  let previousStart = 0;
  for (const [i, s] of segments.entries()) {
    const n = i + 1;
    if (!Number.isFinite(s.start) || !Number.isFinite(s.end) || s.start < 0) return `Segment ${n}: its times must be numbers of seconds from 0.`;
    if (!(s.start < s.end)) return `Segment ${n}: its start must be before its end.`;
    if (s.end > mediaSeconds + 0.05) return `Segment ${n} ends past the end of the media.`;
    if (s.start < previousStart) return `Segment ${n} starts before the segment above it: keep the segments in order of time.`;
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(s.speaker)) return `Segment ${n}: a speaker is 1 to 64 letters, digits, _ or -.`;
    previousStart = s.start;
  }
  return null;
}
