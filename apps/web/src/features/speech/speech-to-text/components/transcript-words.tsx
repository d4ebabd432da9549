import type { SpeechToTextWord } from "@vocable/contract";
import { isLowConfidenceWord } from "@vocable/domain";
import { memo, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "#lib/cn";
import { LOW_CONFIDENCE_WORD_DESCRIPTION } from "../transcript-confidence";

interface TranscriptWordsProps {
  words: readonly SpeechToTextWord[];
  /** Index in `words` of the word being heard, or -1. */
  activeIndex: number;
  /** Seeks the player to the word at this index of `words`. */
  onSeek: (index: number) => void;
}

/**
 * The transcript as words that follow the player: the word being heard is highlighted (and
 * `aria-current`), and a click on a word plays from there. The words are one tab stop (roving
 * tabindex): arrow keys, Home and End move between them, Enter or Space seeks. The list scrolls
 * itself to keep the word being heard in view. Words the recogniser was unsure of (the domain's
 * isLowConfidenceWord) are underlined with dots and described as such to screen readers.
 */
export function TranscriptWords({ words, activeIndex, onSeek }: TranscriptWordsProps) {
  const container = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const firstWord = words.findIndex((w) => w.type !== "spacing");
  const tabStop = focusIndex ?? (activeIndex >= 0 ? activeIndex : firstWord);
  const unsureId = `${useId()}-unsure`;

  useEffect(() => {
    const box = container.current;
    const word = box?.querySelector<HTMLElement>(`[data-word-index="${activeIndex}"]`);
    if (!box || !word) return;
    // The box is the words' offset parent (it is positioned), so offsetTop is inside it.
    const top = word.offsetTop;
    if (top < box.scrollTop || top + word.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = Math.max(0, top - box.clientHeight / 3);
    }
  }, [activeIndex]);

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const from = Number((event.target as HTMLElement).dataset.wordIndex);
    if (!Number.isInteger(from)) return;
    let to: number;
    if (event.key === "ArrowRight" || event.key === "ArrowDown") to = nextWord(words, from, 1);
    else if (event.key === "ArrowLeft" || event.key === "ArrowUp") to = nextWord(words, from, -1);
    else if (event.key === "Home") to = firstWord;
    else if (event.key === "End") to = nextWord(words, words.length, -1);
    else return;
    event.preventDefault();
    if (to < 0) return;
    setFocusIndex(to);
    container.current?.querySelector<HTMLElement>(`[data-word-index="${to}"]`)?.focus();
  }

  return (
    <div
      ref={container}
      role="group"
      aria-label="Transcript (select a word to play from there)"
      data-testid="transcript-words"
      onKeyDown={move}
      className="relative max-h-96 overflow-y-auto rounded-lg border border-zinc-200 p-4 text-base leading-8 dark:border-zinc-800"
    >
      <span id={unsureId} hidden>
        {LOW_CONFIDENCE_WORD_DESCRIPTION}
      </span>
      {words.map((word, index) => {
        if (word.type === "spacing") return <span key={index}>{word.text}</span>;
        const gap = index > 0 && words[index - 1].type !== "spacing" ? " " : null;
        return (
          <span key={index}>
            {gap}
            <Word
              word={word}
              index={index}
              active={index === activeIndex}
              tabStop={index === tabStop}
              unsureId={isLowConfidenceWord(word) ? unsureId : undefined}
              onSeek={onSeek}
              onFocusWord={setFocusIndex}
            />
          </span>
        );
      })}
    </div>
  );
}

/** The next non-spacing word from `from` in `direction`, or -1. */
function nextWord(words: readonly SpeechToTextWord[], from: number, direction: 1 | -1): number {
  for (let i = from + direction; i >= 0 && i < words.length; i += direction) {
    if (words[i].type !== "spacing") return i;
  }
  return -1;
}

interface WordProps {
  word: SpeechToTextWord;
  index: number;
  active: boolean;
  tabStop: boolean;
  /** For a word the recogniser was unsure of: the id of the text that says so. */
  unsureId?: string;
  onSeek: (index: number) => void;
  onFocusWord: (index: number) => void;
}

/** One word; memoised, so moving the highlight re-renders two words, not the whole transcript. */
const Word = memo(function Word({ word, index, active, tabStop, unsureId, onSeek, onFocusWord }: WordProps) {
  return (
    <button
      type="button"
      data-word-index={index}
      data-testid="transcript-word"
      data-low-confidence={unsureId ? "true" : undefined}
      aria-current={active ? "true" : undefined}
      aria-describedby={unsureId}
      title={unsureId ? LOW_CONFIDENCE_WORD_DESCRIPTION : undefined}
      tabIndex={tabStop ? 0 : -1}
      onClick={() => onSeek(index)}
      onFocus={() => onFocusWord(index)}
      className={cn(
        "-mx-0.5 cursor-pointer rounded px-0.5 text-left focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-zinc-500",
        word.type === "audio_event" && "text-muted-foreground italic dark:text-zinc-400",
        // Not by colour alone: a dotted underline, thick enough to see at a glance.
        unsureId && "underline decoration-amber-600 decoration-dotted decoration-2 underline-offset-4 dark:decoration-amber-400",
        active ? "bg-amber-200 text-zinc-950 dark:bg-amber-400/40 dark:text-white" : "hover:bg-zinc-100 dark:hover:bg-zinc-800",
      )}
    >
      {word.text}
    </button>
  );
});
