import type { SpeechService } from "@vocable/speech";
import { AppError } from "../../platform/errors";
import { storedSource, type ByteSource } from "../../platform/storage/byte-source";
import type { FileStorage } from "../../platform/storage/file-storage";

/** Renders each voice's preview once, keeps it in file storage, and shares in-flight renders. */
export function createPreviewCache(deps: { storage: FileStorage; speech: SpeechService }) {
  const inFlight = new Map<string, Promise<void>>();
  const key = (voiceId: string) => `previews/${voiceId}.mp3`;

  async function render(voiceId: string): Promise<void> {
    if (await deps.storage.exists(key(voiceId))) return;
    const audio = await deps.speech.renderPreview(voiceId);
    await deps.storage.put(key(voiceId), audio, { contentType: "audio/mpeg" });
  }

  /** Makes sure the voice's preview is in storage, rendering it at most once at a time. */
  function ensure(voiceId: string): Promise<void> {
    let pending = inFlight.get(voiceId);
    if (!pending) {
      pending = render(voiceId).finally(() => inFlight.delete(voiceId));
      inFlight.set(voiceId, pending);
    }
    return pending;
  }

  /** The voice's preview MP3 as a streamable, range-addressable file, rendered first if missing. */
  async function source(voiceId: string): Promise<ByteSource> {
    let found = await storedSource(deps.storage, key(voiceId));
    if (!found) {
      await ensure(voiceId);
      found = await storedSource(deps.storage, key(voiceId));
    }
    if (!found) throw new AppError("voice_not_found", 404, `The preview of voice ${voiceId} is not available.`);
    return found;
  }

  return { ensure, source };
}

export type PreviewCache = ReturnType<typeof createPreviewCache>;
