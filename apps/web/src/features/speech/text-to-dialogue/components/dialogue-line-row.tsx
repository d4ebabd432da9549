import type { Voice } from "@vocable/contract";
import { Icon } from "#components/ui/icon";
import { Textarea } from "#components/ui/textarea";
import { cn } from "#lib/cn";
import { VoicePicker } from "#features/speech/tts/components/voice-picker";
import type { EditorLine } from "../dialogue-lines";
import { lineKey } from "../hooks/use-line-focus";

interface DialogueLineRowProps {
  line: EditorLine;
  index: number;
  count: number;
  /** The voice the line speaks with (undefined: one the page does not know, or none yet). */
  voice: Voice | undefined;
  onText: (text: string) => void;
  onVoice: (voice: Voice) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  /** Ctrl/⌘+Enter in the text: Generate. */
  onSubmit: () => void;
  register: (key: string) => (el: HTMLElement | null) => void;
}

const lineButton =
  "inline-flex h-8 w-8 items-center justify-center rounded-lg text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-500 disabled:cursor-not-allowed disabled:opacity-40 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-zinc-100";

/** One line of a dialogue: its voice (the TTS page's picker), its text, move up / down and remove. */
export function DialogueLineRow({ line, index, count, voice, onText, onVoice, onMove, onRemove, onSubmit, register }: DialogueLineRowProps) {
  const n = index + 1;
  return (
    <li data-testid="dialogue-line" className="flex flex-col gap-2 rounded-xl border border-zinc-200 p-3 dark:border-zinc-800">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <VoicePicker selected={voice} onSelect={onVoice} label={`Line ${n} voice`} testId="dialogue-voice-picker" />
        </div>
        <div className="flex items-center gap-0.5">
          <button
            ref={register(lineKey(line.id, "up"))}
            type="button"
            className={lineButton}
            aria-label={`Move line ${n} up`}
            title="Move up"
            data-testid="dialogue-move-up"
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <Icon name="chevronDown" className="rotate-180" />
          </button>
          <button
            ref={register(lineKey(line.id, "down"))}
            type="button"
            className={lineButton}
            aria-label={`Move line ${n} down`}
            title="Move down"
            data-testid="dialogue-move-down"
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <Icon name="chevronDown" />
          </button>
          <button
            ref={register(lineKey(line.id, "remove"))}
            type="button"
            className={cn(lineButton, "hover:text-red-700 dark:hover:text-red-400")}
            aria-label={`Remove line ${n}`}
            title="Remove"
            data-testid="dialogue-remove"
            disabled={count === 1}
            onClick={onRemove}
          >
            <Icon name="trash" />
          </button>
        </div>
      </div>
      <Textarea
        ref={register(lineKey(line.id, "text"))}
        aria-label={`Line ${n} text`}
        data-testid="dialogue-text"
        rows={2}
        value={line.text}
        onChange={(e) => onText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) {
            e.preventDefault();
            onSubmit();
          }
        }}
        placeholder={`What ${voice?.name ?? "this voice"} says…`}
        className="text-base leading-relaxed"
      />
    </li>
  );
}
