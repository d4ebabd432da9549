import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import type { ClipPlayer } from "../hooks/use-clip-player";

interface ClipButtonProps {
  clips: ClipPlayer;
  clipKey: string;
  load: (signal: AbortSignal) => Promise<Blob>;
  label: string;
  testId: string;
}

/** Play / stop one clip of the wizard (a sample, a speaker) through the shared clip player. */
export function ClipButton({ clips, clipKey, load, label, testId }: ClipButtonProps) {
  const playing = clips.playing === clipKey;
  const loading = clips.loading === clipKey;
  return (
    <button
      type="button"
      onClick={() => clips.toggle(clipKey, load)}
      aria-label={playing ? `Stop ${label}` : `Play ${label}`}
      data-testid={testId}
      data-state={playing ? "playing" : loading ? "loading" : "paused"}
      className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full border border-zinc-300 text-zinc-700 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800"
    >
      {loading ? <Spinner label={`Loading ${label}`} /> : <Icon name={playing ? "stop" : "play"} className="h-3.5 w-3.5" />}
    </button>
  );
}
