import type { SoundEffectHistoryItem } from "@vocable/contract";
import { APP_ROUTES, formatRelativeTime } from "@vocable/domain";
import { useState } from "react";
import { Link, generatePath } from "react-router";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { handleError } from "#lib/handle-error";
import { saveBlob } from "#lib/save-blob";
import { ClipButton } from "#features/voices/voice-pvc/components/clip-button";
import type { ClipPlayer } from "#features/voices/voice-pvc/hooks/use-clip-player";
import { fetchSoundAudio, historyAudioUrl } from "../api/fetch-sound-audio";
import { useUnpublishSound } from "../api/use-unpublish-sound";
import { soundCategoryLabel } from "../sound-categories";
import { formatSoundSeconds } from "../sound-duration";
import { soundFileName } from "../sound-file-name";
import { PublishDialog } from "./publish-dialog";

interface SoundHistoryRowProps {
  item: SoundEffectHistoryItem;
  nowUnix: number;
  clips: ClipPlayer;
  onDelete: () => void;
}

const action =
  "inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-xs font-medium text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 disabled:opacity-40 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-zinc-100";

/** One sound of the history: its prompt, length, category, what the engine made, when; play, download, publish or unpublish, delete. */
export function SoundHistoryRow({ item, nowUnix, clips, onDelete }: SoundHistoryRowProps) {
  const [publishing, setPublishing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const unpublish = useUnpublishSound();
  const date = new Date(item.date_unix * 1000);
  const short = item.text.slice(0, 40);

  async function download() {
    setDownloading(true);
    try {
      saveBlob(await fetchSoundAudio(historyAudioUrl(item.history_item_id)), soundFileName(item.text));
    } catch (error) {
      handleError(error);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <li className="flex flex-col gap-2 px-3 py-3 lg:flex-row lg:items-center lg:gap-3" data-testid="sfx-history-row" data-history-item-id={item.history_item_id}>
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <ClipButton clips={clips} clipKey={item.history_item_id} load={(signal) => fetchSoundAudio(historyAudioUrl(item.history_item_id), signal)} label={`"${short}"`} testId="sfx-history-play" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <p className="line-clamp-2 text-sm break-words" data-testid="sfx-history-text">
            {item.text}
          </p>
          <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
            <span>{formatSoundSeconds(item.duration_seconds)}</span>
            <span aria-hidden>·</span>
            <span>{soundCategoryLabel(item.category)}</span>
            {item.loop ? (
              <>
                <span aria-hidden>·</span>
                <span>Loop</span>
              </>
            ) : null}
            <span aria-hidden>·</span>
            <time dateTime={date.toISOString()} title={date.toLocaleString()}>
              {formatRelativeTime(item.date_unix, Math.max(nowUnix, item.date_unix))}
            </time>
            <span aria-hidden>·</span>
            <span className="tabular-nums">seed {item.seed}</span>
          </p>
          {item.description ? <p className="text-xs text-muted-foreground">{item.description}</p> : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center justify-end gap-0.5 pl-11 lg:pl-0">
        {item.published_slug ? (
          <>
            <Link to={generatePath(APP_ROUTES.soundEffect, { slug: item.published_slug })} className={action} data-testid="sfx-history-public-page">
              <Icon name="globe" />
              Public page
            </Link>
            <button type="button" className={action} onClick={() => unpublish.mutate(item.history_item_id)} disabled={unpublish.isPending} aria-label={`Unpublish "${short}"`} data-testid="sfx-history-unpublish">
              {unpublish.isPending ? <Spinner /> : null}
              Unpublish
            </button>
          </>
        ) : (
          <button type="button" className={action} onClick={() => setPublishing(true)} aria-label={`Publish "${short}"`} data-testid="sfx-history-publish">
            <Icon name="share" />
            Publish
          </button>
        )}
        <button type="button" className={action} onClick={() => void download()} disabled={downloading} aria-label={`Download "${short}"`} data-testid="sfx-history-download">
          {downloading ? <Spinner /> : <Icon name="download" />}
          Download
        </button>
        <button
          type="button"
          className="inline-flex h-8 w-8 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
          aria-label={`Delete "${short}"`}
          onClick={onDelete}
          data-testid="sfx-history-delete"
        >
          <Icon name="trash" />
        </button>
      </div>
      <PublishDialog open={publishing} onOpenChange={setPublishing} historyItemId={item.history_item_id} prompt={item.text} category={item.category} />
    </li>
  );
}
