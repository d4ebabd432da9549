/**
 * The segment list's windowing: rows of known heights stacked in a scrolling box, of which only
 * those near the view (and the one being typed in) are rendered, so a transcript of a thousand
 * segments stays as quick as one of ten.
 */

/** Each row's top, and the total height after the last (one more entry than rows). */
export function rowOffsets(heights: readonly number[]): number[] {
  const offsets = new Array<number>(heights.length + 1);
  offsets[0] = 0;
  for (let i = 0; i < heights.length; i++) offsets[i + 1] = offsets[i]! + heights[i]!;
  return offsets;
}

/** The index of the row at pixel `y` (clamped to the rows). */
export function rowAt(offsets: readonly number[], y: number): number {
  const rows = offsets.length - 1;
  if (rows <= 0) return 0;
  let lo = 0;
  let hi = rows - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (offsets[mid]! <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The rows to render for a view from `scrollTop`, `overscan` more on each side: [first, last). */
export function visibleRange(offsets: readonly number[], scrollTop: number, viewHeight: number, overscan = 4): { first: number; last: number } {
  const rows = offsets.length - 1;
  if (rows <= 0) return { first: 0, last: 0 };
  const first = Math.max(0, rowAt(offsets, scrollTop) - overscan);
  const last = Math.min(rows, rowAt(offsets, scrollTop + Math.max(0, viewHeight - 1)) + 1 + overscan);
  return { first, last };
}

/** The scrollTop that brings row `index` fully into view (null when it is already). */
export function scrollToShow(offsets: readonly number[], index: number, scrollTop: number, viewHeight: number): number | null {
  const top = offsets[index];
  const bottom = offsets[index + 1];
  if (top === undefined || bottom === undefined) return null;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewHeight) return Math.max(0, Math.min(top, bottom - viewHeight));
  return null;
}

/** The indexes to render: the window, plus any rows that must stay (the focused one), in order. */
export function renderedRows(range: { first: number; last: number }, keep: readonly number[], rows: number): number[] {
  const out = new Set<number>();
  for (let i = range.first; i < range.last; i++) out.add(i);
  for (const k of keep) if (k >= 0 && k < rows) out.add(k);
  return [...out].sort((a, b) => a - b);
}
