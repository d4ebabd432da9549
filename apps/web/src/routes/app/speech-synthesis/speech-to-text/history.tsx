import { TranscriptsHistoryPage } from "#features/speech/speech-to-text/components/transcripts-history-page";

/** /app/speech-synthesis/speech-to-text/history */
export default function SpeechToTextHistoryRoute() {
  return <TranscriptsHistoryPage />;
}
