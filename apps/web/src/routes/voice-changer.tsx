import { ContentPage } from "#features/marketing/public-site/components/content-page";
import { VOICE_CHANGER_PAGE } from "#features/marketing/public-site/content/product-pages";

/** /voice-changer: speech to speech, and what the built-in engine really does. */
export default function VoiceChangerRoute() {
  return <ContentPage page={VOICE_CHANGER_PAGE} />;
}
