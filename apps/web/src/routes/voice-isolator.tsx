import { ContentPage } from "#features/marketing/public-site/components/content-page";
import { VOICE_ISOLATOR_PAGE } from "#features/marketing/public-site/content/product-pages";

/** /voice-isolator: noise removal through the audio isolation API. */
export default function VoiceIsolatorRoute() {
  return <ContentPage page={VOICE_ISOLATOR_PAGE} />;
}
