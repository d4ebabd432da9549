import { previewPlaybackError } from "@vocable/domain";
import { useRef } from "react";
import { Icon } from "#components/ui/icon";
import { clockTime, progressPercent } from "../language-page-view";
import { useMediaClock } from "../hooks/use-media-clock";

/** Play/Pause for the page's sample, with how far it has played and how long it is. */
export function SamplePlayer({ src }: { src: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const { clock, handlers } = useMediaClock();
  const percent = progressPercent(clock.time, clock.duration);
  const label = `${clockTime(clock.time)} of ${clockTime(clock.duration)}`;

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused || element.ended) element.play().catch(() => {}); // a failed load shows through onError
    else element.pause();
  };

  return (
    <div className="flex min-w-0 flex-1 flex-col gap-2">
      <audio ref={audio} src={src} preload="metadata" data-testid="sample-audio" {...handlers} />
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={toggle}
          aria-label={clock.playing ? "Pause sample" : "Play sample"}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-zinc-900 text-white hover:bg-zinc-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-500 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200"
        >
          {clock.waiting ? (
            <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
          ) : (
            <Icon name={clock.playing ? "pause" : "play"} className="size-5" />
          )}
        </button>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div
            role="progressbar"
            aria-label="Sample progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(percent)}
            aria-valuetext={label}
            className="h-1.5 w-full overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
          >
            <div className="h-full rounded-full bg-zinc-900 dark:bg-zinc-100" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-xs text-muted-foreground tabular-nums" data-testid="sample-time">
            {clockTime(clock.time)} / {clockTime(clock.duration)}
          </p>
        </div>
      </div>
      {clock.failed ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {previewPlaybackError("The sample could not be loaded.")}
        </p>
      ) : null}
    </div>
  );
}
