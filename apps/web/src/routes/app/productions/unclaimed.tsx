import { UnclaimedPage } from "#features/productions/tasks/components/unclaimed-page";

/** /app/productions/unclaimed: open work of the producer's teams, to claim. */
export default function ProductionsUnclaimedRoute() {
  return <UnclaimedPage />;
}
