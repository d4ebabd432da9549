import { ActivePage } from "#features/productions/tasks/components/active-page";

/** /app/productions/active: the producer's tasks in hand and in review. */
export default function ProductionsActiveRoute() {
  return <ActivePage />;
}
