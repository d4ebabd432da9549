import { CollectionsPage } from "#features/voices/voice-collections/components/collections-page";

/** /app/voice-lab/collections (`?collection=<id>` opens one) */
export default function VoiceCollectionsRoute() {
  return <CollectionsPage />;
}
