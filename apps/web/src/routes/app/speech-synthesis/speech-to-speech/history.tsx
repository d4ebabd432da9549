import { StsHistoryPage } from "#features/speech/speech-to-speech/components/sts-history-page";

/** /app/speech-synthesis/speech-to-speech/history */
export default function SpeechToSpeechHistoryRoute() {
  return <StsHistoryPage />;
}
