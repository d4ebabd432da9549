import type { SoundEffectListing } from "@vocable/contract";
import { APP_ROUTES, formatRelativeTime } from "@vocable/domain";
import { useState } from "react";
import { Link, generatePath } from "react-router";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { handleError } from "#lib/handle-error";
import { saveBlob } from "#lib/save-blob";
import { ClipButton } from "#features/voices/voice-pvc/components/clip-button";
import type { ClipPlayer } from "#features/voices/voice-pvc/hooks/use-clip-player";
import { fetchSoundAudio } from "../api/fetch-sound-audio";
import { soundCategoryLabel } from "../sound-categories";
import { formatSoundSeconds } from "../sound-duration";
import { soundFileName } from "../sound-file-name";

interface LibraryCardProps {
  sound: SoundEffectListing;
  clips: ClipPlayer;
  nowUnix: number;
}

/** A published sound: play, its title (to its public page), category, length, prompt, who published it and when, download. */
export function LibraryCard({ sound, clips, nowUnix }: LibraryCardProps) {
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      saveBlob(await fetchSoundAudio(sound.audio_url), soundFileName(sound.title));
    } catch (error) {
      handleError(error);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <li className="flex min-w-0 items-start gap-3 rounded-xl border border-zinc-200 p-3 dark:border-zinc-800" data-testid="sfx-library-card" data-slug={sound.slug}>
      <ClipButton clips={clips} clipKey={sound.slug} load={(signal) => fetchSoundAudio(sound.audio_url, signal)} label={sound.title} testId="sfx-library-play" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Link to={generatePath(APP_ROUTES.soundEffect, { slug: sound.slug })} className="truncate text-sm font-medium hover:underline" data-testid="sfx-library-title">
          {sound.title}
        </Link>
        <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
          <span>{soundCategoryLabel(sound.category)}</span>
          <span aria-hidden>·</span>
          <span>{formatSoundSeconds(sound.duration_seconds)}</span>
          {sound.loop ? (
            <>
              <span aria-hidden>·</span>
              <span>Loop</span>
            </>
          ) : null}
        </p>
        <p className="line-clamp-2 text-xs break-words text-zinc-600 dark:text-zinc-400">“{sound.prompt}”</p>
        <p className="text-xs text-muted-foreground">
          {sound.published_by} · {formatRelativeTime(sound.published_unix, Math.max(nowUnix, sound.published_unix))}
        </p>
      </div>
      <button
        type="button"
        onClick={() => void download()}
        disabled={downloading}
        aria-label={`Download ${sound.title}`}
        data-testid="sfx-library-download"
        className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 disabled:opacity-40 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
      >
        {downloading ? <Spinner /> : <Icon name="download" />}
      </button>
    </li>
  );
}
