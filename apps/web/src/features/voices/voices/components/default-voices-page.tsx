import { AddToCollectionMenu } from "#features/voices/voice-collections/components/add-to-collection-menu";
import { VoiceCard } from "./voice-card";
import { VoicePagesList } from "./voice-pages-list";
import { VoicesTabs } from "./voices-tabs";
import { useSpeakWithVoice } from "../hooks/use-speak-with-voice";

/** The premade voices every workspace has, with preview, Use and "Collection". */
export function DefaultVoicesPage() {
  const speak = useSpeakWithVoice();
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-xl font-semibold">Voices</h1>
        <p className="max-w-2xl text-sm text-muted-foreground">The voices this server comes with, ready for text to speech.</p>
      </div>
      <VoicesTabs />
      <VoicePagesList
        voiceType="default"
        label="Default voices"
        empty={<p className="rounded-xl border border-dashed border-zinc-300 py-12 text-center text-sm text-muted-foreground dark:border-zinc-700">No default voices are installed.</p>}
        renderVoice={(voice) => <VoiceCard key={voice.voice_id} voice={voice} onUse={(v) => speak(v.voice_id)} actions={<AddToCollectionMenu voice={voice} />} />}
      />
    </div>
  );
}
