import { APP_ROUTES, formatCalendarDate } from "@vocable/domain";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Icon } from "#components/ui/icon";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { ApiError } from "#lib/api-client";
import { errorMessage, handleError } from "#lib/handle-error";
import { saveBlob } from "#lib/save-blob";
import { PublicFrame } from "#features/marketing/public-site/components/public-frame";
import { fetchSoundAudio } from "../api/fetch-sound-audio";
import { useSoundEffect } from "../api/use-sound-effect";
import { soundCategoryLabel } from "../sound-categories";
import { sameOriginPath } from "../same-origin-path";
import { formatSoundSeconds } from "../sound-duration";
import { soundFileName } from "../sound-file-name";
import { SoundWaveform } from "./sound-waveform";

const primary =
  "inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-zinc-900 px-4 text-sm font-medium text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200";
const secondary =
  "inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-zinc-300 px-4 text-sm font-medium hover:bg-zinc-100 disabled:opacity-50 dark:border-zinc-700 dark:hover:bg-zinc-800";

/** /sound-effects/:slug: a published sound for anyone: its title, prompt, category and length, a player, a download and "Make your own". */
export function PublicSoundEffectPage({ slug }: { slug: string }) {
  const sound = useSoundEffect(slug);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    if (sound.data) document.title = `${sound.data.title}: sound effect · Vocable`;
  }, [sound.data]);

  async function download(url: string, title: string) {
    setDownloading(true);
    try {
      saveBlob(await fetchSoundAudio(url), soundFileName(title));
    } catch (error) {
      handleError(error);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <PublicFrame className="items-center px-4 py-12 sm:py-20">
      <article className="flex w-full max-w-2xl flex-col gap-6" data-testid="sound-effect-page">
        {sound.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Loading the sound…
          </p>
        ) : sound.isError ? (
          sound.error instanceof ApiError && sound.error.status === 404 ? (
            <div className="flex flex-col gap-3" data-testid="sound-effect-missing">
              <h1 className="text-2xl font-semibold">This sound is not in the library</h1>
              <p className="text-zinc-600 dark:text-zinc-400">It does not exist, or its owner took it out of the library.</p>
              <Link to={APP_ROUTES.soundEffects} className="text-sm font-medium underline">
                See the sound-effect library
              </Link>
            </div>
          ) : (
            <InlineError message={errorMessage(sound.error)} onRetry={() => void sound.refetch()} retrying={sound.isFetching} />
          )
        ) : (
          <>
            <header className="flex flex-col gap-1">
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                Sound effect · {sound.data.published_by} published it on {formatCalendarDate(sound.data.published_unix)}
              </p>
              <h1 className="text-2xl font-semibold tracking-tight" data-testid="sound-effect-title">
                {sound.data.title}
              </h1>
            </header>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Prompt</dt>
              <dd data-testid="sound-effect-prompt">“{sound.data.prompt}”</dd>
              <dt className="text-muted-foreground">Category</dt>
              <dd data-testid="sound-effect-category">{soundCategoryLabel(sound.data.category)}</dd>
              <dt className="text-muted-foreground">Length</dt>
              <dd>
                {formatSoundSeconds(sound.data.duration_seconds)}
                {sound.data.loop ? ", loops seamlessly" : ""}
              </dd>
            </dl>
            <div className="rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
              <SoundWaveform source={sameOriginPath(sound.data.audio_url)} label={sound.data.title} height={72} testId="sound-effect-waveform" />
            </div>
            <div className="flex flex-wrap gap-3">
              <button type="button" className={secondary} disabled={downloading} onClick={() => void download(sound.data.audio_url, sound.data.title)} data-testid="sound-effect-download">
                {downloading ? <Spinner /> : <Icon name="download" />} Download
              </button>
              <Link to={APP_ROUTES.soundEffects} className={secondary}>
                More sound effects
              </Link>
            </div>
            <aside className="mt-4 flex flex-col items-start gap-3 rounded-xl bg-zinc-100 p-5 dark:bg-zinc-900">
              <h2 className="font-semibold">Make your own</h2>
              <p className="text-sm text-zinc-700 dark:text-zinc-300">Describe a sound and choose from four variations. Vocable makes them with a procedural engine on its own server.</p>
              <Link to={APP_ROUTES.soundEffectsGenerate} className={primary} data-testid="sound-effect-make-your-own">
                Make your own
              </Link>
            </aside>
          </>
        )}
      </article>
    </PublicFrame>
  );
}
