import { AppError } from "#platform/errors";
import type { CharacterAlignment } from "@vocable/contract";
import { emptyAlignment, type SpeechChunk } from "@vocable/speech";
import type { Logger } from "#platform/logger";
import type { StartedSpeech } from "./use-cases/start-speech";
import type { StopReason } from "./use-cases/speech-errors";

/** The headers every text-to-speech answer carries. */
export function speechHeaders(speech: StartedSpeech, requestId: string, contentType: string): Record<string, string> {
  const headers: Record<string, string> = {
    "content-type": contentType,
    "request-id": requestId,
    "character-cost": String(speech.cost),
    "cache-control": "no-store",
  };
  if (speech.historyItemId) headers["history-item-id"] = speech.historyItemId;
  // Honest engines: phoneme rules this voice can only approximate are named (URI-encoded, comma-separated).
  if (speech.approximatedRules.length > 0) headers["pronunciation-approximated"] = speech.approximatedRules.map(encodeURIComponent).join(",");
  // ...and the rules a remote or neural voice does not apply at all (it reads the text as given).
  if (speech.unappliedRules.length > 0) headers["pronunciation-not-applied"] = speech.unappliedRules.map(encodeURIComponent).join(",");
  // ...and the v3 audio tags this voice does not perform: removed before synthesis, never spoken.
  if (speech.unperformedAudioTags.length > 0) headers["audio-tags-not-performed"] = speech.unperformedAudioTags.map(encodeURIComponent).join(",");
  // ...and the request's parameters its engine does not apply (names such as `stability,seed`).
  if (speech.unappliedParameters.length > 0) headers["parameters-not-applied"] = speech.unappliedParameters.join(",");
  return headers;
}

/**
 * Runs the generation to its end and keeps it; any failure, or the client leaving (`signal`),
 * stops it, which refunds it: nothing was sent yet.
 */
export async function runToEnd(speech: StartedSpeech, signal: AbortSignal) {
  const onAbort = () => void speech.stop("client_gone").catch(() => {});
  signal.addEventListener("abort", onAbort, { once: true });
  try {
    while (await speech.next());
    await speech.complete();
  } catch (err) {
    await speech.stop(signal.aborted ? "client_gone" : "failed");
    throw err;
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
}

/**
 * A body that sends each piece as soon as it exists. `encode` turns a piece into the bytes sent
 * (raw audio, or a JSON line). A client that goes away stops the synthesis and pays for what was
 * sent. A generation stopped by the server (shutdown) or failing mid-way is refunded and ends the
 * body with `errorLine` when the format can carry one (an error in the ElevenLabs shape, then the
 * end), else with an error (the connection is reset, so no client mistakes it for a complete answer).
 */
export function streamingBody(
  speech: StartedSpeech,
  log: Logger,
  encode: (audio: Uint8Array, alignment: CharacterAlignment | null, chunk: SpeechChunk | null) => Uint8Array | null,
  errorLine?: (reason: StopReason, err: unknown) => Uint8Array,
): ReadableStream<Uint8Array> {
  let controllerRef: ReadableStreamDefaultController<Uint8Array> | undefined;
  const fail = (reason: StopReason, err: unknown) => {
    if (!controllerRef) return;
    const controller = controllerRef;
    controllerRef = undefined;
    try {
      // A format with an error line ends with it, closed normally: a reset would lose the line in
      // the socket's buffer, and the line itself tells the client the answer is not complete.
      if (errorLine) {
        controller.enqueue(errorLine(reason, err));
        controller.close();
      } else {
        controller.error(err);
      }
    } catch {
      // already closed or errored
    }
  };
  speech.onStopped((reason) => fail(reason, new Error(`text-to-speech stream stopped: ${reason}`)));
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controllerRef = controller;
    },
    async pull(controller) {
      try {
        // Until there is something to send: a pull that enqueues nothing is not called again, and
        // an encoder may hold a piece's bytes back (ffmpeg's Opus waits for whole pages).
        for (;;) {
          const piece = await speech.next();
          if (!piece) {
            await speech.complete();
            controllerRef = undefined;
            controller.close();
            return;
          }
          const bytes = encode(piece.audio, piece.chunk?.alignment ?? null, piece.chunk);
          if (bytes && bytes.length > 0) {
            controller.enqueue(bytes);
            return;
          }
        }
      } catch (err) {
        if (controllerRef) log.error("text-to-speech stream failed", err);
        await speech.stop("failed").catch(() => {});
        fail("failed", err);
      }
    },
    async cancel() {
      controllerRef = undefined;
      await speech.stop("client_gone");
    },
  });
}

const encoder = new TextEncoder();

/**
 * One line of the `/stream/with-timestamps` answer: `{"audio_base64", "alignment", "normalized_alignment"}`
 * (and the `extra` fields) then a blank line.
 */
export function timestampLine(audio: Uint8Array, alignment: CharacterAlignment | null, extra: Record<string, unknown> = {}): Uint8Array | null {
  if (audio.length === 0 && !alignment) return null;
  const a = alignment ?? emptyAlignment();
  const line = JSON.stringify({ audio_base64: Buffer.from(audio).toString("base64"), alignment: a, normalized_alignment: a, ...extra });
  return encoder.encode(`${line}\n\n`);
}

/** The last line of a `/stream/with-timestamps` answer that the server had to stop: an error in the ElevenLabs shape. */
export function timestampErrorLine(reason: StopReason, err?: unknown): Uint8Array {
  const detail =
    reason === "shutdown"
      ? { status: "server_shutting_down", message: "The server is restarting and stopped this generation; it was not charged. Please try again." }
      : err instanceof AppError
        ? { status: err.code, message: err.message }
        : { status: "generation_failed", message: "The generation failed and was not charged." };
  return encoder.encode(`${JSON.stringify({ detail })}\n\n`);
}

/**
 * The `/with-timestamps` answer, `{"audio_base64": …, "alignment": …, "normalized_alignment": …}`,
 * streamed: the audio is base64-encoded from its file as it is read, never held whole.
 */
export function timestampsJsonBody(audio: ReadableStream<Uint8Array>, alignment: CharacterAlignment, extra: Record<string, unknown> = {}): ReadableStream<Uint8Array> {
  const reader = audio.getReader();
  let carry = new Uint8Array(0);
  let stage: "head" | "audio" | "done" = "head";
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (stage === "head") {
        stage = "audio";
        controller.enqueue(encoder.encode('{"audio_base64":"'));
        return;
      }
      if (stage === "done") return;
      const { done, value } = await reader.read();
      if (!done) {
        // Encode whole 3-byte groups; carry the rest so the base64 has no padding mid-way.
        const joined = carry.length > 0 ? Buffer.concat([carry, value]) : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
        const whole = joined.length - (joined.length % 3);
        carry = Uint8Array.from(joined.subarray(whole));
        if (whole > 0) controller.enqueue(encoder.encode(joined.subarray(0, whole).toString("base64")));
        return;
      }
      stage = "done";
      const json = JSON.stringify(alignment);
      const rest = Object.entries(extra).map(([key, value]) => `,${JSON.stringify(key)}:${JSON.stringify(value)}`).join("");
      controller.enqueue(encoder.encode(`${Buffer.from(carry).toString("base64")}","alignment":${json},"normalized_alignment":${json}${rest}}`));
      controller.close();
    },
    async cancel() {
      await reader.cancel();
    },
  });
}
