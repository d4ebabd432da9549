import { pathOfLanguagePage, type LanguagePageEntry } from "@vocable/domain";
import { Link } from "react-router";
import { LanguageFlag } from "./language-flag";

/** Links to landing pages, each with its flag and name (the /languages page's lists). */
export function LanguagePageLinks({ entries, label }: { entries: readonly LanguagePageEntry[]; label: string }) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.audioSrc}>
          <Link
            to={pathOfLanguagePage(entry)}
            className="flex items-center gap-2 rounded-lg border border-zinc-200 px-3 py-2 text-sm font-medium hover:bg-zinc-100 dark:border-zinc-800 dark:hover:bg-zinc-900"
          >
            <LanguageFlag code={entry.flag} className="h-3.5" />
            <span>{entry.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
