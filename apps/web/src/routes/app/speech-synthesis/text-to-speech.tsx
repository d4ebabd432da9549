import { TextToSpeechPage } from "#features/speech/tts/components/text-to-speech-page";

/** /app/speech-synthesis/text-to-speech */
export default function TextToSpeechRoute() {
  return <TextToSpeechPage />;
}
