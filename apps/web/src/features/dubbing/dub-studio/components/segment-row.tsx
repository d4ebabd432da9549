import { useState } from "react";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { cn } from "#lib/cn";
import { dubLanguageName } from "#features/dubbing/dubs/dub-languages";
import type { StudioActions } from "../hooks/use-studio-actions";
import { segmentStart, segmentTimeText, type SegmentView } from "../studio-view";
import { SegmentEditor } from "./segment-editor";

interface SegmentRowProps {
  dubbingId: string;
  segment: SegmentView;
  speakerName: string;
  language: string;
  original: boolean;
  /** Being heard now. */
  active: boolean;
  actions: StudioActions;
  onSeek: (seconds: number) => void;
}

/**
 * One segment: its place, the original's text and the line in the language (a click plays from
 * there), "Needs re-dub" while its clip is older than its line, Edit (the line in a text box,
 * saved with PATCH) and Re-dub (speak it again and render the language).
 */
export function SegmentRow({ dubbingId, segment, speakerName, language, original, active, actions, onSeek }: SegmentRowProps) {
  const [editing, setEditing] = useState(false);
  const { running } = actions.task;
  const key = `redub:${segment.id}`;
  const start = segmentStart(segment, original);
  const time = segmentTimeText(segment.start, segment.end);
  const name = dubLanguageName(language);

  return (
    <li
      className={cn("flex flex-col gap-2 px-3 py-2.5 transition-colors", active && "bg-sky-50 dark:bg-sky-950/40")}
      data-testid="dub-segment"
      data-segment-id={segment.id}
      data-stale={segment.stale}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <button
          type="button"
          onClick={() => onSeek(start)}
          aria-current={active ? "true" : undefined}
          data-testid="dub-segment-seek"
          data-start={start}
          className="grid min-w-0 flex-1 grid-cols-1 gap-1 rounded-md text-left text-sm hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-zinc-500 sm:grid-cols-[6.5rem_1fr_1fr] sm:gap-3 dark:hover:bg-zinc-900/60"
        >
          <span className="text-xs text-muted-foreground tabular-nums sm:pt-0.5">
            <span className="sr-only">Play from </span>
            {time}
            <span className="sr-only">, {speakerName}: </span>
          </span>
          <span className="break-words text-zinc-600 dark:text-zinc-400" data-testid="dub-segment-source">
            <span className="sr-only">Original: </span>
            {segment.sourceText || "—"}
          </span>
          <span className="break-words text-zinc-900 dark:text-zinc-100" data-testid="dub-segment-line">
            <span className="sr-only">{name}: </span>
            {segment.line ? segment.line.text || "—" : <em className="text-muted-foreground">Not translated yet</em>}
            {segment.stale ? (
              <span
                className="mt-1 flex w-fit items-center rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200"
                title="The line changed since it was spoken: re-dub it to hear the change."
                data-testid="dub-segment-stale"
              >
                Needs re-dub
              </span>
            ) : null}
          </span>
        </button>
        <div className="flex shrink-0 items-center gap-1.5 sm:w-44 sm:justify-end">
          <Button variant="ghost" size="sm" disabled={editing || running !== null} onClick={() => setEditing(true)} aria-label={`Edit the ${name} line at ${time}`} data-testid="dub-segment-edit">
            <Icon name="pencil" />
            Edit
          </Button>
          {segment.stale ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={running !== null || editing}
              onClick={() => actions.redub(key, [segment.id], 1, language)}
              aria-label={`Re-dub the ${name} line at ${time}`}
              data-testid="dub-segment-redub"
            >
              {running === key ? <Spinner label="Re-dubbing the line" /> : null}
              Re-dub
            </Button>
          ) : null}
        </div>
      </div>
      {editing ? <SegmentEditor dubbingId={dubbingId} segment={segment} language={language} busy={running !== null} onClose={() => setEditing(false)} /> : null}
      {segment.line?.warning ? (
        <p className="text-xs text-amber-800 dark:text-amber-300" data-testid="dub-segment-warning">
          {segment.line.warning}
        </p>
      ) : null}
    </li>
  );
}
