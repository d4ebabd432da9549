import { ExploreCategoryPage } from "#features/speech/sound-effects/components/explore-category-page";

/** /app/sound-effects/explore/category (the categories), ?category= (one of them). */
export default function SoundEffectsExploreCategoryRoute() {
  return <ExploreCategoryPage />;
}
