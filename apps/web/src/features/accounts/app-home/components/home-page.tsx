import { APP_ROUTES, formatRelativeTime } from "@vocable/domain";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Icon, type IconName } from "#components/ui/icon";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useNowUnix } from "#features/speech/history/hooks/use-now-unix";
import { useUser } from "#features/accounts/user/api/use-user";
import { historyListQueryOptions } from "#features/speech/history/api/history-list-query";
import { NO_FILTERS } from "#features/speech/history/history-filters";
import { dialogueSubtitle } from "#features/speech/text-to-dialogue/dialogue-lines";

const ACTIONS: { to: string; label: string; text: string; icon: IconName }[] = [
  { to: APP_ROUTES.textToSpeech, label: "Text to speech", text: "Type text and hear it in a voice.", icon: "speech" },
  { to: APP_ROUTES.speechToText, label: "Speech to text", text: "Upload or record audio and get its transcript.", icon: "transcript" },
  { to: `${APP_ROUTES.voiceLab}?creationType=cloneVoice`, label: "Clone a voice", text: "Make a voice from a few samples.", icon: "mic" },
  { to: APP_ROUTES.voiceLibrary, label: "Voice library", text: "Voices shared on this server.", icon: "share" },
  { to: APP_ROUTES.developers, label: "Developers", text: "API keys, webhooks and API usage.", icon: "key" },
];

const card = "rounded-xl border border-zinc-200 p-4 dark:border-zinc-800";

/** /app/home: quick actions, the latest generations, and the month's characters. */
export function HomePage() {
  const user = useUser();
  const recent = useInfiniteQuery(historyListQueryOptions(NO_FILTERS, 5));
  const items = recent.data?.pages[0]?.history ?? [];
  const now = useNowUnix();
  const sub = user.data?.subscription;
  const used = sub ? Math.min(100, Math.round((sub.character_count / Math.max(1, sub.character_limit)) * 100)) : 0;

  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-2xl font-semibold">{user.data?.first_name ? `Welcome back, ${user.data.first_name}` : "Home"}</h1>
        <p className="text-sm text-muted-foreground">What would you like to make?</p>
      </header>
      <section aria-labelledby="home-actions" className="flex flex-col gap-3">
        <h2 id="home-actions" className="text-sm font-semibold">
          Quick actions
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {ACTIONS.map((a) => (
            <li key={a.to}>
              <Link to={a.to} className={`${card} flex h-full items-start gap-3 hover:bg-zinc-50 dark:hover:bg-zinc-900`}>
                <Icon name={a.icon} className="mt-0.5 h-5 w-5" />
                <span>
                  <span className="block font-medium">{a.label}</span>
                  <span className="block text-sm text-zinc-600 dark:text-zinc-400">{a.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="home-recent" className="flex flex-col gap-3 lg:col-span-2">
          <div className="flex items-center justify-between">
            <h2 id="home-recent" className="text-sm font-semibold">
              Recent generations
            </h2>
            <Link to={APP_ROUTES.textToSpeechHistory} className="text-sm underline">
              All history
            </Link>
          </div>
          {recent.isPending ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner /> Loading
            </p>
          ) : recent.isError ? (
            <InlineError message={errorMessage(recent.error)} onRetry={() => void recent.refetch()} retrying={recent.isFetching} />
          ) : items.length === 0 ? (
            <p className={`${card} text-sm text-muted-foreground`}>
              Nothing yet. <Link to={APP_ROUTES.textToSpeech} className="underline">Generate your first speech</Link>.
            </p>
          ) : (
            <ul className={`${card} divide-y divide-zinc-100 p-0 dark:divide-zinc-800`} data-testid="home-recent">
              {items.map((item) => (
                <li key={item.history_item_id} className="flex items-center justify-between gap-3 px-4 py-2.5">
                  <span className="min-w-0">
                    <span className="block truncate text-sm">{item.dialogue ? item.dialogue.map((line) => line.text).join(" ") : item.text}</span>
                    <span className="block text-xs text-muted-foreground">
                      {item.dialogue ? dialogueSubtitle(item.dialogue.length) : item.voice_name} · {formatRelativeTime(item.date_unix, now)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="home-usage" className={`${card} flex flex-col gap-2`}>
          <h2 id="home-usage" className="text-sm font-semibold">
            Characters this period
          </h2>
          {sub ? (
            <>
              <p className="text-2xl font-semibold tabular-nums">
                {sub.character_count.toLocaleString("en-US")} <span className="text-sm font-normal text-muted-foreground">of {sub.character_limit.toLocaleString("en-US")}</span>
              </p>
              <div role="progressbar" aria-label="Characters used" aria-valuemin={0} aria-valuemax={100} aria-valuenow={used} className="h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800">
                <div className="h-full bg-zinc-900 dark:bg-zinc-100" style={{ width: `${used}%` }} />
              </div>
              <Link to={APP_ROUTES.usage} className="text-sm underline">
                Usage over time
              </Link>
            </>
          ) : (
            <Spinner label="Loading" />
          )}
        </section>
      </div>
    </div>
  );
}
