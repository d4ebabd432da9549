import { ContentPage } from "#features/marketing/public-site/components/content-page";
import { CAREERS_PAGE } from "#features/marketing/public-site/content/company-pages";

/** /careers: no openings; how to contribute to the open-source project. */
export default function CareersRoute() {
  return <ContentPage page={CAREERS_PAGE} />;
}
