import { SKIP_SECONDS, shouldShowFeedbackButtons } from "@vocable/domain";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { useArrowKeySeek } from "../hooks/use-arrow-key-seek";
import { useHistoryItemPoll } from "../hooks/use-history-item-poll";
import { usePlayer } from "../hooks/use-player";
import { usePlayerDownload } from "../hooks/use-player-download";
import { usePlayerState } from "../hooks/use-player-state";
import { isRateable } from "../player-item";
import { PlayerFeedback } from "./player-feedback";
import { PlayerProgress } from "./player-progress";
import { PlayerShare } from "./player-share";
import { PlayerSpeedMenu } from "./player-speed-menu";

const iconButton =
  "inline-flex h-8 w-8 items-center justify-center rounded-lg text-zinc-700 hover:bg-zinc-100 disabled:opacity-40 dark:text-zinc-300 dark:hover:bg-zinc-800";

/**
 * The persistent bottom player (spec voices §4 "Audio player", §9). Hidden until something is
 * loaded; `data-state` mirrors the state machine for tests and styling. It is sticky, not fixed:
 * the shell places it last in the page column, so it takes its own space and stays beside the
 * sidebar rather than over it.
 */
export function AudioPlayer() {
  const state = usePlayerState();
  const { togglePlay, skip, unload } = usePlayer();
  const download = usePlayerDownload();
  const { item, status } = state;
  // A streamed item becomes a history item when its audio has all arrived.
  const live = state.stream === "live";
  useHistoryItemPoll(item, !live);
  useArrowKeySeek(item !== null);
  if (!item) return null;

  const playing = status === "playing";
  const showFeedback = !live && isRateable(item) && shouldShowFeedbackButtons(state.playedSeconds, state.hasEnded);
  const subtitle = item.type === "voicePreview" ? "Voice preview" : item.voiceName;

  return (
    <section
      aria-label="Audio player"
      data-testid="audio-player"
      data-state={status}
      data-type={item.type}
      data-stream={state.stream ?? undefined}
      className="sticky bottom-0 z-40 border-t border-zinc-200 bg-white/95 backdrop-blur dark:border-zinc-800 dark:bg-zinc-900/95"
    >
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 md:flex-nowrap md:gap-4 md:px-6">
        <div className="order-1 flex min-w-0 flex-1 flex-col md:w-60 md:flex-none">
          <p className="truncate text-sm font-medium" data-testid="player-title" title={item.title}>
            {item.title}
          </p>
          {subtitle ? (
            <p className="truncate text-xs text-muted-foreground" data-testid="player-voice">
              {subtitle}
            </p>
          ) : null}
          {item.pending ? (
            <p className="truncate text-xs text-zinc-600 dark:text-zinc-300" role="status" data-testid="player-generating">
              Generating speech…
            </p>
          ) : null}
        </div>

        <div className="order-2 flex shrink-0 items-center gap-0.5 md:order-4">
          {showFeedback && item.historyItemId ? (
            <PlayerFeedback historyItemId={item.historyItemId} text={item.text} />
          ) : null}
          {!live && (item.type === "speechHistoryItem" || item.type === "text-to-speech") && item.historyItemId ? <PlayerShare historyItemId={item.historyItemId} className={iconButton} /> : null}
          <PlayerSpeedMenu speed={state.speed} />
          <button
            type="button"
            className={iconButton}
            data-testid="player-download"
            aria-label={item.fileName ? `Download ${item.fileName}` : "Download (preparing)"}
            title={item.fileName ?? "Preparing download"}
            disabled={!item.fileName || download.isPending}
            onClick={() => download.mutate(item)}
          >
            {download.isPending ? <Spinner /> : <Icon name="download" />}
          </button>
          <button type="button" className={iconButton} aria-label="Close player" onClick={unload}>
            <Icon name="close" />
          </button>
        </div>

        <div className="order-3 basis-full md:hidden" aria-hidden />

        <div className="order-4 flex shrink-0 items-center gap-0.5 md:order-2">
          <button type="button" className={iconButton} aria-label={`Back ${SKIP_SECONDS} seconds`} onClick={() => skip(-SKIP_SECONDS)}>
            <Icon name="back10" className="h-5 w-5" />
          </button>
          <button
            type="button"
            data-testid="player-play"
            aria-label={playing ? "Pause" : "Play"}
            onClick={togglePlay}
            disabled={status === "loading"}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-zinc-900 text-white hover:bg-zinc-700 disabled:opacity-60 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200"
          >
            {status === "loading" || (playing && state.waiting) ? (
              <Spinner label={status !== "loading" ? "Waiting for audio" : item.pending ? "Generating speech" : "Loading"} />
            ) : (
              <Icon name={playing ? "pause" : "play"} className="h-4 w-4" />
            )}
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={`Forward ${SKIP_SECONDS} seconds`}
            onClick={() => skip(SKIP_SECONDS)}
          >
            <Icon name="forward10" className="h-5 w-5" />
          </button>
        </div>

        <div className="order-5 flex min-w-0 flex-1 md:order-3">
          <PlayerProgress currentTime={state.currentTime} duration={state.duration} />
        </div>
      </div>
    </section>
  );
}
