import { formatInteger } from "@vocable/domain";
import { Link, useSearchParams } from "react-router";
import { Spinner } from "#components/ui/spinner";
import { useSoundLibrary } from "../api/use-sound-library";
import { categoryOf, exploreCategoryHref } from "../explore-links";
import { SOUND_CATEGORIES, SOUND_CATEGORY_LABELS } from "../sound-categories";
import { CategoryChips } from "./category-chips";
import { ExploreFrame } from "./explore-frame";
import { LibraryList } from "./library-list";

/**
 * /app/sound-effects/explore/category: every category with how many sounds it has; with
 * `?category=` the sounds of that one, newest first.
 */
export function ExploreCategoryPage() {
  const [params] = useSearchParams();
  const category = categoryOf(params);
  const newest = useSoundLibrary({});
  const counts = newest.data?.pages[0]?.categories ?? [];
  const countOf = (c: string) => counts.find((x) => x.category === c)?.count ?? 0;

  if (category) {
    const label = SOUND_CATEGORY_LABELS[category];
    return (
      <ExploreFrame heading={label} lead={`Published sounds of the ${label.toLowerCase()} category, newest first.`}>
        <CategoryChips counts={counts} current={category} />
        <LibraryList filter={{ category }} label={`${label} sounds`} empty={<p>No {label.toLowerCase()} sound is published yet.</p>} />
      </ExploreFrame>
    );
  }

  return (
    <ExploreFrame heading="Categories" lead="The library by kind of sound.">
      {newest.isPending ? (
        <div className="flex justify-center py-10 text-muted-foreground">
          <Spinner label="Loading the categories" />
        </div>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label="Categories" data-testid="sfx-categories">
          {SOUND_CATEGORIES.map((c) => (
            <li key={c}>
              <Link
                to={exploreCategoryHref(c)}
                className="flex items-center justify-between gap-3 rounded-xl border border-zinc-200 px-4 py-3 text-sm hover:bg-zinc-50 dark:border-zinc-800 dark:hover:bg-zinc-900"
              >
                <span className="font-medium">{SOUND_CATEGORY_LABELS[c]}</span>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {formatInteger(countOf(c))} {countOf(c) === 1 ? "sound" : "sounds"}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ExploreFrame>
  );
}
