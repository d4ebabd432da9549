import { ContentPage } from "#features/marketing/public-site/components/content-page";
import { SOUND_EFFECTS_PAGE } from "#features/marketing/public-site/content/planned-pages";

/** /sound-effects: planned, not available. */
export default function SoundEffectsRoute() {
  return <ContentPage page={SOUND_EFFECTS_PAGE} />;
}
