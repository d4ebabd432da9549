import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { ErrorBody, ResourceId, SpeechToSpeechForm, SpeechToSpeechQuery } from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, AppEnv, Principal } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, notFoundError, uploadBody } from "#platform/openapi";
import { withUploadForm } from "#platform/uploads/read-upload-form";
import { convertSpeech, type ConvertedAudio } from "./use-cases/convert-speech";

const tags = ["speech to speech"];
const VoiceParams = z.object({ voice_id: ResourceId });
const audio = (description: string) => ({ content: { "audio/mpeg": { schema: z.string().meta({ format: "binary" }) } }, description });
const errors = {
  400: json(ErrorBody, "Not accepted audio (type, damaged, too long), no speech in it, or a model that cannot convert"),
  413: json(ErrorBody, "The file is larger than MAX_UPLOAD_BYTES"),
  415: json(ErrorBody, "Not a multipart form"),
  503: json(ErrorBody, "No voice-conversion engine is installed"),
  ...commonErrors,
  ...notFoundError,
} as const;
const NOTE =
  "Charged 1,000 characters a minute of the audio sent. The built-in voice changer (vocable_voice_changer) is an approximation: it recognises the words and re-speaks them in the target voice at the source's timing and pitch; an ElevenLabs engine, when the operator configures one, converts for real.";

const convert = createRoute({
  method: "post", path: "/v1/speech-to-speech/{voice_id}", tags, security: apiKeySecurity,
  summary: `Speak the audio's words in another voice (speechToSpeech.convert). ${NOTE}`,
  request: { params: VoiceParams, query: SpeechToSpeechQuery, body: uploadBody(SpeechToSpeechForm) },
  responses: { 200: audio("The converted speech"), ...errors },
});
const stream = createRoute({
  method: "post", path: "/v1/speech-to-speech/{voice_id}/stream", tags, security: apiKeySecurity,
  summary: `The same, the answer streamed as it is sent (speechToSpeech.stream). ${NOTE}`,
  request: { params: VoiceParams, query: SpeechToSpeechQuery, body: uploadBody(SpeechToSpeechForm) },
  responses: { 200: audio("The converted speech, streamed"), ...errors },
});

/** The answer's headers: the type, the request, the charge, the item and the engine that converted. */
function headersOf(converted: ConvertedAudio, requestId: string): Record<string, string> {
  return {
    "content-type": converted.format.contentType,
    "request-id": requestId,
    "character-cost": String(converted.characterCost),
    "voice-conversion-engine": converted.engineId,
    "cache-control": "no-store",
    ...(converted.historyItemId ? { "history-item-id": converted.historyItemId } : {}),
  };
}

/** Pieces of at most this many bytes: the stream route sends the audio as a stream, not one write. */
const STREAM_PIECE_BYTES = 16 * 1024;

/** Speech to speech in the ElevenLabs shape (issue 27 §1), through the registry's voice changers. */
export function speechToSpeechRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const run = (request: Request, principal: Principal, voiceId: string, query: SpeechToSpeechQuery, requestId: string) =>
    withUploadForm(request, { fileFields: ["audio"], maxBytes: deps.config.uploads.maxBytes }, (form) => convertSpeech(deps, principal, { voiceId, form, query, requestId, signal: request.signal }));
  app.openapi(convert, async (c) => {
    const converted = await run(c.req.raw, c.get("principal"), c.req.valid("param").voice_id, c.req.valid("query"), c.get("requestId"));
    return c.body(new Uint8Array(converted.bytes), 200, { ...headersOf(converted, c.get("requestId")), "content-length": String(converted.bytes.length) });
  });
  app.openapi(stream, async (c) => {
    const converted = await run(c.req.raw, c.get("principal"), c.req.valid("param").voice_id, c.req.valid("query"), c.get("requestId"));
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= converted.bytes.length) return controller.close();
        controller.enqueue(converted.bytes.subarray(offset, offset + STREAM_PIECE_BYTES));
        offset += STREAM_PIECE_BYTES;
      },
    });
    return c.body(body, 200, headersOf(converted, c.get("requestId")));
  });
  return app;
}
