import { ContentPage } from "#features/marketing/public-site/components/content-page";
import { TEXT_READER_PAGE } from "#features/marketing/public-site/content/product-pages";

/** /text-reader: long texts read aloud, and Audio Native. */
export default function TextReaderRoute() {
  return <ContentPage page={TEXT_READER_PAGE} />;
}
