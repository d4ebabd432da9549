import { useEffect, useRef, useState } from "react";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { Input } from "#components/ui/input";
import { useDebouncedValue } from "#lib/use-debounced-value";
import { useModels } from "#features/speech/tts/api/use-models";
import { useVoices } from "#features/speech/tts/api/use-voices";
import { HISTORY_SOURCE_LABELS, hasFilters, NO_FILTERS, type HistoryFilters, type HistorySource } from "../history-filters";

const selectClass =
  "h-9 min-w-0 rounded-lg border border-zinc-300 bg-white px-2 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100";
const labelClass = "flex flex-col gap-1 text-xs font-medium text-zinc-700 dark:text-zinc-300";

interface HistoryFiltersBarProps {
  value: HistoryFilters;
  onChange: (next: HistoryFilters) => void;
}

/** Search, voice, model, source and a date range; each change lands in the page's URL. */
export function HistoryFiltersBar({ value, onChange }: HistoryFiltersBarProps) {
  const voices = useVoices("");
  const models = useModels();
  // The search box is typed into locally and reaches the URL (and the API) after a pause.
  const [search, setSearch] = useState(value.search);
  const debounced = useDebouncedValue(search, 300);
  const [shownFor, setShownFor] = useState(value.search);
  if (shownFor !== value.search) {
    setShownFor(value.search);
    // The URL changed under the box (back, "Clear filters"), not from what was typed: show it.
    if (value.search !== debounced) setSearch(value.search);
  }
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  useEffect(() => {
    const { value: current, onChange: change } = latest.current;
    if (debounced !== current.search) change({ ...current, search: debounced });
  }, [debounced]);

  const set = (patch: Partial<HistoryFilters>) => onChange({ ...value, ...patch });
  const voiceList = voices.data?.voices ?? [];
  const modelList = models.data ?? [];

  return (
    <div className="flex flex-col gap-3" role="search" aria-label="Filter history">
      <div className="relative">
        <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground" />
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
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
        <label className={labelClass}>
          Voice
          <select className={selectClass} value={value.voiceId} onChange={(e) => set({ voiceId: e.target.value })} data-testid="history-filter-voice">
            <option value="">All voices</option>
            {value.voiceId && !voiceList.some((v) => v.voice_id === value.voiceId) ? <option value={value.voiceId}>{value.voiceId}</option> : null}
            {voiceList.map((v) => (
              <option key={v.voice_id} value={v.voice_id}>
                {v.name}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          Model
          <select className={selectClass} value={value.modelId} onChange={(e) => set({ modelId: e.target.value })} data-testid="history-filter-model">
            <option value="">All models</option>
            {value.modelId && !modelList.some((m) => m.model_id === value.modelId) ? <option value={value.modelId}>{value.modelId}</option> : null}
            {modelList.map((m) => (
              <option key={m.model_id} value={m.model_id}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          Source
          <select className={selectClass} value={value.source} onChange={(e) => set({ source: e.target.value as HistorySource | "" })} data-testid="history-filter-source">
            <option value="">All sources</option>
            {(Object.entries(HISTORY_SOURCE_LABELS) as [HistorySource, string][]).map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          From
          <input type="date" className={selectClass} value={value.from} max={value.to || undefined} onChange={(e) => set({ from: e.target.value })} data-testid="history-filter-from" />
        </label>
        <label className={labelClass}>
          To
          <input type="date" className={selectClass} value={value.to} min={value.from || undefined} onChange={(e) => set({ to: e.target.value })} data-testid="history-filter-to" />
        </label>
        <Button variant="secondary" size="sm" disabled={!hasFilters(value)} onClick={() => onChange(NO_FILTERS)} data-testid="history-filter-clear">
          Clear filters
        </Button>
      </div>
    </div>
  );
}
