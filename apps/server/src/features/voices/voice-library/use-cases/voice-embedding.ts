import { embedSpeaker, previewTextFor, type VoiceRendering } from "@vocable/speech";
import type { AppDeps } from "#platform/app-env";

/**
 * The speaker embedding of a voice as it speaks (x-vector of its preview sentence): what
 * similar-voice search compares an uploaded sample with.
 */
export async function voiceEmbedding(deps: Pick<AppDeps, "speech">, voice: { id: string; name: string; language: string; rendering?: VoiceRendering }): Promise<number[]> {
  const said = await deps.speech.synthesize({ text: previewTextFor(voice.language, voice.name), voiceId: voice.id, rendering: voice.rendering, owner: "voice-library" });
  return Array.from(await embedSpeaker(said.samples, said.sampleRate));
}
