import { PublicSoundEffectsPage } from "#features/speech/sound-effects/components/public-sound-effects-page";

/** /sound-effects: what sound effects are, what the engine knows, the library's newest. */
export default function SoundEffectsRoute() {
  return <PublicSoundEffectsPage />;
}
