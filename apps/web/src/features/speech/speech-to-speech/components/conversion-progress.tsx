import { formatDuration } from "@vocable/domain";
import { useElapsedSeconds } from "#features/speech/speech-to-text/hooks/use-elapsed-seconds";

/**
 * While a conversion runs: an indeterminate bar (the server does not report progress) and the time
 * so far, with what to expect (tens of seconds for a minute of speech).
 */
export function ConversionProgress({ startedAt }: { startedAt: number }) {
  const seconds = useElapsedSeconds(startedAt);
  return (
    <div className="flex flex-col gap-2" data-testid="sts-progress">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium">Converting…</span>
        <span className="text-muted-foreground tabular-nums" data-testid="sts-elapsed">
          {formatDuration(seconds)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Converting the speech"
        aria-valuetext={`Converting, ${seconds} seconds so far`}
        className="h-1.5 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
      >
        <div className="h-full w-full rounded-full bg-zinc-900 motion-safe:animate-pulse dark:bg-zinc-100" />
      </div>
      <p className="text-xs text-muted-foreground">A minute of speech takes some tens of seconds to convert. Stay on this page until it is done: leaving it stops the conversion.</p>
    </div>
  );
}
