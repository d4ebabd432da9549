import type { SoundEffectHistoryItem } from "@vocable/contract";
import { APP_ROUTES } from "@vocable/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "#components/ui/button";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { queryKeys } from "#lib/query-keys";
import { useDeleteHistoryItem } from "#features/speech/history/api/use-delete-history-item";
import { useNowUnix } from "#features/speech/history/hooks/use-now-unix";
import { useClipPlayer } from "#features/voices/voice-pvc/hooks/use-clip-player";
import { useSoundHistory } from "../api/use-sound-history";
import { SoundEffectsTabs } from "./sound-effects-tabs";
import { SoundHistoryRow } from "./sound-history-row";

/** /app/sound-effects/history: the user's sound effects, newest first, a page at a time ("Load more"). */
export function SoundHistoryPage() {
  const list = useSoundHistory();
  const queryClient = useQueryClient();
  const remove = useDeleteHistoryItem();
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

      {list.isPending ? (
        <div className="flex justify-center py-12 text-muted-foreground">
          <Spinner label="Loading your sound effects" />
        </div>
      ) : list.isError && !list.data ? (
        <InlineError message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 py-12 text-center text-sm text-muted-foreground dark:border-zinc-700" data-testid="sfx-history-empty">
          <p>Nothing here yet. Sounds you generate appear here.</p>
          <Link to={APP_ROUTES.soundEffectsGenerate} className="font-medium text-zinc-900 underline dark:text-zinc-100">
            Generate a sound
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800" data-testid="sfx-history-list" aria-label="Your sound effects">
          {items.map((item) => (
            <SoundHistoryRow key={item.history_item_id} item={item} nowUnix={nowUnix} clips={clips} onDelete={() => setPendingDelete(item)} />
          ))}
        </ul>
      )}

      {clips.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          The sound could not be played: {clips.error}
        </p>
      ) : null}
      {list.isError && list.data ? (
        <InlineError message={errorMessage(list.error)} onRetry={() => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch())} retrying={list.isFetching} />
      ) : null}
      {list.hasNextPage && !list.isFetchNextPageError ? (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} data-testid="sfx-history-more">
            {list.isFetchingNextPage ? <Spinner /> : null}
            Load more
          </Button>
        </div>
      ) : null}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title="Delete this sound?"
        description="It is removed from your history, and from the public library if it was published. This cannot be undone."
        confirmText="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!pendingDelete) return;
          remove.mutate(pendingDelete.history_item_id, {
            onSuccess: () => {
              setPendingDelete(null);
              // A published sound leaves the library with it.
              void queryClient.invalidateQueries({ queryKey: queryKeys.soundEffectLibraryAll });
            },
          });
        }}
      />
    </div>
  );
}
