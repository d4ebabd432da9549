import { progressAnnouncement, progressPercent } from "../transcript-labels";

/** A processing transcript's progress: a bar with the percentage, announced to screen readers in steps of 10 %. */
export function TranscriptProgress({ progress }: { progress: number }) {
  const percent = progressPercent(progress);
  return (
    <div className="flex flex-col gap-2" data-testid="transcript-progress">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">Transcribing…</span>
        <span className="text-muted-foreground tabular-nums dark:text-zinc-400" aria-hidden>
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Transcription progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
      >
        <div className="h-full rounded-full bg-zinc-900 transition-[width] duration-500 dark:bg-white" style={{ width: `${percent}%` }} />
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {progressAnnouncement(progress)}
      </p>
    </div>
  );
}
