import type { SpeechService } from "@vocable/speech";
import { AppError } from "#platform/errors";
import { storedSource, type ByteSource } from "#platform/storage/byte-source";
import type { FileStorage } from "#platform/storage/file-storage";

/**
 * Renders each voice's preview once, keeps it in file storage, and shares in-flight renders. A
 * catalogue voice renders through the speech service's own preview; a workspace voice passes
 * `make` (its rendering speaks the preview text).
 */
export function createPreviewCache(deps: { storage: FileStorage; speech: SpeechService }) {
  const inFlight = new Map<string, Promise<void>>();
  const key = (voiceId: string) => `previews/${voiceId}.mp3`;

  type Make = () => Promise<Uint8Array>;

  async function render(voiceId: string, make?: Make): Promise<void> {
    if (await deps.storage.exists(key(voiceId))) return;
    const audio = await (make ? make() : deps.speech.renderPreview(voiceId));
    await deps.storage.put(key(voiceId), audio, { contentType: "audio/mpeg" });
  }

  /** Makes sure the voice's preview is in storage, rendering it at most once at a time. */
  function ensure(voiceId: string, make?: Make): Promise<void> {
    let pending = inFlight.get(voiceId);
    if (!pending) {
      pending = render(voiceId, make).finally(() => inFlight.delete(voiceId));
      inFlight.set(voiceId, pending);
    }
    return pending;
  }

  /** The voice's preview MP3 as a streamable, range-addressable file, rendered first if missing. */
  async function source(voiceId: string, make?: Make): Promise<ByteSource> {
    let found = await storedSource(deps.storage, key(voiceId));
    if (!found) {
      await ensure(voiceId, make);
      found = await storedSource(deps.storage, key(voiceId));
    }
    if (!found) throw new AppError("voice_not_found", 404, `The preview of voice ${voiceId} is not available.`);
    return found;
  }

  /** Forgets a workspace voice's preview (the voice changed or went). */
  async function remove(voiceId: string): Promise<void> {
    await deps.storage.delete(key(voiceId));
  }

  return { ensure, source, remove };
}

export type PreviewCache = ReturnType<typeof createPreviewCache>;
