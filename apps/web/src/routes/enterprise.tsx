import { ContentPage } from "#features/marketing/public-site/components/content-page";
import { ENTERPRISE_PAGE } from "#features/marketing/public-site/content/company-pages";

/** /enterprise: Vocable for organisations. */
export default function EnterpriseRoute() {
  return <ContentPage page={ENTERPRISE_PAGE} />;
}
