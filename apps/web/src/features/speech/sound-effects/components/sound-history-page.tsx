import type { SoundEffectHistoryItem } from "@vocable/contract";
import { APP_ROUTES } from "@vocable/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { LoadMoreFooter } from "#components/paged-list/load-more-footer";
import { LaterPageError, PagedListBody } from "#components/paged-list/paged-list-states";
import { queryKeys } from "#lib/query-keys";
import { DeleteHistoryItemDialog } from "#features/speech/history/components/delete-history-item-dialog";
import { useNowUnix } from "#features/speech/history/hooks/use-now-unix";
import { useClipPlayer } from "#features/voices/voice-pvc/hooks/use-clip-player";
import { useSoundHistory } from "../api/use-sound-history";
import { SoundEffectsTabs } from "./sound-effects-tabs";
import { SoundHistoryRow } from "./sound-history-row";

/** /app/sound-effects/history: the user's sound effects, newest first, a page at a time ("Load more"). */
export function SoundHistoryPage() {
  const list = useSoundHistory();
  const queryClient = useQueryClient();
  const clips = useClipPlayer();
  const nowUnix = useNowUnix();
  const [pendingDelete, setPendingDelete] = useState<SoundEffectHistoryItem | null>(null);
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold">Sound effects</h1>
        <p className="text-sm text-muted-foreground">Every sound you made, newest first.</p>
      </div>
      <SoundEffectsTabs />

      <PagedListBody
        list={list}
        loadingLabel="Loading your sound effects"
        isEmpty={items.length === 0}
        emptyTestId="sfx-history-empty"
        empty={
          <>
            <p>Nothing here yet. Sounds you generate appear here.</p>
            <Link to={APP_ROUTES.soundEffectsGenerate} className="font-medium text-zinc-900 underline dark:text-zinc-100">
              Generate a sound
            </Link>
          </>
        }
      >
        <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="sfx-history-list" aria-label="Your sound effects">
          {items.map((item) => (
            <SoundHistoryRow key={item.history_item_id} item={item} nowUnix={nowUnix} clips={clips} onDelete={() => setPendingDelete(item)} />
          ))}
        </ul>
      </PagedListBody>

      {clips.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          The sound could not be played: {clips.error}
        </p>
      ) : null}
      <LaterPageError list={list} />
      <LoadMoreFooter
        canLoadMore={list.hasNextPage && !list.isFetchNextPageError}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        data-testid="sfx-history-more"
      />

      <DeleteHistoryItemDialog
        item={pendingDelete}
        onClose={() => setPendingDelete(null)}
        title="Delete this sound?"
        description="It is removed from your history, and from the public library if it was published. This cannot be undone."
        // A published sound leaves the library with it.
        onDeleted={() => void queryClient.invalidateQueries({ queryKey: queryKeys.soundEffectLibraryAll })}
      />
    </div>
  );
}
