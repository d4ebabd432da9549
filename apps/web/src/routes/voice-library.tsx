import { ContentPage } from "#features/marketing/public-site/components/content-page";
import { VOICE_LIBRARY_PAGE } from "#features/marketing/public-site/content/product-pages";

/** /voice-library: the server's shared voice library (the app's own is /app/voice-library). */
export default function VoiceLibraryRoute() {
  return <ContentPage page={VOICE_LIBRARY_PAGE} />;
}
