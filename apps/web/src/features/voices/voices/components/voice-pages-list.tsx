import type { Voice } from "@vocable/contract";
import type { ReactNode } from "react";
import { Button } from "#components/ui/button";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useVoicePages, type VoicePageType } from "../api/use-voice-pages";

interface VoicePagesListProps {
  voiceType: VoicePageType;
  label: string;
  /** Shown when there are no voices at all. */
  empty: ReactNode;
  renderVoice: (voice: Voice) => ReactNode;
}

/** A grid of voices of one type, a page at a time with "Load more". */
export function VoicePagesList({ voiceType, label, empty, renderVoice }: VoicePagesListProps) {
  const pages = useVoicePages(voiceType);
  const voices = pages.data?.pages.flatMap((p) => p.voices) ?? [];
  const total = pages.data?.pages[0]?.total_count;

  if (pages.isPending) {
    return (
      <div className="flex justify-center py-12 text-muted-foreground">
        <Spinner label="Loading voices" />
      </div>
    );
  }
  if (pages.error && voices.length === 0) {
    return <InlineError message={errorMessage(pages.error)} onRetry={() => void pages.refetch()} retrying={pages.isFetching} />;
  }
  if (voices.length === 0) return <>{empty}</>;
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={label} className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="voice-list">
        {voices.map((voice) => renderVoice(voice))}
      </ul>
      {pages.error ? <InlineError message={errorMessage(pages.error)} onRetry={() => void pages.fetchNextPage()} retrying={pages.isFetchingNextPage} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-3 text-xs text-muted-foreground">
        <span data-testid="voice-count">
          {total !== undefined ? `${voices.length} of ${total} ${total === 1 ? "voice" : "voices"}` : null}
        </span>
        {pages.hasNextPage ? (
          <Button variant="secondary" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage} data-testid="voices-load-more">
            {pages.isFetchingNextPage ? <Spinner label="Loading more voices" /> : null}
            Load more
          </Button>
        ) : null}
      </div>
    </div>
  );
}
