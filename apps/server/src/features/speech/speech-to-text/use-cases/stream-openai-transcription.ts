import type { AppDeps, Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { openAiErrorEvent, sseEvent, SSE_KEEP_ALIVE } from "#features/speech/openai-speech/sse-events";
import type { TranscriptRow } from "../repo";
import { waitForTranscript } from "./get-transcript";
import { toOpenAiTranscription } from "./to-openai-transcription";

/** The response formats OpenAI streams (its streaming models answer json or text only); the others are refused with stream=true. */
export const STREAMED_RESPONSE_FORMATS = ["json", "text"] as const;

/** How often a comment goes out while the recogniser works, well inside proxies' idle timeouts. */
const KEEP_ALIVE_MS = 15_000;

/**
 * A completed transcript's text as `transcript.text.delta` pieces: one per segment, the segments
 * of verbose_json (sentences of at most 30 s and 200 characters), each cut from the text itself
 * (so the pieces join to exactly the text), a later one starting with the space before it.
 */
export function transcriptDeltas(row: TranscriptRow): string[] {
  const text = row.text;
  const verbose = toOpenAiTranscription(row, "verbose_json", ["segment"]);
  const segments = typeof verbose === "object" && "segments" in verbose ? (verbose.segments ?? []) : [];
  const deltas: string[] = [];
  let cut = 0;
  let cursor = 0;
  for (const segment of segments.slice(0, -1)) {
    for (const word of segment.text.trim().split(" ")) {
      const at = text.indexOf(word, cursor);
      // A segment the text does not hold word for word: the rest goes out as one piece.
      if (at < 0) return finish();
      cursor = at + word.length;
    }
    deltas.push(text.slice(cut, cursor));
    cut = cursor;
  }
  return finish();

  function finish() {
    if (cut < text.length) deltas.push(text.slice(cut));
    return deltas;
  }
}

/**
 * The `stream=true` answer of POST /v1/audio/transcriptions for a queued transcript: OpenAI's
 * server-sent events. The recognition job records no text before it ends (the whole text is
 * punctuated and cased at the end), so the deltas are the finished transcript's segments, sent
 * together when it completes; until then a comment every 15 s keeps the connection open. Then
 * `transcript.text.done` with the whole text (no `usage`: OpenAI's is tokens, and Vocable meters
 * seconds of audio). A failed recognition ends with an `error` event (the 502 the other formats
 * answer). A client that leaves stops only the waiting: the job goes on and the transcript stays
 * readable by its id, as without stream.
 */
export function streamOpenAiTranscription(deps: Pick<AppDeps, "db" | "log">, principal: Principal, id: string, signal: AbortSignal): ReadableStream<Uint8Array> {
  let timer: NodeJS.Timeout | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      timer = setInterval(() => {
        try {
          controller.enqueue(SSE_KEEP_ALIVE);
        } catch {
          // the stream ended between two ticks
        }
      }, KEEP_ALIVE_MS);
    },
    async pull(controller) {
      let events: Uint8Array[];
      try {
        // The request's signal aborts when the client leaves, which ends the waiting.
        events = transcriptEvents(await waitForTranscript(deps.db, principal, id, signal));
      } catch (err) {
        clearInterval(timer);
        if (signal.aborted) return;
        if (!(err instanceof AppError)) deps.log.error("an OpenAI transcription stream failed", err);
        events = [openAiErrorEvent(err instanceof AppError ? err : new AppError("internal_error", 500, "Something went wrong, please try again later."))];
      }
      clearInterval(timer);
      try {
        for (const event of events) controller.enqueue(event);
        controller.close();
      } catch {
        // cancelled while the last query ran: nobody is reading
      }
    },
    cancel() {
      clearInterval(timer);
    },
  });
}

/** The events of a transcript that is no longer processing. */
function transcriptEvents(done: TranscriptRow): Uint8Array[] {
  if (done.status === "failed") return [openAiErrorEvent(new AppError("recognition_failed", 502, `The recogniser failed: ${done.error ?? "no reason given"}`))];
  return [...transcriptDeltas(done).map((delta) => sseEvent({ type: "transcript.text.delta", delta })), sseEvent({ type: "transcript.text.done", text: done.text })];
}
