import { useEffect, useRef } from "react";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { cn } from "#lib/cn";
import { useElapsedSeconds } from "#features/speech/speech-to-text/hooks/use-elapsed-seconds";
import { CLONE_STAGES, cloneStageText, stageIndex, type CloneProgressState } from "../clone-stages";

/**
 * While the server checks the samples and builds the voice: the stages done, the one under way
 * (with the candidates matched so far) and the time spent. The stage is announced as it changes.
 */
export function CloneProgress({ since, progress }: { since: number; progress: CloneProgressState }) {
  const seconds = useElapsedSeconds(since);
  const box = useRef<HTMLDivElement>(null);
  // It appears at the end of a long form: bring it into view (braces: newer browsers'
  // scrollIntoView returns a promise, which React would take for a cleanup function).
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: "nearest" });
  }, []);
  const current = stageIndex(progress.stage);
  const text = cloneStageText(progress);
  // The bar: each stage an equal share, the matching stage filled by its count.
  const share = 1 / CLONE_STAGES.length;
  const within = progress.total ? (progress.judged ?? 0) / progress.total : 0;
  const percent = Math.round(Math.min(0.99, (current + within) * share) * 100);
  return (
    <div
      ref={box}
      data-testid="clone-progress"
      data-stage={progress.stage}
      className="flex flex-col gap-2 rounded-lg border border-zinc-200 bg-zinc-50 p-3 text-sm dark:border-zinc-800 dark:bg-zinc-900/60"
    >
      <p className="flex items-center gap-2 font-medium" role="status" data-testid="clone-stage">
        <span aria-hidden>
          <Spinner label="Cloning the voice" />
        </span>{" "}
        {text}…
      </p>
      <ol className="flex flex-col gap-0.5 text-xs" aria-label="Cloning stages">
        {CLONE_STAGES.map((s, i) => (
          <li
            key={s.stage}
            className={cn("flex items-center gap-1.5", i === current ? "font-medium" : "text-muted-foreground")}
            aria-current={i === current ? "step" : undefined}
          >
            {i < current ? <Icon name="check" /> : <span aria-hidden className="inline-block w-4 text-center">{i + 1}.</span>}
            <span>
              {s.label}
              {i < current ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        ))}
      </ol>
      <p className="text-xs text-muted-foreground" data-testid="clone-elapsed">
        This takes about 10 seconds for a short sample and up to a minute for a minute of speech ({seconds} s so far).
      </p>
      <div
        role="progressbar"
        aria-label="Cloning the voice"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-1.5 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
      >
        <div className="h-full rounded-full bg-zinc-900 transition-[width] dark:bg-zinc-100" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
