import { SoundHistoryPage } from "#features/speech/sound-effects/components/sound-history-page";

/** /app/sound-effects/history */
export default function SoundEffectsHistoryRoute() {
  return <SoundHistoryPage />;
}
