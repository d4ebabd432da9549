import * as Popover from "@radix-ui/react-popover";
import type { Voice } from "@vocable/contract";
import { voicesFetchError } from "@vocable/domain";
import { useId, useState } from "react";
import { Icon } from "#components/ui/icon";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { ApiError } from "#lib/api-client";
import { cn } from "#lib/cn";
import { errorMessage } from "#lib/handle-error";
import { useDebouncedValue } from "#lib/use-debounced-value";
import { useVoices } from "../api/use-voices";
import { VoiceLabels } from "./voice-labels";
import { VoicePreviewButton } from "./voice-preview-button";
import { InlineError } from "#components/ui/inline-error";

interface VoicePickerProps {
  selected: Voice | undefined;
  onSelect: (voice: Voice) => void;
  /** The picker's label ("Voice"; a dialogue line's says which line). */
  label?: string;
  testId?: string;
  /** What the voice is for: speaking text (voices that only convert speech are left out) or speech to speech (every voice). */
  purpose?: "speak" | "convert";
}

/** A voice speech is converted into that does not read text (a voice-conversion server's model). */
export const convertsOnly = (voice: Voice) => voice.labels.vocable_converts_only === "true";

/** Voice choice: a searchable list with a preview button per voice. Several can share a page (a dialogue's lines). */
export function VoicePicker({ selected, onSelect, label = "Voice", testId = "voice-picker", purpose = "speak" }: VoicePickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search, 250);
  const voices = useVoices(debounced);
  const list = (voices.data?.voices ?? []).filter((voice) => purpose === "convert" || !convertsOnly(voice));

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <div className="flex items-center gap-2">
          <Popover.Trigger
            aria-labelledby={`${id}-label ${id}-value`}
            data-testid={testId}
            className="flex h-10 min-w-0 flex-1 items-center justify-between gap-2 rounded-lg border border-zinc-300 bg-white px-3 text-left text-sm hover:bg-zinc-50 focus:border-zinc-500 focus:ring-2 focus:ring-zinc-500/20 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900 dark:hover:bg-zinc-800"
          >
            <span id={`${id}-value`} className="truncate">
              {selected?.name ?? "Select a voice"}
            </span>
            <Icon name="chevronDown" className="text-muted-foreground" />
          </Popover.Trigger>
          {selected ? <VoicePreviewButton voice={selected} /> : null}
        </div>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={12}
            aria-label="Voices"
            className="z-50 flex max-h-[min(28rem,var(--radix-popover-content-available-height))] w-[min(24rem,calc(100vw-1.5rem))] flex-col gap-2 rounded-xl border border-zinc-200 bg-white p-2 shadow-lg dark:border-zinc-800 dark:bg-zinc-900"
          >
            <div className="relative">
              <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-zinc-400" />
              <Input
                autoFocus
                type="search"
                aria-label="Search voices"
                placeholder="Search voices…"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                className="pl-9"
              />
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto" data-testid="voice-list">
              {voices.isPending ? (
                <div className="flex justify-center p-4 text-muted-foreground">
                  <Spinner label="Loading voices" />
                </div>
              ) : voices.error ? (
                <InlineError
                  className="m-1 p-3"
                  message={voices.error instanceof ApiError ? voicesFetchError(voices.error.status) : errorMessage(voices.error)}
                  onRetry={() => void voices.refetch()}
                  retrying={voices.isFetching}
                />
              ) : list.length === 0 ? (
                <p className="p-3 text-sm text-muted-foreground">No voices found.</p>
              ) : (
                <ul className="flex flex-col" aria-label="Voices">
                  {list.map((voice) => (
                    <li
                      key={voice.voice_id}
                      className={cn(
                        "flex items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-zinc-100 dark:hover:bg-zinc-800",
                        voice.voice_id === selected?.voice_id && "bg-zinc-100 dark:bg-zinc-800",
                      )}
                    >
                      <VoicePreviewButton voice={voice} />
                      <button
                        type="button"
                        className="flex min-w-0 flex-1 flex-col items-start gap-0.5 text-left"
                        aria-current={voice.voice_id === selected?.voice_id ? "true" : undefined}
                        data-testid="voice-option"
                        onClick={() => {
                          onSelect(voice);
                          setOpen(false);
                          setSearch("");
                        }}
                      >
                        <span className="truncate text-sm font-medium">{voice.name}</span>
                        <VoiceLabels voice={voice} />
                      </button>
                      {voice.voice_id === selected?.voice_id ? <Icon name="check" className="text-zinc-600" /> : null}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
