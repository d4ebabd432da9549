import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { useDownloadHistory } from "../api/use-download-history";
import { useHistoryList } from "../api/use-history-list";
import { useNowUnix } from "../hooks/use-now-unix";
import { useReuseHistoryItem } from "../hooks/use-reuse-history-item";
import { filtersFromParams, hasFilters, historyPageSize, paramsWithFilters, type HistoryFilters } from "../history-filters";
import { useModels } from "#features/speech/tts/api/use-models";
import { HistoryFiltersBar } from "./history-filters-bar";
import { HistoryPagedList } from "./history-paged-list";
import { HistoryRow } from "./history-row";

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
  const nowUnix = useNowUnix();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [downloadingId, setDownloadingId] = useState<string | null>(null);

  const items = useMemo(() => list.data?.pages.flatMap((p) => p.history) ?? [], [list.data]);
  const modelNames = useMemo(() => new Map((models.data ?? []).map((m) => [m.model_id, m.name])), [models.data]);

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

      <HistoryPagedList
        list={list}
        items={items}
        nowUnix={nowUnix}
        loadingLabel="Loading history"
        empty={
          hasFilters(filters) ? (
            <p>No generations match these filters.</p>
          ) : (
            <>
              <p>Nothing here yet. Generated speech appears in your history.</p>
              <Link to="/app/speech-synthesis/text-to-speech" className="font-medium text-zinc-900 underline dark:text-zinc-100">
                Go to Text to Speech
              </Link>
            </>
          )
        }
        idPrefix="history-group"
        headingTestId="history-group"
        data-testid="history-list"
        renderItem={(item, onDelete) => (
          <HistoryRow
            key={item.history_item_id}
            item={item}
            nowUnix={nowUnix}
            selected={selected.has(item.history_item_id)}
            onSelectedChange={(on) => toggle(item.history_item_id, on)}
            downloading={downloadingId === item.history_item_id}
            onDownload={() => downloadOne(item.history_item_id)}
            onDelete={onDelete}
            modelName={modelNames.get(item.model_id)}
            onUseSettings={() => reuse.useSettings(item)}
            onRegenerate={() => reuse.regenerate(item)}
            regenerating={reuse.regenerating}
          />
        )}
        loadMoreTestId="history-load-more"
        loadingMoreTestId="history-loading-more"
        deleteTitle="Delete this generation?"
        deleteDescription="The audio and its text are removed from your history. This cannot be undone."
      />
    </div>
  );
}
