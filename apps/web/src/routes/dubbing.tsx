import { ContentPage } from "#features/marketing/public-site/components/content-page";
import { DUBBING_PAGE } from "#features/marketing/public-site/content/planned-pages";

/** /dubbing: planned, not available. */
export default function DubbingRoute() {
  return <ContentPage page={DUBBING_PAGE} />;
}
