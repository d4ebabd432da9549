import { Icon } from "#components/ui/icon";
import { Input } from "#components/ui/input";
import { Button } from "#components/ui/button";
import { FILTER_SELECTS } from "../library-filter-options";
import { hasFilters, NO_FILTERS, type LibraryFilters } from "../library-query";

const selectClass =
  "h-9 w-full min-w-0 rounded-lg border border-zinc-300 bg-white px-2 text-sm text-zinc-900 focus:border-zinc-500 focus:ring-2 focus:ring-zinc-500/20 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100";

interface LibraryFiltersBarProps {
  /** The filters as typed (the search box is not debounced here). */
  value: LibraryFilters;
  onChange: (next: LibraryFilters) => void;
}

/** The library's search box and its filter selects (gender, age, accent, language, use case, category). */
export function LibraryFiltersBar({ value, onChange }: LibraryFiltersBarProps) {
  return (
    <div className="flex flex-col gap-3" role="search" aria-label="Voice library filters">
      <div className="relative">
        <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-zinc-400" />
        <Input
          type="search"
          aria-label="Search the voice library"
          placeholder="Search by name, description or label…"
          data-testid="library-search"
          value={value.search}
          onChange={(e) => onChange({ ...value, search: e.target.value })}
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {FILTER_SELECTS.map((filter) => (
          <label key={filter.key} className="flex flex-col gap-1 text-xs font-medium text-zinc-600 dark:text-zinc-400">
            {filter.label}
            <select
              className={selectClass}
              data-testid={`library-filter-${filter.key}`}
              value={value[filter.key]}
              onChange={(e) => onChange({ ...value, [filter.key]: e.target.value })}
            >
              <option value="">Any</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {hasFilters(value) ? (
        <div>
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)} data-testid="library-clear-filters">
            Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
