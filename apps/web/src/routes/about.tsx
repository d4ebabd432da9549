import { ContentPage } from "#features/marketing/public-site/components/content-page";
import { ABOUT_PAGE } from "#features/marketing/public-site/content/company-pages";

/** /about: what Vocable is, why, and its licence. */
export default function AboutRoute() {
  return <ContentPage page={ABOUT_PAGE} />;
}
