import type { HistoryItem } from "@vocable/contract";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "#components/ui/button";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useDeleteHistoryItem } from "../api/use-delete-history-item";
import { useDownloadHistory } from "../api/use-download-history";
import { useHistoryList } from "../api/use-history-list";
import { useNowUnix } from "../hooks/use-now-unix";
import { useLoadOnScroll } from "../hooks/use-load-on-scroll";
import { useReuseHistoryItem } from "../hooks/use-reuse-history-item";
import { groupByDate } from "../history-date-groups";
import { filtersFromParams, hasFilters, historyPageSize, paramsWithFilters, type HistoryFilters } from "../history-filters";
import { useModels } from "#features/speech/tts/api/use-models";
import { HistoryFiltersBar } from "./history-filters-bar";
import { HistoryRow } from "./history-row";
import { InlineError } from "#components/ui/inline-error";

/**
 * Generated speech, newest first, under date headings: filters kept in the URL, pages of about two
 * screens loaded as the list scrolls (with a "Load more" button for keyboards and old browsers);
 * play, reuse, regenerate, download (one or a zip of several), share, delete, rate.
 */
export function HistoryPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilters = (next: HistoryFilters) => setParams((prev) => paramsWithFilters(prev, next), { replace: true });
  // Fixed for the visit: a new size would start the list over.
  const [pageSize] = useState(() => historyPageSize(window.innerHeight));
  const list = useHistoryList(filters, pageSize);
  const models = useModels();
  const reuse = useReuseHistoryItem();
  const download = useDownloadHistory();
  const remove = useDeleteHistoryItem();
  const nowUnix = useNowUnix();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<HistoryItem | null>(null);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);

  const items = useMemo(() => list.data?.pages.flatMap((p) => p.history) ?? [], [list.data]);
  const groups = useMemo(() => groupByDate(items, (i) => i.date_unix, nowUnix), [items, nowUnix]);
  const modelNames = useMemo(() => new Map((models.data ?? []).map((m) => [m.model_id, m.name])), [models.data]);
  const canLoadMore = list.hasNextPage && !list.isFetchNextPageError;
  // Off while anything loads (a refresh of the pages, a new filter's first page); turned on again,
  // the observer reports at once whether the end is still in view.
  const sentinel = useLoadOnScroll<HTMLDivElement>(() => void list.fetchNextPage(), canLoadMore && !list.isFetching && !list.isPlaceholderData);

  // Forget selections of items that are no longer listed (deleted or filtered out).
  const [prunedFor, setPrunedFor] = useState(items);
  if (prunedFor !== items) {
    setPrunedFor(items);
    setSelected((prev) => {
      const ids = new Set(items.map((i) => i.history_item_id));
      const next = new Set([...prev].filter((id) => ids.has(id)));
      return next.size === prev.size ? prev : next;
    });
  }

  const allSelected = items.length > 0 && items.every((i) => selected.has(i.history_item_id));

  function toggle(id: string, on: boolean) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function downloadOne(id: string) {
    setDownloadingId(id);
    download.mutate([id], { onSettled: () => setDownloadingId(null) });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold">History</h1>
        <Button
          variant="secondary"
          size="sm"
          disabled={selected.size === 0 || download.isPending}
          onClick={() => download.mutate([...selected])}
          data-testid="history-download-selected"
        >
          <Icon name="download" />
          Download selected{selected.size ? ` (${selected.size})` : ""}
        </Button>
      </div>

      <HistoryFiltersBar value={filters} onChange={setFilters} />

      <div className="flex items-center gap-3">
        <input
          type="checkbox"
          aria-label="Select all"
          checked={allSelected}
          disabled={items.length === 0}
          onChange={(e) => setSelected(e.target.checked ? new Set(items.map((i) => i.history_item_id)) : new Set())}
          className="ml-3 h-4 w-4 shrink-0 accent-zinc-900 dark:accent-zinc-100"
        />
        <span aria-hidden className="text-sm text-zinc-600 dark:text-zinc-400">Select all</span>
      </div>

      {list.isPending ? (
        <div className="flex justify-center py-12 text-muted-foreground">
          <Spinner label="Loading history" />
        </div>
      ) : list.isError && !list.data ? (
        <InlineError message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 py-12 text-center text-sm text-muted-foreground dark:border-zinc-700">
          {hasFilters(filters) ? (
            <p>No generations match these filters.</p>
          ) : (
            <>
              <p>Nothing here yet. Generated speech appears in your history.</p>
              <Link to="/app/speech-synthesis/text-to-speech" className="font-medium text-zinc-900 underline dark:text-zinc-100">
                Go to Text to Speech
              </Link>
            </>
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-4" data-testid="history-list" aria-busy={list.isFetching || undefined}>
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={`history-group-${group.key}`} className="flex flex-col gap-2">
              <h2 id={`history-group-${group.key}`} className="text-sm font-semibold text-zinc-700 dark:text-zinc-300" data-testid="history-group">
                {group.label}
              </h2>
              <ul className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
                {group.items.map((item) => (
                  <HistoryRow
                    key={item.history_item_id}
                    item={item}
                    nowUnix={nowUnix}
                    selected={selected.has(item.history_item_id)}
                    onSelectedChange={(on) => toggle(item.history_item_id, on)}
                    downloading={downloadingId === item.history_item_id}
                    onDownload={() => downloadOne(item.history_item_id)}
                    onDelete={() => setPendingDelete(item)}
                    modelName={modelNames.get(item.model_id)}
                    onUseSettings={() => reuse.useSettings(item)}
                    onRegenerate={() => reuse.regenerate(item)}
                    regenerating={reuse.regenerating}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}

      {/* A later page (or a refresh) failed: what was loaded stays, with the error under it. */}
      {list.isError && list.data ? (
        <InlineError
          message={errorMessage(list.error)}
          onRetry={() => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch())}
          retrying={list.isFetching}
        />
      ) : null}

      {/* Scrolling near the end loads the next page; the button does the same by hand. */}
      <div ref={sentinel} aria-hidden className="h-px" />
      {list.isFetchingNextPage ? (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-zinc-600 dark:text-zinc-400" data-testid="history-loading-more">
          <Spinner /> Loading…
        </p>
      ) : canLoadMore && items.length > 0 ? (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void list.fetchNextPage()} data-testid="history-load-more">
            Load more
          </Button>
        </div>
      ) : null}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title="Delete this generation?"
        description="The audio and its text are removed from your history. This cannot be undone."
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
