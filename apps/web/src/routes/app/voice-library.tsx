import { VoiceLibraryPage } from "../../features/voice-library/components/voice-library-page";

/** /app/voice-library */
export default function VoiceLibraryRoute() {
  return <VoiceLibraryPage />;
}
