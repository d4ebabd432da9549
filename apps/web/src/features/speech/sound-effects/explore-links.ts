import { APP_ROUTES } from "@vocable/domain";
import type { SoundEffectCategory } from "@vocable/contract";
import { isSoundCategory } from "./sound-categories";

/** The URL parameters of the explore pages: `?q=` of the search, `?category=` of the category page. */
export const SEARCH_PARAM = "q";
export const CATEGORY_PARAM = "category";

/** The search page for `words` (its bare path when they are blank). */
export function exploreSearchHref(words: string): string {
  const q = words.trim().replace(/\s+/g, " ");
  return q ? `${APP_ROUTES.soundEffectsExploreSearch}?${new URLSearchParams({ [SEARCH_PARAM]: q })}` : APP_ROUTES.soundEffectsExploreSearch;
}

/** The page of one category. */
export function exploreCategoryHref(category: SoundEffectCategory): string {
  return `${APP_ROUTES.soundEffectsExploreCategory}?${new URLSearchParams({ [CATEGORY_PARAM]: category })}`;
}

/** The search words a URL names ("" when none). */
export function searchOf(params: URLSearchParams): string {
  return (params.get(SEARCH_PARAM) ?? "").trim().slice(0, 200);
}

/** The category a URL names, or null when it names none (or an unknown one). */
export function categoryOf(params: URLSearchParams): SoundEffectCategory | null {
  const value = params.get(CATEGORY_PARAM);
  return isSoundCategory(value) ? value : null;
}
