import { VoiceLibraryPage } from "#features/voices/voice-library/components/voice-library-page";

/** /app/voice-library */
export default function VoiceLibraryRoute() {
  return <VoiceLibraryPage />;
}
