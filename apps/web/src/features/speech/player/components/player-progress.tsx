import { ARROW_KEY_SECONDS, formatDuration } from "@vocable/domain";
import { Slider } from "#components/ui/slider";
import { usePlayer } from "../hooks/use-player";

interface PlayerProgressProps {
  currentTime: number;
  duration: number;
}

/** Current time, seek bar (click, drag, arrow keys) and duration. */
export function PlayerProgress({ currentTime, duration }: PlayerProgressProps) {
  const { seek, skip } = usePlayer();
  const known = duration > 0;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 text-xs text-muted-foreground tabular-nums dark:text-zinc-400">
      <span data-testid="player-current-time" className="w-10 shrink-0 text-right">
        {formatDuration(currentTime)}
      </span>
      <Slider
        className="flex-1"
        label="Seek"
        min={0}
        max={known ? duration : 1}
        step={0.01}
        value={known ? Math.min(currentTime, duration) : 0}
        valueText={`${formatDuration(currentTime)} of ${formatDuration(duration)}`}
        disabled={!known}
        onValueChange={seek}
        testId="player-progress"
        thumbTestId="player-seek"
        onKeyDown={(event) => {
          if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
            event.preventDefault();
            skip(event.key === "ArrowLeft" ? -ARROW_KEY_SECONDS : ARROW_KEY_SECONDS);
          }
        }}
      />
      <span data-testid="player-duration" className="w-10 shrink-0">
        {formatDuration(duration)}
      </span>
    </div>
  );
}
