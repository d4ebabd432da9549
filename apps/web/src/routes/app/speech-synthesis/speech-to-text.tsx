import { SpeechToTextPage } from "#features/speech/speech-to-text/components/speech-to-text-page";

/** /app/speech-synthesis/speech-to-text (`?transcript=<id>` opens a transcript) */
export default function SpeechToTextRoute() {
  return <SpeechToTextPage />;
}
