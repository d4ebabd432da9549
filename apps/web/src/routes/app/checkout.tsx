import { useParams } from "react-router";
import { CheckoutPage } from "#features/billing/subscriptions/components/checkout-page";

/** /app/checkout/:checkoutSessionId: the local provider's checkout. */
export default function CheckoutRoute() {
  const { checkoutSessionId = "" } = useParams();
  return <CheckoutPage key={checkoutSessionId} checkoutSessionId={checkoutSessionId} />;
}
