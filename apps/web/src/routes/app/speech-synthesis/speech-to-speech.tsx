import { SpeechToSpeechPage } from "#features/speech/speech-to-speech/components/speech-to-speech-page";

/** /app/speech-synthesis/speech-to-speech: the voice changer. */
export default function SpeechToSpeechRoute() {
  return <SpeechToSpeechPage />;
}
