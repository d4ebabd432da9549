import { ContentPage } from "#features/marketing/public-site/components/content-page";
import { TEXT_TO_SPEECH_PAGE } from "#features/marketing/public-site/content/product-pages";

/** /text-to-speech: the text to speech product. */
export default function TextToSpeechRoute() {
  return <ContentPage page={TEXT_TO_SPEECH_PAGE} />;
}
