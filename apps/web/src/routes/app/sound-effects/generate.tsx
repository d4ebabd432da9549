import { GeneratePage } from "#features/speech/sound-effects/components/generate-page";

/** /app/sound-effects/generate */
export default function SoundEffectsGenerateRoute() {
  return <GeneratePage />;
}
