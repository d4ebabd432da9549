import type { ReactNode } from "react";
import { Button } from "#components/ui/button";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useNowUnix } from "#features/speech/history/hooks/use-now-unix";
import { useClipPlayer } from "#features/voices/voice-pvc/hooks/use-clip-player";
import type { LibraryFilter } from "../api/sound-library-query";
import { useSoundLibrary } from "../api/use-sound-library";
import { LibraryCard } from "./library-card";

interface LibraryListProps {
  filter: LibraryFilter;
  /** What an empty list says. */
  empty: ReactNode;
  /** A label for the list (for screen readers). */
  label: string;
  /** At most this many, with no "Load more" (a preview on the public page). */
  limit?: number;
}

/** Published sounds, newest first, of a search or a category, with "Load more". */
export function LibraryList({ filter, empty, label, limit }: LibraryListProps) {
  const list = useSoundLibrary(filter);
  const clips = useClipPlayer();
  const nowUnix = useNowUnix();
  const all = list.data?.pages.flatMap((p) => p.sound_effects) ?? [];
  const sounds = limit === undefined ? all : all.slice(0, limit);

  if (list.isPending) {
    return (
      <div className="flex justify-center py-10 text-muted-foreground">
        <Spinner label="Loading sound effects" />
      </div>
    );
  }
  if (list.isError && !list.data) return <InlineError message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  return (
    <div className="flex flex-col gap-3" aria-busy={list.isFetching || undefined}>
      {sounds.length === 0 ? (
        <div className="rounded-xl border border-dashed border-zinc-300 py-10 text-center text-sm text-muted-foreground dark:border-zinc-700" data-testid="sfx-library-empty">
          {empty}
        </div>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label={label} data-testid="sfx-library-list">
          {sounds.map((sound) => (
            <LibraryCard key={sound.slug} sound={sound} clips={clips} nowUnix={nowUnix} />
          ))}
        </ul>
      )}
      {clips.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          The sound could not be played: {clips.error}
        </p>
      ) : null}
      {list.isError && list.data ? <InlineError message={errorMessage(list.error)} onRetry={() => void list.fetchNextPage()} retrying={list.isFetching} /> : null}
      {limit === undefined && list.hasNextPage && !list.isFetchNextPageError ? (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} data-testid="sfx-library-more">
            {list.isFetchingNextPage ? <Spinner /> : null}
            Load more
          </Button>
        </div>
      ) : null}
    </div>
  );
}
