import type { HistoryItem } from "@vocable/contract";
import { APP_ROUTES, formatRelativeTime, historyItemFileName } from "@vocable/domain";
import { Link } from "react-router";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { cn } from "#lib/cn";
import { FeedbackWidget } from "../feedback/components/feedback-widget";
import { usePlayer } from "#features/speech/player/hooks/use-player";
import { usePlayerStatus } from "#features/speech/player/hooks/use-player-status";
import { newPlayerItemId } from "#features/speech/player/player-item";
import { ShareHistoryItemButton } from "#features/sharing/share-links/components/share-history-item-button";
import { canShareHistoryItem } from "../can-share-history-item";
import { HistoryRowDetails } from "./history-row-details";
import { DialogueTranscript } from "#features/speech/text-to-dialogue/components/dialogue-transcript";
import { dialogueSubtitle, dialogueTitle } from "#features/speech/text-to-dialogue/dialogue-lines";

interface HistoryRowProps {
  item: HistoryItem;
  nowUnix: number;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onDownload: () => void;
  downloading: boolean;
  onDelete: () => void;
  /** The model's name when the models list knows it (else its id shows). */
  modelName: string | undefined;
  onUseSettings: () => void;
  onRegenerate: () => void;
  regenerating: boolean;
}

const actionButton =
  "inline-flex h-8 w-8 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 disabled:opacity-40 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100";

const textAction =
  "inline-flex h-8 items-center rounded-lg px-2 text-xs font-medium text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 disabled:opacity-40 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-zinc-100";

/**
 * One generation: text, voice, relative date, who shared it, its model, count, settings and source,
 * the partial mark; play, use these settings, regenerate, download, share, delete, thumbs.
 */
export function HistoryRow(props: HistoryRowProps) {
  const { item, nowUnix, selected, onSelectedChange, onDownload, downloading, onDelete } = props;
  const player = usePlayer();
  const { item: current, status } = usePlayerStatus();
  const isCurrent = current?.historyItemId === item.history_item_id && current.type === "speechHistoryItem";
  const playing = isCurrent && (status === "playing" || status === "loading");
  const date = new Date(item.date_unix * 1000);
  const mayShare = canShareHistoryItem(item);
  // A dialogue is named by its first line and its count, as the player named it while it streamed.
  const title = item.dialogue ? dialogueTitle(item.dialogue) : item.text;
  const voiceLabel = item.dialogue ? dialogueSubtitle(item.dialogue.length) : item.voice_name;

  function play() {
    if (isCurrent) {
      player.togglePlay();
      return;
    }
    player.load({
      id: newPlayerItemId("history"),
      type: "speechHistoryItem",
      src: `/v1/history/${encodeURIComponent(item.history_item_id)}/audio`,
      fileName: historyItemFileName({
        voiceName: item.voice_name,
        text: item.text,
        dateUnix: item.date_unix,
        extension: item.output_format,
      }),
      title,
      voiceName: voiceLabel,
      historyItemId: item.history_item_id,
      text: item.text,
      autoStart: true,
    });
  }

  return (
    <li
      data-testid="history-row"
      data-history-item-id={item.history_item_id}
      className={cn(
        "flex flex-col gap-2 px-3 py-3 lg:flex-row lg:items-center lg:gap-3",
        selected && "bg-zinc-50 dark:bg-zinc-900",
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <input
          type="checkbox"
          aria-label={`Select "${title.slice(0, 40)}"`}
          checked={selected}
          onChange={(e) => onSelectedChange(e.target.checked)}
          className="mt-1 h-4 w-4 shrink-0 accent-zinc-900 dark:accent-zinc-100"
        />
        <button
          type="button"
          onClick={play}
          aria-label={playing ? "Pause" : `Play "${title.slice(0, 40)}"`}
          data-testid="history-play"
          className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-zinc-900 text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200"
        >
          <Icon name={playing ? "pause" : "play"} className="h-3.5 w-3.5" />
        </button>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          {item.dialogue ? (
            <DialogueTranscript lines={item.dialogue} />
          ) : (
            <p className="line-clamp-2 text-sm break-words" data-testid="history-text">
              {item.text}
            </p>
          )}
          <p className="text-xs text-muted-foreground">
            <span data-testid="history-voice">{voiceLabel}</span>
            <span aria-hidden> · </span>
            <time dateTime={date.toISOString()} title={date.toLocaleString()}>
              {formatRelativeTime(item.date_unix, Math.max(nowUnix, item.date_unix))}
            </time>
            {item.shared_by ? (
              <span
                data-testid="history-shared-by"
                title={`${item.shared_by.email} shared this with you (${item.share_role})`}
                className="ml-2 rounded-full bg-sky-100 px-2 py-0.5 text-[11px] font-medium text-sky-800 dark:bg-sky-950 dark:text-sky-200"
              >
                Shared by {item.shared_by.name}
              </span>
            ) : null}
          </p>
          <HistoryRowDetails item={item} modelName={props.modelName} />
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center justify-end gap-0.5 pl-7 lg:pl-0">
        {/* Text to speech only: a conversion or a sound effect has no text settings to reuse. */}
        {item.source === "TTS" ? (
          <>
            <button type="button" className={textAction} data-testid="history-use-settings" onClick={props.onUseSettings}>
              Use these settings
            </button>
            <button
              type="button"
              className={textAction}
              data-testid="history-regenerate"
              onClick={props.onRegenerate}
              disabled={props.regenerating}
              title={item.partial ? "Generates the part that was heard again (the item keeps only that text)" : undefined}
            >
              Regenerate
            </button>
          </>
        ) : null}
        <FeedbackWidget
          historyItemId={item.history_item_id}
          text={item.text}
          feedback={item.feedback}
          testIdPrefix="history-feedback"
        />
        <Link to={`${APP_ROUTES.workspaceProductions}?history_item_id=${encodeURIComponent(item.history_item_id)}`} className={actionButton} aria-label="Order a human-checked transcript" title="Order a human-checked transcript" data-testid="history-order-transcript">
          <Icon name="transcript" />
        </Link>
        <button
          type="button"
          className={actionButton}
          aria-label="Download"
          data-testid="history-download"
          onClick={onDownload}
          disabled={downloading}
        >
          {downloading ? <Spinner /> : <Icon name="download" />}
        </button>
        {mayShare ? (
          <ShareHistoryItemButton historyItemId={item.history_item_id} text={item.text} ownItem={item.share_role === null} textToSpeech={item.source === "TTS"} className={actionButton} data-testid="history-share" />
        ) : null}
        {mayShare ? (
          <button type="button" className={actionButton} aria-label="Delete" data-testid="history-delete" onClick={onDelete}>
            <Icon name="trash" />
          </button>
        ) : null}
      </div>
    </li>
  );
}
