import type { TranscriptSummary } from "@vocable/contract";
import { formatDuration, formatRelativeTime } from "@vocable/domain";
import { Link } from "react-router";
import { Icon } from "#components/ui/icon";
import { cn } from "#lib/cn";
import { progressPercent, TRANSCRIPT_STATUS_LABELS } from "../transcript-labels";
import { transcriptHref } from "../transcript-href";

const badge: Record<TranscriptSummary["status"], string> = {
  processing: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200",
  completed: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  failed: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
};

/** One transcript of the history: file name (opens it), date, duration, status, the start of its text, Delete. */
export function TranscriptRow({ transcript, nowUnix, onDelete }: { transcript: TranscriptSummary; nowUnix: number; onDelete: () => void }) {
  const created = new Date(transcript.created_at_unix * 1000);
  const status =
    transcript.status === "processing" ? `${TRANSCRIPT_STATUS_LABELS.processing} ${progressPercent(transcript.progress)}%` : TRANSCRIPT_STATUS_LABELS[transcript.status];

  return (
    <li data-testid="transcript-row" data-transcription-id={transcript.transcription_id} className="flex items-start gap-3 px-3 py-3">
      <Icon name="transcript" className="mt-0.5 h-5 w-5 text-zinc-400" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Link
          to={transcriptHref(transcript.transcription_id)}
          className="truncate text-sm font-medium hover:underline"
          data-testid="transcript-open"
        >
          {transcript.file_name}
        </Link>
        <p className="text-xs text-muted-foreground">
          <time dateTime={created.toISOString()} title={created.toLocaleString()}>
            {formatRelativeTime(transcript.created_at_unix, Math.max(nowUnix, transcript.created_at_unix))}
          </time>
          {transcript.audio_duration_secs > 0 ? (
            <>
              <span aria-hidden> · </span>
              <span className="tabular-nums">{formatDuration(transcript.audio_duration_secs)}</span>
            </>
          ) : null}
          <span className={cn("ml-2 rounded-full px-2 py-0.5 text-[11px] font-medium", badge[transcript.status])} data-testid="transcript-status">
            {status}
          </span>
        </p>
        {transcript.text_preview ? (
          <p className="line-clamp-2 text-sm break-words text-zinc-700 dark:text-zinc-300" data-testid="transcript-preview">
            {transcript.text_preview}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onDelete}
        aria-label={`Delete the transcript of ${transcript.file_name}`}
        data-testid="transcript-row-delete"
        className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
      >
        <Icon name="trash" />
      </button>
    </li>
  );
}
