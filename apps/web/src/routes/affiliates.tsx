import { ContentPage } from "#features/marketing/public-site/components/content-page";
import { AFFILIATES_PAGE } from "#features/marketing/public-site/content/company-pages";

/** /affiliates: there is no affiliate programme, and why. */
export default function AffiliatesRoute() {
  return <ContentPage page={AFFILIATES_PAGE} />;
}
