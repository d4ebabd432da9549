import type { SoundEffectCategory } from "@vocable/contract";
import { formatInteger } from "@vocable/domain";
import { Link } from "react-router";
import { cn } from "#lib/cn";
import { exploreCategoryHref } from "../explore-links";
import { SOUND_CATEGORY_LABELS } from "../sound-categories";

interface CategoryChipsProps {
  counts: readonly { category: SoundEffectCategory; count: number }[];
  current?: SoundEffectCategory | null;
}

/** The library's categories that have sounds, with their counts, each linking to its page. */
export function CategoryChips({ counts, current = null }: CategoryChipsProps) {
  const shown = counts.filter((c) => c.count > 0);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Categories" data-testid="sfx-category-chips">
      {shown.map(({ category, count }) => (
        <li key={category}>
          <Link
            to={exploreCategoryHref(category)}
            aria-current={category === current ? "page" : undefined}
            className={cn(
              "inline-flex h-7 items-center gap-1.5 rounded-full border px-3 text-xs font-medium",
              category === current
                ? "border-zinc-900 bg-zinc-900 text-white dark:border-zinc-100 dark:bg-zinc-100 dark:text-zinc-900"
                : "border-zinc-300 text-zinc-700 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-300 dark:hover:bg-zinc-800",
            )}
          >
            {SOUND_CATEGORY_LABELS[category]}
            <span className="tabular-nums opacity-75">{formatInteger(count)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
