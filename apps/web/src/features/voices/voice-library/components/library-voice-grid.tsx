import type { LibraryVoice } from "@vocable/contract";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useLibraryVoices } from "../api/use-library-voices";
import { hasFilters, type LibraryFilters } from "../library-query";
import { LibraryVoiceCard } from "./library-voice-card";

interface LibraryVoiceGridProps {
  filters: LibraryFilters;
  onAdd: (voice: LibraryVoice) => void;
  onClearFilters: () => void;
}

/** The library voices matching the filters, a page at a time with "Load more". */
export function LibraryVoiceGrid({ filters, onAdd, onClearFilters }: LibraryVoiceGridProps) {
  const pages = useLibraryVoices(filters);
  const voices = pages.data?.pages.flatMap((p) => p.voices) ?? [];
  const total = pages.data?.pages[0]?.total_count;

  if (pages.isPending) {
    return (
      <div className="flex justify-center py-12 text-muted-foreground">
        <Spinner label="Loading the voice library" />
      </div>
    );
  }
  if (pages.error && voices.length === 0) {
    return <InlineError message={errorMessage(pages.error)} onRetry={() => void pages.refetch()} retrying={pages.isFetching} />;
  }
  if (voices.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 py-12 text-center dark:border-zinc-700" data-testid="library-empty">
        <Icon name="search" className="h-6 w-6 text-zinc-400" />
        {hasFilters(filters) ? (
          <>
            <p className="text-sm text-muted-foreground">No shared voice matches these filters.</p>
            <Button variant="secondary" size="sm" onClick={onClearFilters}>
              Clear filters
            </Button>
          </>
        ) : (
          <p className="max-w-md text-sm text-muted-foreground">
            Nobody on this server has shared a voice yet. Share one of yours from the voice lab and it appears here for everyone.
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="Library voices" className="grid grid-cols-1 gap-3 sm:grid-cols-2 2xl:grid-cols-3" data-testid="library-list" aria-busy={pages.isFetching || undefined}>
        {voices.map((voice) => (
          <LibraryVoiceCard key={`${voice.public_owner_id}/${voice.voice_id}`} voice={voice} onAdd={onAdd} />
        ))}
      </ul>
      {pages.error ? <InlineError message={errorMessage(pages.error)} onRetry={() => void pages.fetchNextPage()} retrying={pages.isFetchingNextPage} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-3 text-xs text-muted-foreground">
        <span data-testid="library-count">{total !== undefined ? `${voices.length} of ${total} ${total === 1 ? "voice" : "voices"}` : null}</span>
        {pages.hasNextPage ? (
          <Button variant="secondary" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage} data-testid="library-load-more">
            {pages.isFetchingNextPage ? <Spinner label="Loading more voices" /> : null}
            Load more
          </Button>
        ) : null}
      </div>
    </div>
  );
}
