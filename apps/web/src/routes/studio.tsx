import { ContentPage } from "#features/marketing/public-site/components/content-page";
import { STUDIO_PAGE } from "#features/marketing/public-site/content/planned-pages";

/** /studio: planned, not available. */
export default function StudioRoute() {
  return <ContentPage page={STUDIO_PAGE} />;
}
