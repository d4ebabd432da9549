import type { LibraryVoice } from "@vocable/contract";
import { useState } from "react";
import { useDebouncedValue } from "#lib/use-debounced-value";
import { VoicesTabs } from "#features/voices/voices/components/voices-tabs";
import { NO_FILTERS, type LibraryFilters } from "../library-query";
import { AddLibraryVoiceDialog } from "./add-library-voice-dialog";
import { LibraryFiltersBar } from "./library-filters-bar";
import { LibraryVoiceGrid } from "./library-voice-grid";
import { SimilarVoicesPanel } from "./similar-voices-panel";

/**
 * The voice library: the voices people on this server shared, filtered and searched, each with a
 * preview and "Add to my voices"; beside it, the search for voices that sound like a recording.
 */
export function VoiceLibraryPage() {
  const [filters, setFilters] = useState<LibraryFilters>(NO_FILTERS);
  const search = useDebouncedValue(filters.search, 300);
  const [adding, setAdding] = useState<LibraryVoice | null>(null);

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-xl font-semibold">Voice library</h1>
        <p className="max-w-2xl text-sm text-muted-foreground">
          Voices others on this server shared. Preview them, add the ones you like to your voices, or find the voices that sound like a recording.
        </p>
      </div>
      <VoicesTabs />
      <div className="flex flex-col gap-6 xl:flex-row xl:items-start">
        <section aria-label="Shared voices" className="flex min-w-0 flex-1 flex-col gap-4">
          <LibraryFiltersBar value={filters} onChange={setFilters} />
          <LibraryVoiceGrid filters={{ ...filters, search }} onAdd={setAdding} onClearFilters={() => setFilters(NO_FILTERS)} />
        </section>
        <div className="w-full xl:w-96 xl:shrink-0">
          <SimilarVoicesPanel onAdd={setAdding} />
        </div>
      </div>
      <AddLibraryVoiceDialog voice={adding} onClose={() => setAdding(null)} />
    </div>
  );
}
