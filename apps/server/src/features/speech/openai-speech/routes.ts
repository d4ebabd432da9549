import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { ErrorBody, OpenAiSpeechRequest, OpenAiSpeechStreamEvent } from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError } from "#platform/openapi";
import { speechHeaders, streamingBody } from "#features/speech/tts/responses";
import { startSpeech } from "#features/speech/tts/use-cases/start-speech";
import { speechEventsBody } from "./speech-events";
import { SSE_CONTENT_TYPE } from "./sse-events";
import { IGNORED_INSTRUCTIONS_HEADER, toSpeechRequest } from "./use-cases/to-speech-request";

const speech = createRoute({
  method: "post",
  path: "/v1/audio/speech",
  tags: ["openai compatible"],
  security: apiKeySecurity,
  summary: "OpenAI's speech API (audio.speech.create): the audio streams as it is made; charged and kept in the history like text to speech",
  request: { body: jsonBody(OpenAiSpeechRequest) },
  responses: {
    200: {
      content: { "audio/mpeg": { schema: z.string().meta({ format: "binary" }) }, "text/event-stream": { schema: OpenAiSpeechStreamEvent } },
      description:
        'Audio in the response_format; with `stream_format: "sse"`, server-sent events instead: `speech.audio.delta` (the next audio bytes in base64), then `speech.audio.done` (its usage is 0 tokens: Vocable charges characters, see `character-cost`), or an `error` event if the server had to stop. `x-vocable-ignored-instructions` (percent-encoded) names the `instructions` the engines did not apply: all of them, as none takes speaking instructions',
    },
    400: json(ErrorBody, "Unknown voice or model, or a format the server does not make"),
    429: json(ErrorBody, "The speech engines are busy"),
    ...notFoundError,
    ...commonErrors,
  },
});

/** OpenAI-compatible speech (issue 10 §4): the `openai` package's audio.speech.create works unchanged. */
export function openAiSpeechRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(speech, async (c) => {
    const request = toSpeechRequest(c.req.valid("json"));
    const started = await startSpeech(deps, c.get("principal"), { ...request, requestId: c.get("requestId"), streaming: true, signal: c.req.raw.signal });
    const ignored: Record<string, string> = request.ignoredInstructions ? { [IGNORED_INSTRUCTIONS_HEADER]: request.ignoredInstructions } : {};
    if (request.streamFormat === "sse") {
      return c.body(speechEventsBody(started, deps.log), 200, { ...speechHeaders(started, c.get("requestId"), SSE_CONTENT_TYPE), ...ignored });
    }
    return c.body(streamingBody(started, deps.log, (audio) => audio), 200, { ...speechHeaders(started, c.get("requestId"), started.format.contentType), ...ignored });
  });
  return app;
}
