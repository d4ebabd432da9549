import { ApiPricingPage } from "#features/marketing/public-site/components/api-pricing-page";

/** /pricing/api: the price of characters through the API, per plan. */
export default function ApiPricingRoute() {
  return <ApiPricingPage />;
}
