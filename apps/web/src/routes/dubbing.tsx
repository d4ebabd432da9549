import { ContentPage } from "#features/marketing/public-site/components/content-page";
import { DUBBING_PAGE } from "#features/marketing/public-site/content/product-pages";

/** /dubbing: video and audio dubbing, what it needs (a translation engine for another language) and what it costs. */
export default function DubbingRoute() {
  return <ContentPage page={DUBBING_PAGE} />;
}
