import { VoiceLabPage } from "#features/voices/voices/components/voice-lab-page";

/** /app/voice-lab (`?creationType=cloneVoice` opens the instant voice clone dialog) */
export default function VoiceLabRoute() {
  return <VoiceLabPage />;
}
