import { APP_ROUTES, formatCalendarDate } from "@vocable/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link } from "react-router";
import { Icon } from "#components/ui/icon";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { ApiError } from "#lib/api-client";
import { errorMessage } from "#lib/handle-error";
import { PublicFrame } from "#features/marketing/public-site/components/public-frame";
import { sharedItemQueryOptions } from "../api/shared-item-query";
import { SharedAudioWaveform } from "./shared-audio-waveform";

const primary =
  "inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-zinc-900 px-4 text-sm font-medium text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200";
const secondary =
  "inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-zinc-300 px-4 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800";

/** The public page of a share link: the item's words, voice and creator, a player, a download and the way to sign up. */
export function SharedItemPage({ shareLinkId }: { shareLinkId: string }) {
  const item = useQuery(sharedItemQueryOptions(shareLinkId));
  const audio = `/v1/shared/${encodeURIComponent(shareLinkId)}/audio`;

  useEffect(() => {
    if (item.data) document.title = `${item.data.voice_name}: shared speech · Vocable`;
  }, [item.data]);

  return (
    <PublicFrame className="items-center px-4 py-12 sm:py-20">
      <article className="flex w-full max-w-2xl flex-col gap-6" data-testid="shared-item">
        {item.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Loading the shared speech…
          </p>
        ) : item.isError ? (
          item.error instanceof ApiError && item.error.status === 404 ? (
            <div className="flex flex-col gap-3" data-testid="shared-item-missing">
              <h1 className="text-2xl font-semibold">This link does not work any more</h1>
              <p className="text-zinc-600 dark:text-zinc-400">It does not exist, or its owner turned it off.</p>
              <Link to={APP_ROUTES.home} className="text-sm font-medium underline">
                Go to the home page
              </Link>
            </div>
          ) : (
            <InlineError message={errorMessage(item.error)} onRetry={() => void item.refetch()} retrying={item.isFetching} />
          )
        ) : (
          <>
            <header className="flex flex-col gap-1">
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                {item.data.public_user_name ? `${item.data.public_user_name} shared` : "Shared"} on {formatCalendarDate(item.data.date_unix)}
              </p>
              <h1 className="text-2xl font-semibold tracking-tight" data-testid="shared-voice">
                {item.data.voice_name}
              </h1>
            </header>
            <blockquote className="rounded-xl border border-zinc-200 p-5 text-lg whitespace-pre-wrap dark:border-zinc-800" data-testid="shared-text">
              {item.data.text}
            </blockquote>
            {item.data.partial ? <p className="-mt-3 text-sm text-zinc-600 dark:text-zinc-400">The listener left early: this is the part of the text that was spoken.</p> : null}
            <SharedAudioWaveform src={audio} />
            <div className="flex flex-wrap gap-3">
              <a href={`${audio}?download=1`} download className={secondary} data-testid="shared-download">
                <Icon name="download" /> Download
              </a>
            </div>
            <aside className="mt-4 flex flex-col items-start gap-3 rounded-xl bg-zinc-100 p-5 dark:bg-zinc-900">
              <h2 className="font-semibold">Make speech like this</h2>
              <p className="text-sm text-zinc-700 dark:text-zinc-300">
                Vocable turns text into speech with a library of voices, keeps everything you generate, and runs on your own server.
              </p>
              <Link to={APP_ROUTES.signUp} className={primary}>
                Sign up free
              </Link>
            </aside>
          </>
        )}
      </article>
    </PublicFrame>
  );
}
