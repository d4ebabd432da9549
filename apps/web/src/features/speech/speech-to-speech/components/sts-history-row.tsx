import type { HistoryItem } from "@vocable/contract";
import { formatRelativeTime, historyItemFileName } from "@vocable/domain";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { usePlayer } from "#features/speech/player/hooks/use-player";
import { usePlayerStatus } from "#features/speech/player/hooks/use-player-status";
import { newPlayerItemId } from "#features/speech/player/player-item";
import { ClipButton } from "#features/voices/voice-pvc/components/clip-button";
import type { ClipPlayer } from "#features/voices/voice-pvc/hooks/use-clip-player";
import { fetchSourceAudio } from "../api/download-source-audio";
import { convertedAudioUrl } from "../api/source-audio-url";

interface StsHistoryRowProps {
  item: HistoryItem;
  nowUnix: number;
  /** The page's clip player, which plays the originals one at a time. */
  clips: ClipPlayer;
  modelName: string | undefined;
  downloading: "converted" | "original" | null;
  onDownloadConverted: () => void;
  onDownloadOriginal: () => void;
  onDelete: () => void;
}

const actionButton =
  "inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-xs font-medium text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 disabled:opacity-40 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-zinc-100";

/**
 * One conversion: what was said (as the voice changer recognised it), the voice it came out in,
 * when, the model; the converted speech plays in the persistent player, the original as a clip;
 * each downloads; Delete.
 */
export function StsHistoryRow({ item, nowUnix, clips, modelName, downloading, onDownloadConverted, onDownloadOriginal, onDelete }: StsHistoryRowProps) {
  const player = usePlayer();
  const { item: current, status } = usePlayerStatus();
  const isCurrent = current?.historyItemId === item.history_item_id && current.type === "speechHistoryItem";
  const playing = isCurrent && (status === "playing" || status === "loading");
  const date = new Date(item.date_unix * 1000);
  const said = item.text.trim();
  const title = said || "Converted speech";

  function play() {
    if (isCurrent) {
      player.togglePlay();
      return;
    }
    player.load({
      id: newPlayerItemId("sts-history"),
      type: "speechHistoryItem",
      src: convertedAudioUrl(item.history_item_id),
      fileName: historyItemFileName({ voiceName: item.voice_name, text: item.text, dateUnix: item.date_unix, extension: item.output_format }),
      title,
      voiceName: item.voice_name,
      historyItemId: item.history_item_id,
      text: item.text,
      autoStart: true,
    });
  }

  return (
    <li data-testid="sts-history-row" data-history-item-id={item.history_item_id} className="flex flex-col gap-2 px-3 py-3 lg:flex-row lg:items-center lg:gap-3">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <button
          type="button"
          onClick={play}
          aria-label={playing ? "Pause the converted speech" : `Play the converted speech "${title.slice(0, 40)}"`}
          data-testid="sts-history-play"
          className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-zinc-900 text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200"
        >
          <Icon name={playing ? "pause" : "play"} className="h-3.5 w-3.5" />
        </button>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <p className="line-clamp-2 text-sm break-words" data-testid="sts-history-text">
            {said || <span className="text-muted-foreground">No words recognised</span>}
          </p>
          <p className="text-xs text-muted-foreground">
            <span data-testid="sts-history-voice">In the voice of {item.voice_name}</span>
            <span aria-hidden> · </span>
            <time dateTime={date.toISOString()} title={date.toLocaleString()}>
              {formatRelativeTime(item.date_unix, Math.max(nowUnix, item.date_unix))}
            </time>
            <span aria-hidden> · </span>
            <span title={`Model: ${item.model_id}`}>{modelName ?? item.model_id}</span>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center justify-end gap-0.5 pl-11 lg:pl-0">
        <span className="inline-flex items-center gap-1.5 pr-1 text-xs text-muted-foreground">
          <ClipButton
            clips={clips}
            clipKey={item.history_item_id}
            load={async (signal) => (await fetchSourceAudio(item, signal)).blob}
            label={`the original of "${title.slice(0, 40)}"`}
            testId="sts-history-original"
          />
          Original
        </span>
        <button type="button" className={actionButton} onClick={onDownloadConverted} disabled={downloading !== null} aria-label="Download the converted speech" data-testid="sts-history-download">
          {downloading === "converted" ? <Spinner /> : <Icon name="download" />}
          Download
        </button>
        <button type="button" className={actionButton} onClick={onDownloadOriginal} disabled={downloading !== null} aria-label="Download the original" data-testid="sts-history-download-original">
          {downloading === "original" ? <Spinner /> : <Icon name="download" />}
          Download original
        </button>
        <button
          type="button"
          className="inline-flex h-8 w-8 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
          aria-label={`Delete "${title.slice(0, 40)}"`}
          data-testid="sts-history-delete"
          onClick={onDelete}
        >
          <Icon name="trash" />
        </button>
      </div>
    </li>
  );
}
