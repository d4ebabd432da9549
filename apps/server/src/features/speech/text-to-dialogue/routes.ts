import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { AudioWithTimestampsAndVoiceSegments, ErrorBody, TextToDialogueQuery, TextToDialogueRequest } from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError } from "#platform/openapi";
import { runToEnd, speechHeaders, streamingBody, timestampErrorLine, timestampLine, timestampsJsonBody } from "#features/speech/tts/responses";
import type { DialogueChunk } from "./use-cases/dialogue-chunks";
import { startDialogue } from "./use-cases/start-dialogue";

const tags = ["text to dialogue"];
const request = { query: TextToDialogueQuery, body: jsonBody(TextToDialogueRequest) };
const audioResponse = { content: { "audio/mpeg": { schema: z.string().meta({ format: "binary" }) } }, description: "Audio in the requested output_format" };
const errors = { ...commonErrors, ...notFoundError, 400: json(ErrorBody, "A line cannot be spoken, or an option is refused"), 429: json(ErrorBody, "Busy, or over the tier's concurrency") };
const security = apiKeySecurity;
const convert = createRoute({
  method: "post", path: "/v1/text-to-dialogue", tags, security, request, responses: { 200: audioResponse, ...errors },
  summary: "Lines, each spoken by its voice, with a pause between them, as one audio file",
});
const stream = createRoute({
  method: "post", path: "/v1/text-to-dialogue/stream", tags, security, request, responses: { 200: audioResponse, ...errors },
  summary: "The dialogue's audio, streamed as it is spoken",
});
const withTimestamps = createRoute({
  method: "post", path: "/v1/text-to-dialogue/with-timestamps", tags, security, request, responses: { 200: json(AudioWithTimestampsAndVoiceSegments), ...errors },
  summary: "The dialogue's audio with character timings and one voice segment per line",
});
const streamWithTimestamps = createRoute({
  method: "post", path: "/v1/text-to-dialogue/stream/with-timestamps", tags, security, request,
  responses: { 200: json(AudioWithTimestampsAndVoiceSegments, "A stream of JSON objects separated by blank lines"), ...errors },
  summary: "JSON chunks of audio_base64 with character timings and the voice segment each covers, one per blank-line-separated line",
});

/** A stream-with-timestamps line of a dialogue: the TTS line with the stretch of the voice segment it covers. */
function dialogueLine(audio: Uint8Array, alignment: Parameters<typeof timestampLine>[1], chunk: unknown): Uint8Array | null {
  const segment = (chunk as DialogueChunk | null)?.segment;
  return timestampLine(audio, alignment, { voice_segments: segment ? [segment] : [] });
}

/** textToDialogue.convert, .stream, .convertWithTimestamps and .streamWithTimestamps. */
export function textToDialogueRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any of the four route contexts
  const start = (c: Context<AppEnv, any, any>, streaming: boolean, exactTimings = false) =>
    startDialogue(deps, c.get("principal"), {
      body: c.req.valid("json" as never) as TextToDialogueRequest,
      query: c.req.valid("query" as never) as TextToDialogueQuery,
      requestId: c.get("requestId"),
      streaming,
      exactTimings,
      signal: c.req.raw.signal,
    });

  app.openapi(convert, async (c) => {
    const { speech } = await start(c, false);
    await runToEnd(speech, c.req.raw.signal);
    return c.body(speech.audioStream(), 200, { ...speechHeaders(speech, c.get("requestId"), speech.format.contentType), "content-length": String(speech.audioBytes) });
  });
  app.openapi(stream, async (c) => {
    const { speech } = await start(c, true);
    return c.body(streamingBody(speech, deps.log, (audio) => audio), 200, speechHeaders(speech, c.get("requestId"), speech.format.contentType));
  });
  app.openapi(withTimestamps, async (c) => {
    const { speech, segments } = await start(c, false, true);
    await runToEnd(speech, c.req.raw.signal);
    const body = timestampsJsonBody(speech.audioStream(), speech.alignment, { voice_segments: segments() });
    return c.body(body, 200, speechHeaders(speech, c.get("requestId"), "application/json")) as never;
  });
  app.openapi(streamWithTimestamps, async (c) => {
    const { speech } = await start(c, true, true);
    const body = streamingBody(speech, deps.log, dialogueLine, timestampErrorLine);
    return c.body(body, 200, speechHeaders(speech, c.get("requestId"), "application/json")) as never;
  });
  return app;
}
