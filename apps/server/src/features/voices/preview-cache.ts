import type { SpeechService } from "@vocable/speech";
import type { Logger } from "../../platform/logger";
import type { FileStorage } from "../../platform/storage/file-storage";
import { listVoices } from "./catalogue";

/** Renders each voice's preview once, keeps it in file storage, and shares in-flight renders. */
export function createPreviewCache(deps: { storage: FileStorage; speech: SpeechService; log: Logger }) {
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

  /** Renders every missing preview one at a time, so start-up work never crowds out requests. */
  async function warm(signal?: AbortSignal): Promise<void> {
    for (const voice of listVoices()) {
      if (signal?.aborted) return;
      try {
        await get(voice.voiceId);
      } catch (err) {
        if (signal?.aborted) return;
        deps.log.warn(`could not render the preview of voice ${voice.voiceId}`, err);
      }
    }
  }

  return { get, warm };
}

export type PreviewCache = ReturnType<typeof createPreviewCache>;
