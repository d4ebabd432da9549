import { useEffect, useRef } from "react";
import { Spinner } from "#components/ui/spinner";
import { useElapsedSeconds } from "#features/speech/speech-to-text/hooks/use-elapsed-seconds";

/**
 * While the server checks added samples and rebuilds the voice (the edit dialog; instant cloning
 * shows its stages with CloneProgress): what is happening and for how long.
 */
export function SamplesProgress({ since, label }: { since: number; label: string }) {
  const seconds = useElapsedSeconds(since);
  const box = useRef<HTMLDivElement>(null);
  // It appears at the end of a long form: bring it into view (braces: newer browsers'
  // scrollIntoView returns a promise, which React would take for a cleanup function).
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: "nearest" });
  }, []);
  return (
    <div
      ref={box}
      role="progressbar"
      aria-label={label}
      aria-valuetext={`${seconds} seconds`}
      data-testid="samples-progress"
      className="flex flex-col gap-2 rounded-lg border border-zinc-200 bg-zinc-50 p-3 text-sm dark:border-zinc-800 dark:bg-zinc-900/60"
    >
      <p className="flex items-center gap-2 font-medium">
        <Spinner label={label} /> {label}…
      </p>
      <p className="text-xs text-muted-foreground">
        Uploading the samples, checking the speech and building the voice again ({seconds} s so far).
      </p>
      <div className="h-1.5 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800" aria-hidden>
        <div className="h-full animate-pulse rounded-full bg-zinc-900 dark:bg-zinc-100" style={{ width: `${Math.min(95, 10 + (seconds / 30) * 85)}%` }} />
      </div>
    </div>
  );
}
