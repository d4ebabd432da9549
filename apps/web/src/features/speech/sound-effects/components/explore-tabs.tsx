import { APP_ROUTES } from "@vocable/domain";
import { SectionTabs } from "#components/ui/section-tabs";

const TABS = [
  { to: APP_ROUTES.soundEffectsExplore, label: "Newest" },
  { to: APP_ROUTES.soundEffectsExploreSearch, label: "Search" },
  { to: APP_ROUTES.soundEffectsExploreCategory, label: "Categories" },
] as const;

/** The library's views: newest, search, categories. */
export function ExploreTabs() {
  return <SectionTabs label="Explore the library" tabs={TABS} />;
}
