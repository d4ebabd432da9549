import { ComingWithProductions } from "#features/accounts/app-home/components/coming-with-productions";

/** /app/payouts: comes with the productions marketplace. */
export default function PayoutsRoute() {
  return <ComingWithProductions title="Payouts" what="Producers will see what they earned for reviewed tasks here, and be paid through the server's payment provider." />;
}
