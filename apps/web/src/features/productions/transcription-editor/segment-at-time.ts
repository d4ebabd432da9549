/** Segments in order of start, as the editor keeps them. */
type Timed = { start: number; end: number };

/** The index of the last segment starting at or before `seconds` (-1 before the first): a binary search. */
export function lastStartingBy(segments: readonly Timed[], seconds: number): number {
  let lo = 0;
  let hi = segments.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (segments[mid]!.start <= seconds) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

/** The index of the segment being heard at `seconds` (-1 between segments). */
export function segmentIndexAt(segments: readonly Timed[], seconds: number): number {
  const i = lastStartingBy(segments, seconds);
  return i >= 0 && seconds < segments[i]!.end ? i : -1;
}

/**
 * The segment to move to from `from` (the segment worked on, or -1) at the playhead `seconds`:
 * the next or previous one, kept within the list; -1 when there are none.
 */
export function neighbourIndex(segments: readonly Timed[], from: number, seconds: number, direction: 1 | -1): number {
  if (segments.length === 0) return -1;
  // Without a segment worked on, the playhead says where we are: between segments, "next" is the one after it.
  const base = from >= 0 ? from : direction === 1 ? lastStartingBy(segments, seconds) : lastStartingBy(segments, seconds) + 1;
  return Math.min(segments.length - 1, Math.max(0, base + direction));
}
