import { PayoutsPage } from "#features/productions/payouts/components/payouts-page";

/** /app/payouts: a producer's balance, earnings and payouts. */
export default function PayoutsRoute() {
  return <PayoutsPage />;
}
