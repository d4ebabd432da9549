import { ContentPage } from "#features/marketing/public-site/components/content-page";
import { VOICE_CLONING_PAGE } from "#features/marketing/public-site/content/product-pages";

/** /voice-cloning: instant and professional cloning, and voice design. */
export default function VoiceCloningRoute() {
  return <ContentPage page={VOICE_CLONING_PAGE} />;
}
