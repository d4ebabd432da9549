import { AppError } from "#platform/errors";
import type { Logger } from "#platform/logger";
import { streamingBody } from "#features/speech/tts/responses";
import { stopError, type StopReason } from "#features/speech/tts/use-cases/speech-errors";
import type { StartedSpeech } from "#features/speech/tts/use-cases/start-speech";
import { openAiErrorEvent, sseEvent } from "./sse-events";

/** A piece of audio as a `speech.audio.delta` event: its bytes in base64, decodable on their own; nothing for an empty piece. */
export function speechAudioDelta(audio: Uint8Array): Uint8Array | null {
  if (audio.length === 0) return null;
  return sseEvent({ type: "speech.audio.delta", audio: Buffer.from(audio.buffer, audio.byteOffset, audio.byteLength).toString("base64") });
}

/**
 * The last event of a complete stream. OpenAI's schema requires token counts; Vocable counts no
 * tokens (it charges characters, named in the `character-cost` header), so they are 0 rather than
 * characters passed off as tokens.
 */
export function speechAudioDone(): Uint8Array {
  return sseEvent({ type: "speech.audio.done", usage: { input_tokens: 0, output_tokens: 0, total_tokens: 0 } });
}

/** The `error` event of a stream the server stopped (shutdown) or that failed: the error the other text-to-speech streams end with, in OpenAI's shape. */
export function speechErrorEvent(reason: StopReason, err: unknown): Uint8Array {
  return openAiErrorEvent(reason === "shutdown" ? stopError("shutdown") : err instanceof AppError ? err : stopError("failed"));
}

/**
 * The answer of `stream_format: "sse"`: the text-to-speech stream (its charging, a client leaving
 * and paying for what was sent, a failure refunded) with each piece as a `speech.audio.delta`
 * event and a failure as an `error` event, then `speech.audio.done` once the generation is kept.
 */
export function speechEventsBody(speech: StartedSpeech, log: Logger): ReadableStream<Uint8Array> {
  let failed = false;
  const events = streamingBody(speech, log, speechAudioDelta, (reason, err) => {
    failed = true;
    return speechErrorEvent(reason, err);
  });
  return endWith(events, () => (failed ? null : speechAudioDone()));
}

/**
 * `body`, then the bytes of `last()` when it ends normally. Read only as its reader asks (no
 * buffer of its own), so what counts as sent stays what the inner stream was asked for; cancelling
 * it cancels the inner stream.
 */
function endWith(body: ReadableStream<Uint8Array>, last: () => Uint8Array | null): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (!done) {
          controller.enqueue(value);
          return;
        }
        const tail = last();
        if (tail) controller.enqueue(tail);
        controller.close();
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
