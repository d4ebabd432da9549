import { formatDuration } from "@vocable/domain";
import { memo } from "react";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { Input } from "#components/ui/input";
import { Textarea } from "#components/ui/textarea";
import { cn } from "#lib/cn";
import type { FeedbackItem } from "../api/task-types";
import type { EditorSegment, SegmentChange } from "../segment-edits";

/** What a row does, stable across renders (by index or id), so unchanged rows are not rendered again. */
export interface RowActions {
  change: (id: string, change: SegmentChange) => void;
  focus: (index: number) => void;
  play: (index: number) => void;
  split: (index: number) => void;
  merge: (index: number) => void;
  retranscribe: (id: string) => void;
  useSuggestion: (id: string) => void;
  dropSuggestion: (id: string) => void;
  reviewNote: (id: string, text: string) => void;
}

export interface SegmentRowProps {
  segment: EditorSegment;
  index: number;
  top: number;
  height: number;
  active: boolean;
  last: boolean;
  readOnly: boolean;
  /** A tool runs: the row waits. */
  busy: boolean;
  /** The tools that work on the audio (not for a dub review's lines). */
  audioTools: boolean;
  retranscribing: boolean;
  feedback: readonly FeedbackItem[] | undefined;
  suggestion: string | undefined;
  /** A review's note on the segment (undefined outside a review). */
  reviewNote: string | undefined;
  actions: RowActions;
}

/** The id of a segment's text box (focus moves there by it). */
export const segmentTextId = (id: string) => `segment-text-${id}`;

const timeValue = (seconds: number) => (Number.isFinite(seconds) ? seconds : "");

/** One segment: play, times, speaker, its text, split/merge/retranscribe, and what is said about it. */
export const SegmentRow = memo(function SegmentRow(props: SegmentRowProps) {
  const { segment, index, top, height, active, actions } = props;
  const n = index + 1;
  const locked = props.readOnly || props.busy;
  const time = (field: "start" | "end") => (event: { target: HTMLInputElement }) => actions.change(segment.id, { [field]: event.target.valueAsNumber });
  return (
    <li
      style={{ top, height }}
      className={cn("absolute inset-x-0 flex flex-col gap-1.5 overflow-hidden border-b border-zinc-200 px-3 py-2 dark:border-zinc-800", active && "bg-sky-50 dark:bg-sky-950/40")}
      aria-current={active ? "true" : undefined}
      data-testid="editor-segment"
      data-segment-id={segment.id}
      onFocus={() => actions.focus(index)}
    >
      <div className="flex h-9 shrink-0 items-center gap-2 overflow-x-auto">
        <span className="w-10 shrink-0 text-xs font-medium tabular-nums text-muted-foreground">#{n}</span>
        <Button size="icon" variant="ghost" aria-label={`Play segment ${n}`} onClick={() => actions.play(index)} className="h-8 w-8">
          <Icon name="play" />
        </Button>
        {/* The input fills its box (Input is w-full): the box sets the width. */}
        <div className="w-24 shrink-0">
          <Input type="number" step="0.01" min={0} className="h-8" aria-label={`Start of segment ${n} (seconds)`} value={timeValue(segment.start)} onChange={time("start")} disabled={locked} />
        </div>
        <span aria-hidden="true">–</span>
        <div className="w-24 shrink-0">
          <Input type="number" step="0.01" min={0} className="h-8" aria-label={`End of segment ${n} (seconds)`} value={timeValue(segment.end)} onChange={time("end")} disabled={locked} />
        </div>
        <div className="w-36 shrink-0">
          <Input className="h-8" aria-label={`Speaker of segment ${n}`} value={segment.speaker} maxLength={64} onChange={(e) => actions.change(segment.id, { speaker: e.target.value })} disabled={locked} />
        </div>
        <span className="shrink-0 text-xs tabular-nums text-muted-foreground">{formatDuration(segment.start)}</span>
      </div>
      <Textarea
        id={segmentTextId(segment.id)}
        rows={3}
        className="h-[76px] shrink-0 resize-none"
        aria-label={`Text of segment ${n}`}
        value={segment.text}
        maxLength={5000}
        readOnly={locked}
        data-segment-index={index}
        onChange={(e) => actions.change(segment.id, { text: e.target.value })}
      />
      <div className="flex h-7 shrink-0 items-center gap-1 overflow-x-auto">
        <Button size="sm" variant="ghost" className="h-7" disabled={locked} onClick={() => actions.split(index)}>
          Split<span className="sr-only"> segment {n}</span> at the cursor
        </Button>
        <Button size="sm" variant="ghost" className="h-7" disabled={locked || props.last} onClick={() => actions.merge(index)}>
          Merge<span className="sr-only"> segment {n}</span> with the next
        </Button>
        {props.audioTools ? (
          <Button size="sm" variant="ghost" className="h-7" disabled={locked} onClick={() => actions.retranscribe(segment.id)}>
            {props.retranscribing ? "Retranscribing…" : "Retranscribe"}
            <span className="sr-only"> segment {n}</span>
          </Button>
        ) : null}
      </div>
      <RowExtras {...props} n={n} locked={locked} />
    </li>
  );
});

function RowExtras({ segment, feedback, suggestion, reviewNote, actions, locked, n }: SegmentRowProps & { n: number; locked: boolean }) {
  return (
    <>
      {suggestion !== undefined ? (
        <div className="flex h-12 shrink-0 items-center gap-2 rounded-md bg-violet-50 px-2 text-sm dark:bg-violet-950/40" data-testid="segment-suggestion">
          <p className="min-w-0 flex-1 overflow-y-auto text-xs">
            <span className="font-medium">Suggested: </span>
            {suggestion}
          </p>
          <Button size="sm" variant="secondary" disabled={locked} onClick={() => actions.useSuggestion(segment.id)}>
            Use<span className="sr-only"> the suggestion for segment {n}</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => actions.dropSuggestion(segment.id)}>
            Dismiss<span className="sr-only"> the suggestion for segment {n}</span>
          </Button>
        </div>
      ) : null}
      {feedback?.length ? (
        <div className="h-12 shrink-0 overflow-y-auto rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-950 dark:bg-amber-950/40 dark:text-amber-100" data-testid="segment-feedback">
          {feedback.map((f) => (
            <p key={f.feedback_id}>
              <span className="font-medium">Reviewer{f.acknowledged ? "" : " (new)"}: </span>
              {f.text}
            </p>
          ))}
        </div>
      ) : null}
      {reviewNote !== undefined ? (
        <Textarea
          rows={2}
          className="h-16 shrink-0 resize-none"
          aria-label={`Feedback on segment ${n}`}
          placeholder="Feedback for the producer (optional)"
          value={reviewNote}
          maxLength={2000}
          readOnly={locked}
          onChange={(e) => actions.reviewNote(segment.id, e.target.value)}
        />
      ) : null}
    </>
  );
}
