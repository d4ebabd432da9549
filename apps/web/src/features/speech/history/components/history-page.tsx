import type { HistoryItem } from "@vocable/contract";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "#components/ui/button";
import { ConfirmDialog } from "#components/ui/confirm-dialog";
import { Icon } from "#components/ui/icon";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { useDebouncedValue } from "#lib/use-debounced-value";
import { useDeleteHistoryItem } from "../api/use-delete-history-item";
import { useDownloadHistory } from "../api/use-download-history";
import { useHistoryList } from "../api/use-history-list";
import { useNowUnix } from "../hooks/use-now-unix";
import { HistoryRow } from "./history-row";
import { InlineError } from "#components/ui/inline-error";

/** Generated speech, newest first: search, play, download (one or a zip of several), delete, rate. */
export function HistoryPage() {
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search, 300);
  const list = useHistoryList(debounced);
  const download = useDownloadHistory();
  const remove = useDeleteHistoryItem();
  const nowUnix = useNowUnix();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<HistoryItem | null>(null);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);

  const items = useMemo(() => list.data?.pages.flatMap((p) => p.history) ?? [], [list.data]);

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

      <div className="flex items-center gap-3">
        <input
          type="checkbox"
          aria-label="Select all"
          checked={allSelected}
          disabled={items.length === 0}
          onChange={(e) => setSelected(e.target.checked ? new Set(items.map((i) => i.history_item_id)) : new Set())}
          className="ml-3 h-4 w-4 shrink-0 accent-zinc-900 dark:accent-zinc-100"
        />
        <div className="relative flex-1">
          <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-zinc-400" />
          <Input
            type="search"
            aria-label="Search history"
            placeholder="Search history…"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="pl-9"
            data-testid="history-search"
          />
        </div>
      </div>

      {list.isPending ? (
        <div className="flex justify-center py-12 text-zinc-500">
          <Spinner label="Loading history" />
        </div>
      ) : list.isError && !list.data ? (
        <InlineError message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 py-12 text-center text-sm text-zinc-500 dark:border-zinc-700">
          {debounced.trim() ? (
            <p>No generations match “{debounced.trim()}”.</p>
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
        <ul
          className="divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
          data-testid="history-list"
        >
          {items.map((item) => (
            <HistoryRow
              key={item.history_item_id}
              item={item}
              nowUnix={nowUnix}
              selected={selected.has(item.history_item_id)}
              onSelectedChange={(on) => toggle(item.history_item_id, on)}
              downloading={downloadingId === item.history_item_id}
              onDownload={() => downloadOne(item.history_item_id)}
              onDelete={() => setPendingDelete(item)}
            />
          ))}
        </ul>
      )}

      {/* A later page (or a refresh) failed: what was loaded stays, with the error under it. */}
      {list.isError && list.data ? (
        <InlineError
          message={errorMessage(list.error)}
          onRetry={() => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch())}
          retrying={list.isFetching}
        />
      ) : null}

      {list.hasNextPage && !list.isFetchNextPageError ? (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? <Spinner /> : null}
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
