import type { HistoryItem } from "@vocable/contract";
import { APP_ROUTES } from "@vocable/domain";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "#components/ui/button";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { handleError, errorMessage } from "#lib/handle-error";
import { saveBlob } from "#lib/save-blob";
import { useDeleteHistoryItem } from "#features/speech/history/api/use-delete-history-item";
import { useDownloadHistory } from "#features/speech/history/api/use-download-history";
import { useHistoryList } from "#features/speech/history/api/use-history-list";
import { groupByDate } from "#features/speech/history/history-date-groups";
import { NO_FILTERS, historyPageSize, type HistoryFilters } from "#features/speech/history/history-filters";
import { useLoadOnScroll } from "#features/speech/history/hooks/use-load-on-scroll";
import { useNowUnix } from "#features/speech/history/hooks/use-now-unix";
import { useStsModels } from "../api/use-sts-models";
import { useClipPlayer } from "#features/voices/voice-pvc/hooks/use-clip-player";
import { fetchSourceAudio } from "../api/download-source-audio";
import { StsHistoryRow } from "./sts-history-row";

/** The history list's filter: the voice changer's items only. */
const STS_ONLY: HistoryFilters = { ...NO_FILTERS, source: "STS" };

/**
 * /app/speech-synthesis/speech-to-speech/history: the voice changer's conversions (GET /v1/history
 * ?source=STS), newest first under date headings, loaded as the list scrolls; each plays and
 * downloads converted or original, and can be deleted.
 */
export function StsHistoryPage() {
  const [pageSize] = useState(() => historyPageSize(window.innerHeight));
  const list = useHistoryList(STS_ONLY, pageSize);
  const models = useStsModels();
  const clips = useClipPlayer();
  const nowUnix = useNowUnix();
  const download = useDownloadHistory();
  const remove = useDeleteHistoryItem();
  const [downloading, setDownloading] = useState<{ id: string; what: "converted" | "original" } | null>(null);
  const [pendingDelete, setPendingDelete] = useState<HistoryItem | null>(null);

  const items = useMemo(() => list.data?.pages.flatMap((p) => p.history) ?? [], [list.data]);
  const groups = useMemo(() => groupByDate(items, (i) => i.date_unix, nowUnix), [items, nowUnix]);
  const modelNames = useMemo(() => new Map((models.data ?? []).map((m) => [m.model_id, m.name])), [models.data]);
  const canLoadMore = list.hasNextPage && !list.isFetchNextPageError;
  const sentinel = useLoadOnScroll<HTMLDivElement>(() => void list.fetchNextPage(), canLoadMore && !list.isFetching);

  function downloadConverted(item: HistoryItem) {
    setDownloading({ id: item.history_item_id, what: "converted" });
    download.mutate([item.history_item_id], { onSettled: () => setDownloading(null) });
  }

  async function downloadOriginal(item: HistoryItem) {
    setDownloading({ id: item.history_item_id, what: "original" });
    try {
      const file = await fetchSourceAudio(item);
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      handleError(error);
    } finally {
      setDownloading(null);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold">Voice changer history</h1>
          <p className="text-sm text-muted-foreground">Your conversions, newest first, each with the speech it was made from.</p>
        </div>
        <Link
          to={APP_ROUTES.speechToSpeech}
          className="inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
        >
          New conversion
        </Link>
      </div>

      {list.isPending ? (
        <div className="flex justify-center py-12 text-muted-foreground">
          <Spinner label="Loading the conversions" />
        </div>
      ) : list.isError && !list.data ? (
        <InlineError message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : items.length === 0 ? (
        <div
          className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 py-12 text-center text-sm text-muted-foreground dark:border-zinc-700"
          data-testid="sts-history-empty"
        >
          <p>Nothing here yet. Speech you convert with the voice changer appears here.</p>
          <Link to={APP_ROUTES.speechToSpeech} className="font-medium text-zinc-900 underline dark:text-zinc-100">
            Go to the voice changer
          </Link>
        </div>
      ) : (
        <div className="flex flex-col gap-4" data-testid="sts-history-list" aria-busy={list.isFetching || undefined}>
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={`sts-history-group-${group.key}`} className="flex flex-col gap-2">
              <h2 id={`sts-history-group-${group.key}`} className="text-sm font-semibold text-zinc-700 dark:text-zinc-300">
                {group.label}
              </h2>
              <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
                {group.items.map((item) => (
                  <StsHistoryRow
                    key={item.history_item_id}
                    item={item}
                    nowUnix={nowUnix}
                    clips={clips}
                    modelName={modelNames.get(item.model_id)}
                    downloading={downloading?.id === item.history_item_id ? downloading.what : null}
                    onDownloadConverted={() => downloadConverted(item)}
                    onDownloadOriginal={() => void downloadOriginal(item)}
                    onDelete={() => setPendingDelete(item)}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}

      {clips.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          The original could not be played: {clips.error}
        </p>
      ) : null}

      {list.isError && list.data ? (
        <InlineError
          message={errorMessage(list.error)}
          onRetry={() => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch())}
          retrying={list.isFetching}
        />
      ) : null}

      <div ref={sentinel} aria-hidden className="h-px" />
      {list.isFetchingNextPage ? (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
          <Spinner /> Loading…
        </p>
      ) : canLoadMore && items.length > 0 ? (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void list.fetchNextPage()}>
            Load more
          </Button>
        </div>
      ) : null}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title="Delete this conversion?"
        description="The converted speech and its original are removed from your history. This cannot be undone."
        confirmText="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!pendingDelete) return;
          remove.mutate(pendingDelete.history_item_id, { onSuccess: () => setPendingDelete(null) });
        }}
      />
    </div>
  );
}
