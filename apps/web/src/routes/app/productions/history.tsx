import { HistoryPage } from "#features/productions/tasks/components/history-page";

/** /app/productions/history: finished tasks with their feedback. */
export default function ProductionsHistoryRoute() {
  return <HistoryPage />;
}
