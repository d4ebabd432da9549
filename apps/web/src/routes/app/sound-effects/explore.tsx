import { ExplorePage } from "#features/speech/sound-effects/components/explore-page";

/** /app/sound-effects/explore: the public library, newest first. */
export default function SoundEffectsExploreRoute() {
  return <ExplorePage />;
}
