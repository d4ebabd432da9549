/**
 * The waveform's view: a window of the media around the playhead (scrolling with it), drawn from
 * peaks read a chunk at a time (GET …/media/peaks), so no more than the view's neighbourhood of a
 * long file is ever asked for.
 */

export interface TimeWindow {
  start: number;
  end: number;
}

/** Seconds the waveform shows. */
export const VIEW_SECONDS = 30;
/** Seconds before the playhead in the view (the rest is ahead of it). */
export const VIEW_LEAD_SECONDS = 10;
/** Seconds of one peaks call (the server allows up to 300), and its buckets (20 a second). */
export const CHUNK_SECONDS = 30;
export const CHUNK_BUCKETS = 600;

/** The view around `playhead`, within [0, duration] and VIEW_SECONDS long where the media allows. */
export function viewWindow(playhead: number, duration: number, length = VIEW_SECONDS, lead = VIEW_LEAD_SECONDS): TimeWindow {
  const span = Math.min(length, Math.max(0, duration));
  const start = Math.min(Math.max(0, playhead - lead), Math.max(0, duration - span));
  return { start, end: start + span };
}

/** The chunks (by index) the window overlaps. */
export function chunksOf(window: TimeWindow, duration: number, chunkSeconds = CHUNK_SECONDS): number[] {
  if (window.end <= window.start || duration <= 0) return [];
  const first = Math.floor(window.start / chunkSeconds);
  const last = Math.min(Math.ceil(duration / chunkSeconds) - 1, Math.ceil(window.end / chunkSeconds) - 1);
  const out: number[] = [];
  for (let k = first; k <= last; k++) out.push(k);
  return out;
}

/** A chunk's span of the media. */
export function chunkSpan(index: number, duration: number, chunkSeconds = CHUNK_SECONDS): TimeWindow {
  return { start: index * chunkSeconds, end: Math.min(duration, (index + 1) * chunkSeconds) };
}

/** The x (pixels) of a time in the window drawn `width` wide. */
export function xAt(seconds: number, window: TimeWindow, width: number): number {
  const span = window.end - window.start;
  return span > 0 ? ((seconds - window.start) / span) * width : 0;
}

/** The time at an x (pixels) of the window drawn `width` wide, within the window. */
export function timeAt(x: number, window: TimeWindow, width: number): number {
  const ratio = width > 0 ? Math.min(1, Math.max(0, x / width)) : 0;
  return window.start + ratio * (window.end - window.start);
}

/** A loaded chunk's peaks with the span they cover (the server's answer). */
export interface ChunkPeaks {
  start: number;
  end: number;
  peaks: readonly number[];
}

/** The peak (0..1) for each of `columns` columns of the window; null where its chunk is not loaded yet. */
export function columnPeaks(window: TimeWindow, columns: number, chunks: ReadonlyMap<number, ChunkPeaks>, chunkSeconds = CHUNK_SECONDS): (number | null)[] {
  const out = new Array<number | null>(columns).fill(null);
  const perColumn = (window.end - window.start) / Math.max(1, columns);
  for (let c = 0; c < columns; c++) {
    const from = window.start + c * perColumn;
    const chunk = chunks.get(Math.floor(from / chunkSeconds));
    if (!chunk || chunk.peaks.length === 0 || chunk.end <= chunk.start) continue;
    const perBucket = (chunk.end - chunk.start) / chunk.peaks.length;
    const firstBucket = Math.floor((from - chunk.start) / perBucket);
    const lastBucket = Math.max(firstBucket, Math.ceil((from + perColumn - chunk.start) / perBucket) - 1);
    let peak = 0;
    for (let b = Math.max(0, firstBucket); b <= Math.min(chunk.peaks.length - 1, lastBucket); b++) peak = Math.max(peak, chunk.peaks[b]!);
    out[c] = peak;
  }
  return out;
}
