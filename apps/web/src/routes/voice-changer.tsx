import { ContentPage } from "#features/marketing/public-site/components/content-page";
import { VOICE_CHANGER_PAGE } from "#features/marketing/public-site/content/planned-pages";

/** /voice-changer: planned, not available. */
export default function VoiceChangerRoute() {
  return <ContentPage page={VOICE_CHANGER_PAGE} />;
}
