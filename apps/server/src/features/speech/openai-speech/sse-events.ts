import type { OpenAiSpeechStreamEvent, OpenAiStreamError, OpenAiTranscriptionStreamEvent } from "@vocable/contract";
import type { AppError } from "#platform/errors";

const encoder = new TextEncoder();

/**
 * One server-sent event: its JSON on a single `data:` line (JSON.stringify escapes every line
 * break, so the data never spans lines), `event:` first when it is named, then the blank line that
 * ends it.
 */
export function sseEvent(data: OpenAiSpeechStreamEvent | OpenAiTranscriptionStreamEvent | OpenAiStreamError, event?: "error"): Uint8Array {
  return encoder.encode(`${event ? `event: ${event}\n` : ""}data: ${JSON.stringify(data)}\n\n`);
}

/** A comment: every SSE reader skips it; it keeps a connection that waits from looking idle to proxies. */
export const SSE_KEEP_ALIVE = encoder.encode(": keep-alive\n\n");

/** The content type of an event stream, as OpenAI sends it. */
export const SSE_CONTENT_TYPE = "text/event-stream; charset=utf-8";

/**
 * The event that ends an OpenAI-shaped stream the server could not finish: named `error`, with
 * OpenAI's error object (the `openai` package's stream reader throws it as an APIError carrying
 * this message and code). The code and message are the ones the HTTP answer would have had.
 */
export function openAiErrorEvent(err: AppError): Uint8Array {
  return sseEvent({ type: "error", error: { type: err.status >= 500 ? "server_error" : "invalid_request_error", code: err.code, message: err.message, param: null } }, "error");
}
