import { HistoryPage } from "#features/speech/history/components/history-page";

/** /app/speech-synthesis/text-to-speech/history */
export default function HistoryRoute() {
  return <HistoryPage />;
}
