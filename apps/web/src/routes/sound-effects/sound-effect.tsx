import { useParams } from "react-router";
import { PublicSoundEffectPage } from "#features/speech/sound-effects/components/public-sound-effect-page";

/** /sound-effects/:slug: a published sound effect's public page (no account). */
export default function SoundEffectRoute() {
  const { slug = "" } = useParams();
  return <PublicSoundEffectPage key={slug} slug={slug} />;
}
