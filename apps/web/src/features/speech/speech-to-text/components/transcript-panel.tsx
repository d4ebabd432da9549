import type { Transcript } from "@vocable/contract";
import { formatDuration, toIso6391 } from "@vocable/domain";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { InlineError } from "#components/ui/inline-error";
import { languageLabel } from "#features/operators/engines/engine-labels";
import { timeAgo } from "#lib/relative-time";
import { completedStatusLabel, transcriptConfidence } from "../transcript-confidence";
import { TRANSCRIPT_STATUS_LABELS } from "../transcript-labels";
import { CompletedTranscript } from "./completed-transcript";
import { TranscriptExportButtons } from "./transcript-export-buttons";
import { TranscriptProgress } from "./transcript-progress";

/** Shown when a failed transcript carries no reason. */
export const TRANSCRIPTION_FAILED = "The audio could not be transcribed.";

interface TranscriptPanelProps {
  transcript: Transcript;
  /** Asks to delete the transcript (the caller confirms). */
  onDelete: () => void;
  /** A note under the header, e.g. that the progress could not be checked just now. */
  notice?: string | null;
}

/**
 * One transcript: its file name, duration and language; while it is processing a progress bar;
 * when it failed the reason; when completed the player, the words that follow it and the exports.
 */
export function TranscriptPanel({ transcript, onDelete, notice }: TranscriptPanelProps) {
  const created = new Date(transcript.created_at_unix * 1000);
  const known = transcript.status === "completed" || transcript.audio_duration_secs > 0;

  return (
    <section
      aria-labelledby="transcript-heading"
      data-testid="transcript-view"
      data-status={transcript.status}
      className="flex flex-col gap-4 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="transcript-heading" className="text-lg font-semibold break-all" data-testid="transcript-file-name">
            {transcript.file_name}
          </h2>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <div className="flex gap-1">
              <dt>Duration</dt>
              <dd className="text-zinc-800 tabular-nums dark:text-zinc-200" data-testid="transcript-duration">
                {known ? formatDuration(transcript.audio_duration_secs) : "—"}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>Language</dt>
              <dd className="text-zinc-800 dark:text-zinc-200" data-testid="transcript-language">
                {transcript.language_code ? languageLabel(toIso6391(transcript.language_code) ?? transcript.language_code) : "—"}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>Status</dt>
              <dd className="text-zinc-800 dark:text-zinc-200" data-testid="transcript-status">
                {transcript.status === "completed" ? completedStatusLabel(transcriptConfidence(transcript.words)) : TRANSCRIPT_STATUS_LABELS[transcript.status]}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>Created</dt>
              <dd className="text-zinc-800 dark:text-zinc-200">
                <time dateTime={created.toISOString()} title={created.toLocaleString()}>
                  {timeAgo(transcript.created_at_unix)}
                </time>
              </dd>
            </div>
          </dl>
        </div>
        <Button variant="ghost" size="sm" onClick={onDelete} data-testid="transcript-delete">
          <Icon name="trash" />
          Delete
        </Button>
      </div>

      {notice ? (
        <p role="status" className="text-xs text-amber-700 dark:text-amber-400">
          {notice}
        </p>
      ) : null}

      {transcript.status === "processing" ? (
        <TranscriptProgress progress={transcript.progress} />
      ) : transcript.status === "failed" ? (
        <InlineError title="Transcription failed" message={transcript.error?.trim() || TRANSCRIPTION_FAILED} data-testid="transcript-failed" />
      ) : (
        <>
          <CompletedTranscript transcript={transcript} />
          <TranscriptExportButtons transcript={transcript} />
        </>
      )}
    </section>
  );
}
