import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from "react";
import { flushSync } from "react-dom";
import type { FeedbackItem } from "../api/task-types";
import { renderedRows, rowOffsets, scrollToShow, visibleRange } from "../list-window";
import { rowHeight } from "../row-layout";
import type { EditorSegment } from "../segment-edits";
import { SegmentRow, segmentTextId, type RowActions } from "./segment-row";

export interface SegmentListHandle {
  /** Scrolls the row into view, and puts the cursor in its text when `focus`. */
  reveal: (index: number, focus: boolean) => void;
}

interface SegmentListProps {
  segments: readonly EditorSegment[];
  active: number;
  /** The row being worked on (kept rendered while it is scrolled away, so typing is never cut). */
  working: number;
  readOnly: boolean;
  running: string | null;
  audioTools: boolean;
  feedback: ReadonlyMap<string, FeedbackItem[]>;
  suggestions: ReadonlyMap<string, string>;
  /** A review's notes per segment (null outside a review). */
  reviewNotes: ReadonlyMap<string, string> | null;
  actions: RowActions;
  ref?: Ref<SegmentListHandle>;
}

/**
 * The segments in a scrolling box, windowed: rows have known heights (row-layout.ts), and only
 * those in view (a few more each side) plus the one being worked on are in the page.
 */
export function SegmentList({ segments, active, working, readOnly, running, audioTools, feedback, suggestions, reviewNotes, actions, ref }: SegmentListProps) {
  const box = useRef<HTMLDivElement | null>(null);
  const [view, setView] = useState({ top: 0, height: 600 });
  // The row last moved to with focus: rendered at once (wherever the window is), so its text box can take the cursor.
  const [revealed, setRevealed] = useState(-1);

  const heights = useMemo(
    () => segments.map((s) => rowHeight({ reviewing: reviewNotes !== null, hasFeedback: feedback.has(s.id), hasSuggestion: suggestions.has(s.id) })),
    [segments, reviewNotes, feedback, suggestions],
  );
  const offsets = useMemo(() => rowOffsets(heights), [heights]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setView({ top: element.scrollTop, height: element.clientHeight });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const reveal = useCallback(
    (index: number, focus: boolean) => {
      const element = box.current;
      if (!element) return;
      const target = scrollToShow(offsets, index, element.scrollTop, element.clientHeight);
      if (target !== null) element.scrollTop = target;
      const segment = segments[index];
      if (!focus || !segment) return;
      flushSync(() => setRevealed(index));
      document.getElementById(segmentTextId(segment.id))?.focus({ preventScroll: true });
    },
    [offsets, segments],
  );
  useImperativeHandle(ref, () => ({ reveal }), [reveal]);

  const rows = renderedRows(visibleRange(offsets, view.top, view.height), [working, revealed], segments.length);
  return (
    <div
      ref={box}
      className="relative h-[60vh] min-h-80 overflow-y-auto rounded-lg border border-zinc-200 dark:border-zinc-800"
      onScroll={(e) => setView({ top: e.currentTarget.scrollTop, height: e.currentTarget.clientHeight })}
      data-testid="editor-segments"
    >
      <ol className="relative" style={{ height: offsets[segments.length] }} aria-label={`Segments (${segments.length})`}>
        {rows.map((i) => {
          const s = segments[i]!;
          return (
            <SegmentRow
              key={s.id}
              segment={s}
              index={i}
              top={offsets[i]!}
              height={heights[i]!}
              active={i === active}
              last={i === segments.length - 1}
              readOnly={readOnly}
              busy={running !== null}
              audioTools={audioTools}
              retranscribing={running === `retranscribe:${s.id}`}
              feedback={feedback.get(s.id)}
              suggestion={suggestions.get(s.id)}
              reviewNote={reviewNotes ? (reviewNotes.get(s.id) ?? "") : undefined}
              actions={actions}
            />
          );
        })}
      </ol>
    </div>
  );
}
