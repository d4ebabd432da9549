import { ExploreSearchPage } from "#features/speech/sound-effects/components/explore-search-page";

/** /app/sound-effects/explore/search?q= */
export default function SoundEffectsExploreSearchRoute() {
  return <ExploreSearchPage />;
}
