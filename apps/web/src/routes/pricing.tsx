import { PricingPage } from "../features/billing/components/pricing-page";

/** /pricing: the plans, public. */
export default function PricingRoute() {
  return <PricingPage />;
}
