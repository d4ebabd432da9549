import { PricingPage } from "#features/billing/subscriptions/components/pricing-page";

/** /pricing: the plans, public. */
export default function PricingRoute() {
  return <PricingPage />;
}
