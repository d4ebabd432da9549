import { useRef, type KeyboardEvent } from "react";
import { cn } from "#lib/cn";
import type { TtsMode } from "../hooks/use-tts-mode";

const MODES: readonly { value: TtsMode; label: string }[] = [
  { value: "text", label: "Text" },
  { value: "dialogue", label: "Dialogue" },
];

/** The id of the panel the tabs control (the text box or the dialogue's lines). */
export const MODE_PANEL_ID = "tts-mode-panel";
/** The id of a mode's tab, which labels the panel while it is chosen. */
export const modeTabId = (mode: TtsMode) => `tts-mode-tab-${mode}`;

/**
 * Text / Dialogue: the WAI-ARIA tabs pattern (one tab stop; arrows, Home and End choose a tab and
 * move focus to it).
 */
export function ModeTabs({ mode, onChange }: { mode: TtsMode; onChange: (mode: TtsMode) => void }) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = MODES.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(MODES[next].value);
    tabs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label="Input mode" className="inline-flex w-fit gap-0.5 rounded-lg border border-zinc-300 bg-zinc-50 p-0.5 dark:border-zinc-700 dark:bg-zinc-900">
      {MODES.map((m, index) => {
        const selected = m.value === mode;
        return (
          <button
            key={m.value}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={modeTabId(m.value)}
            aria-selected={selected}
            aria-controls={selected ? MODE_PANEL_ID : undefined}
            tabIndex={selected ? 0 : -1}
            data-testid={`tts-mode-${m.value}`}
            onClick={() => onChange(m.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              "h-8 rounded-md px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-500",
              selected
                ? "bg-white text-zinc-900 shadow-sm dark:bg-zinc-700 dark:text-white"
                : "text-zinc-700 hover:text-zinc-900 dark:text-zinc-300 dark:hover:text-white",
            )}
          >
            {m.label}
          </button>
        );
      })}
    </div>
  );
}
