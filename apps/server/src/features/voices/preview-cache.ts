import type { SpeechService } from "@vocable/speech";
import type { FileStorage } from "../../platform/storage/file-storage";

/** Renders each voice's preview once, keeps it in file storage, and shares in-flight renders. */
export function createPreviewCache(deps: { storage: FileStorage; speech: SpeechService }) {
  const inFlight = new Map<string, Promise<Uint8Array>>();
  const key = (voiceId: string) => `previews/${voiceId}.mp3`;

  async function render(voiceId: string): Promise<Uint8Array> {
    const cached = await deps.storage.get(key(voiceId));
    if (cached) return cached;
    const audio = await deps.speech.renderPreview(voiceId);
    await deps.storage.put(key(voiceId), audio);
    return audio;
  }

  function get(voiceId: string): Promise<Uint8Array> {
    let pending = inFlight.get(voiceId);
    if (!pending) {
      pending = render(voiceId).finally(() => inFlight.delete(voiceId));
      inFlight.set(voiceId, pending);
    }
    return pending;
  }

  return { get };
}

export type PreviewCache = ReturnType<typeof createPreviewCache>;
