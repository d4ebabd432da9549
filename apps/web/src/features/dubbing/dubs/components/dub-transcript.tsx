import type { DubbingMetadata } from "@vocable/contract";
import { formatDuration } from "@vocable/domain";
import { useEffect, useMemo, useRef, type RefObject } from "react";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { cn } from "#lib/cn";
import { errorMessage } from "#lib/handle-error";
import { useDubTranscript } from "../api/use-dub-transcript";
import { dubLanguageName } from "../dub-languages";
import { speakerLabel, transcriptRows, type TranscriptLine } from "../dub-transcript-rows";
import { useActiveRow } from "../hooks/use-active-row";

interface DubTranscriptProps {
  dub: DubbingMetadata;
  /** The dubbed language shown beside the original. */
  language: string;
  /** The player the lines follow. */
  media: RefObject<HTMLMediaElement | null>;
  /** Moves the player to this time (seconds). */
  onSeek: (seconds: number) => void;
}

/**
 * The original and the dubbed transcript side by side, line by line with the speaker and the
 * time: the line being heard is highlighted (and kept in view), and a click on a line moves the
 * player there.
 */
export function DubTranscript({ dub, language, media, onSeek }: DubTranscriptProps) {
  const source = useDubTranscript(dub.dubbing_id, "source", true);
  const dubbed = useDubTranscript(dub.dubbing_id, language, true);
  const rows = useMemo(() => (source.data && dubbed.data ? transcriptRows(source.data.utterances, dubbed.data.utterances) : []), [source.data, dubbed.data]);
  const active = useActiveRow(media, rows);
  const list = useRef<HTMLOListElement>(null);
  const sourceName = dub.source_language ? dubLanguageName(dub.source_language) : "Original";

  useEffect(() => {
    const box = list.current;
    const row = box?.querySelector<HTMLElement>(`[data-row-index="${active}"]`);
    if (!box || !row) return;
    const top = row.offsetTop;
    if (top < box.scrollTop || top + row.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = Math.max(0, top - box.clientHeight / 3);
  }, [active]);

  const failed = source.error ?? dubbed.error;
  return (
    <section aria-labelledby="dub-transcript-heading" className="flex flex-col gap-3" data-testid="dub-transcript">
      <h2 id="dub-transcript-heading" className="text-base font-semibold">
        Transcript
      </h2>
      {source.isPending || dubbed.isPending ? (
        <div className="flex justify-center py-8 text-muted-foreground">
          <Spinner label="Loading the transcripts" />
        </div>
      ) : failed ? (
        <InlineError
          title="The transcript could not be loaded"
          message={errorMessage(failed)}
          onRetry={() => {
            if (source.error) void source.refetch();
            if (dubbed.error) void dubbed.refetch();
          }}
          retrying={source.isFetching || dubbed.isFetching}
        />
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-300 p-4 text-center text-sm text-muted-foreground dark:border-zinc-700" data-testid="dub-transcript-empty">
          No speech was found in this media.
        </p>
      ) : (
        <div className="overflow-hidden rounded-xl border border-zinc-200 dark:border-zinc-800">
          <div className="hidden grid-cols-2 gap-4 border-b border-zinc-200 bg-zinc-50 px-3 py-2 text-xs font-medium text-muted-foreground sm:grid dark:border-zinc-800 dark:bg-zinc-900/60" aria-hidden>
            <span>Original ({sourceName})</span>
            <span>{dubLanguageName(language)}</span>
          </div>
          <ol ref={list} className="relative max-h-[28rem] divide-y divide-zinc-200 overflow-y-auto dark:divide-zinc-800">
            {rows.map((row, i) => (
              <li key={`${row.start}-${i}`} data-row-index={i}>
                <button
                  type="button"
                  onClick={() => onSeek(row.start)}
                  aria-current={i === active ? "true" : undefined}
                  aria-label={`Play from ${formatDuration(row.start)}, ${speakerLabel(row.speaker)}`}
                  data-testid="dub-transcript-line"
                  data-start={row.start}
                  className={cn(
                    "grid w-full grid-cols-1 gap-2 px-3 py-2.5 text-left text-sm transition-colors sm:grid-cols-2 sm:gap-4",
                    i === active ? "bg-sky-50 dark:bg-sky-950/40" : "hover:bg-zinc-50 dark:hover:bg-zinc-900/60",
                  )}
                >
                  <Column label={`Original (${sourceName})`} lines={row.source ? [row.source] : []} speaker={row.speaker} start={row.start} muted />
                  <Column label={dubLanguageName(language)} lines={row.dubbed} speaker={row.speaker} start={row.start} />
                </button>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

/** One side of a row: the speaker and the time above the text (the dubbed side repeats them only on narrow screens). */
function Column({ label, lines, speaker, start, muted = false }: { label: string; lines: readonly TranscriptLine[]; speaker: string; start: number; muted?: boolean }) {
  return (
    <span className={cn("flex min-w-0 flex-col gap-0.5", !muted && "sm:pt-[1.125rem]")}>
      <span className={cn("flex items-center gap-2 text-xs text-muted-foreground", !muted && "sm:hidden")}>
        <span className="sm:hidden">{label} ·</span>
        <span className="font-medium text-zinc-700 dark:text-zinc-300" data-testid={muted ? "dub-transcript-speaker" : undefined}>
          {speakerLabel(speaker)}
        </span>
        <span className="tabular-nums">{formatDuration(start)}</span>
      </span>
      {lines.length > 0 ? (
        lines.map((line, i) => (
          <span key={i} className={cn("break-words", muted ? "text-zinc-600 dark:text-zinc-400" : "text-zinc-900 dark:text-zinc-100")}>
            {line.text}
          </span>
        ))
      ) : (
        <span className="text-muted-foreground italic">—</span>
      )}
    </span>
  );
}
