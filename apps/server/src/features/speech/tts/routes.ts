import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { AudioEffectsCatalog, AudioWithTimestamps, ErrorBody, TextToSpeechQuery, TextToSpeechRequest, VoiceIdParams } from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError } from "#platform/openapi";
import { runToEnd, speechHeaders, streamingBody, timestampErrorLine, timestampLine, timestampsJsonBody } from "./responses";
import { startSpeech } from "./use-cases/start-speech";

const tags = ["text to speech"];
const request = {
  params: VoiceIdParams,
  query: TextToSpeechQuery,
  body: jsonBody(TextToSpeechRequest),
};
const audioResponse = { content: { "audio/mpeg": { schema: z.string().meta({ format: "binary" }) } }, description: "Audio in the requested output_format" };
const errors = {
  ...commonErrors,
  ...notFoundError,
  400: json(ErrorBody, "Text too long or unknown model"),
  429: json(ErrorBody, "The speech engines are busy"),
};

const convert = createRoute({ method: "post", path: "/v1/text-to-speech/{voice_id}", tags, security: apiKeySecurity, summary: "Convert text to speech", request, responses: { 200: audioResponse, ...errors } });
const stream = createRoute({ method: "post", path: "/v1/text-to-speech/{voice_id}/stream", tags, security: apiKeySecurity, summary: "Convert text to speech, streaming the audio sentence by sentence", request, responses: { 200: audioResponse, ...errors } });
const withTimestamps = createRoute({ method: "post", path: "/v1/text-to-speech/{voice_id}/with-timestamps", tags, security: apiKeySecurity, summary: "Convert text to speech with character timings", request, responses: { 200: json(AudioWithTimestamps), ...errors } });
const streamWithTimestamps = createRoute({
  method: "post", path: "/v1/text-to-speech/{voice_id}/stream/with-timestamps", tags, security: apiKeySecurity,
  summary: "Stream JSON chunks of audio_base64 with character timings, one per line",
  request, responses: { 200: json(AudioWithTimestamps, "A stream of JSON objects separated by blank lines"), ...errors },
});
const effectsCatalog = createRoute({
  method: "get", path: "/v1/audio-effects/catalog", tags, security: apiKeySecurity,
  summary: "What audio_effects may name (audioEffects.getCatalog): empty, since no installed engine applies audio effects",
  responses: { 200: json(AudioEffectsCatalog), ...commonErrors },
});

export function ttsRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  /** The four routes share one request shape; this reads it and starts the generation. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any of the four route contexts
  const start = (c: Context<AppEnv, any, any>, streaming: boolean, exactTimings = false) => {
    const valid = <T>(target: "param" | "json" | "query") => c.req.valid(target as never) as T;
    return startSpeech(deps, c.get("principal"), {
      voiceId: valid<{ voice_id: string }>("param").voice_id,
      body: valid<TextToSpeechRequest>("json"),
      query: valid<TextToSpeechQuery>("query"),
      requestId: c.get("requestId"),
      streaming,
      exactTimings,
      signal: c.req.raw.signal,
    });
  };

  app.openapi(convert, async (c) => {
    const speech = await start(c, false);
    await runToEnd(speech, c.req.raw.signal);
    const headers = { ...speechHeaders(speech, c.get("requestId"), speech.format.contentType), "content-length": String(speech.audioBytes) };
    return c.body(speech.audioStream(), 200, headers);
  });

  app.openapi(stream, async (c) => {
    const speech = await start(c, true);
    const body = streamingBody(speech, deps.log, (audio) => audio);
    return c.body(body, 200, speechHeaders(speech, c.get("requestId"), speech.format.contentType));
  });

  app.openapi(withTimestamps, async (c) => {
    const speech = await start(c, false, true);
    await runToEnd(speech, c.req.raw.signal);
    const headers = speechHeaders(speech, c.get("requestId"), "application/json");
    return c.body(timestampsJsonBody(speech.audioStream(), speech.alignment), 200, headers) as never;
  });

  app.openapi(streamWithTimestamps, async (c) => {
    const speech = await start(c, true, true);
    const body = streamingBody(speech, deps.log, (audio, alignment) => timestampLine(audio, alignment), timestampErrorLine);
    return c.body(body, 200, speechHeaders(speech, c.get("requestId"), "application/json")) as never;
  });
  app.openapi(effectsCatalog, (c) => c.json({ filter_presets: [], environments: [], background_noises: [] }, 200));
  return app;
}
