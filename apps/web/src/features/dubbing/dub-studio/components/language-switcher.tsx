import { cn } from "#lib/cn";
import { dubLanguageName } from "#features/dubbing/dubs/dub-languages";

interface LanguageSwitcherProps {
  /** The dub's target languages. */
  languages: readonly string[];
  sourceLanguage: string | null;
  /** The dubbed language the player plays; null while it plays the original. */
  shown: string | null;
  /** The original's address is known (the studio resource is loaded). */
  originalReady: boolean;
  onOriginal: () => void;
  onLanguage: (language: string) => void;
}

const option =
  "inline-flex h-8 items-center rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-zinc-500 disabled:cursor-not-allowed disabled:opacity-50";
const selected = "bg-zinc-900 text-white dark:bg-white dark:text-zinc-900";
const unselected = "text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800";

/** What the player plays: the original, or one of the dubbed languages, as segmented buttons (the pressed one is playing). */
export function LanguageSwitcher({ languages, sourceLanguage, shown, originalReady, onOriginal, onLanguage }: LanguageSwitcherProps) {
  const sourceName = sourceLanguage ? dubLanguageName(sourceLanguage) : null;
  return (
    <div className="flex flex-col gap-1.5">
      <span id="dub-language-switcher-label" className="text-sm font-medium">
        Language
      </span>
      <div
        role="group"
        aria-labelledby="dub-language-switcher-label"
        className="inline-flex w-fit flex-wrap gap-0.5 rounded-lg border border-zinc-300 bg-white p-0.5 dark:border-zinc-700 dark:bg-zinc-900"
        data-testid="dub-language-switcher"
      >
        <button
          type="button"
          aria-pressed={shown === null}
          disabled={!originalReady}
          onClick={onOriginal}
          title={sourceName ? `The original, in ${sourceName}` : "The original"}
          className={cn(option, shown === null ? selected : unselected)}
          data-testid="dub-language-original"
        >
          Original
        </button>
        {languages.map((code) => (
          <button
            key={code}
            type="button"
            aria-pressed={shown === code}
            onClick={() => onLanguage(code)}
            className={cn(option, shown === code ? selected : unselected)}
            data-testid="dub-language-option"
            data-language={code}
          >
            {dubLanguageName(code)}
          </button>
        ))}
      </div>
    </div>
  );
}
