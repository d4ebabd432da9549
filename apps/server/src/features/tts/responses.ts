import type { CharacterAlignment } from "@vocable/contract";
import type { Logger } from "../../platform/logger";
import type { StartedSpeech } from "./use-cases/start-speech";

const EMPTY_ALIGNMENT = (): CharacterAlignment => ({ characters: [], character_start_times_seconds: [], character_end_times_seconds: [] });

/** The headers every text-to-speech answer carries. */
export function speechHeaders(speech: StartedSpeech, requestId: string, contentType: string): Record<string, string> {
  const headers: Record<string, string> = {
    "content-type": contentType,
    "request-id": requestId,
    "character-cost": String(speech.cost),
    "cache-control": "no-store",
  };
  if (speech.historyItemId) headers["history-item-id"] = speech.historyItemId;
  return headers;
}

/** Runs the generation to its end and keeps it; any failure stops it and refunds if nothing was made. */
export async function runToEnd(speech: StartedSpeech) {
  try {
    while (await speech.next());
    await speech.finish();
  } catch (err) {
    await speech.abort();
    throw err;
  }
}

/**
 * A body that sends each piece as soon as it exists. `encode` turns a piece into the bytes sent
 * (raw audio, or a JSON line). A client that goes away stops the synthesis.
 */
export function streamingBody(
  speech: StartedSpeech,
  log: Logger,
  encode: (audio: Uint8Array, alignment: CharacterAlignment | null) => Uint8Array | null,
): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const piece = await speech.next();
        if (!piece) {
          await speech.finish();
          controller.close();
          return;
        }
        const bytes = encode(piece.audio, piece.chunk?.alignment ?? null);
        if (bytes && bytes.length > 0) controller.enqueue(bytes);
      } catch (err) {
        log.error("text-to-speech stream failed", err);
        await speech.abort().catch(() => {});
        controller.error(err);
      }
    },
    async cancel() {
      await speech.abort();
    },
  });
}

const encoder = new TextEncoder();

/** One line of the `/stream/with-timestamps` answer: `{"audio_base64", "alignment", "normalized_alignment"}` then a blank line. */
export function timestampLine(audio: Uint8Array, alignment: CharacterAlignment | null): Uint8Array | null {
  if (audio.length === 0 && !alignment) return null;
  const a = alignment ?? EMPTY_ALIGNMENT();
  const line = JSON.stringify({ audio_base64: Buffer.from(audio).toString("base64"), alignment: a, normalized_alignment: a });
  return encoder.encode(`${line}\n\n`);
}
