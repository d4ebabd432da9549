import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { ErrorBody, OpenAiTranscription, OpenAiTranscriptionForm, OpenAiTranscriptionStreamEvent, OpenAiVerboseTranscription } from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { AppError, ValidationError, validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, uploadBody } from "#platform/openapi";
import { readUploadForm } from "#platform/uploads/read-upload-form";
import { SSE_CONTENT_TYPE } from "#features/speech/openai-speech/sse-events";
import { NO_OPTIONS } from "./transcript-options";
import { createTranscription } from "./use-cases/create-transcription";
import { formFlag, refuse } from "./use-cases/form-fields";
import { waitForTranscript } from "./use-cases/get-transcript";
import { STREAMED_RESPONSE_FORMATS, streamOpenAiTranscription } from "./use-cases/stream-openai-transcription";
import { toOpenAiTranscription, OPENAI_RESPONSE_FORMATS, type OpenAiResponseFormat } from "./use-cases/to-openai-transcription";

const transcriptions = createRoute({
  method: "post", path: "/v1/audio/transcriptions", tags: ["openai compatible"], security: apiKeySecurity,
  summary: "OpenAI's transcription API (audio.transcriptions.create): json, text, srt, verbose_json (words and segments) or vtt, or with stream=true (json and text) server-sent events; kept as a transcript",
  request: { body: uploadBody(OpenAiTranscriptionForm) },
  responses: {
    200: {
      content: {
        "application/json": { schema: z.union([OpenAiTranscription, OpenAiVerboseTranscription]) },
        "text/plain": { schema: z.string() },
        "text/event-stream": { schema: OpenAiTranscriptionStreamEvent },
      },
      description:
        "The transcription in the response_format; with stream=true, server-sent events: `transcript.text.delta` (the text segment by segment, sent when the transcript is complete), then `transcript.text.done` with the whole text, or an `error` event if the recogniser failed",
    },
    400: json(ErrorBody, "Not accepted audio, a model or language nothing installed recognises, or stream=true with a response_format other than json or text"),
    413: json(ErrorBody, "The file is larger than MAX_UPLOAD_BYTES"),
    415: json(ErrorBody, "Not a multipart form"),
    502: json(ErrorBody, "The recogniser failed"),
    503: json(ErrorBody, "No speech recognition engine is installed"),
    ...commonErrors,
  },
});

/** OpenAI-compatible transcription (issue 10 §4): the `openai` package's audio.transcriptions.create works unchanged. */
export function openAiTranscriptionRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(transcriptions, async (c) => {
    const principal = c.get("principal");
    const signal = c.req.raw.signal;
    const form = await readUploadForm(c.req.raw, { fileFields: ["file"], maxBytes: deps.config.uploads.maxBytes });
    let id: string;
    let format: OpenAiResponseFormat;
    let granularities: string[];
    let stream: boolean;
    try {
      const { fields } = form;
      const model = fields.model?.trim();
      if (!model) throw new ValidationError([{ loc: ["body", "model"], msg: "Field required: a model such as whisper-1.", type: "missing" }]);
      format = (fields.response_format || "json") as OpenAiResponseFormat;
      if (!OPENAI_RESPONSE_FORMATS.includes(format)) throw new ValidationError([{ loc: ["body", "response_format"], msg: `Use one of ${OPENAI_RESPONSE_FORMATS.join(", ")}.`, type: "enum" }]);
      granularities = (fields["timestamp_granularities[]"] ?? "segment").split(",").filter(Boolean);
      if (granularities.some((g) => g !== "word" && g !== "segment")) {
        throw new ValidationError([{ loc: ["body", "timestamp_granularities[]"], msg: "Use word and/or segment.", type: "enum" }]);
      }
      stream = formFlag(fields, "stream");
      // As OpenAI's streaming models: events carry text only, so the formats with timings are not streamed.
      if (stream && !(STREAMED_RESPONSE_FORMATS as readonly string[]).includes(format)) {
        throw refuse("response_format", `'${format}' is not compatible with stream=true. Use 'json' or 'text', or leave stream out.`);
      }
      const row = await createTranscription(
        deps,
        principal,
        form,
        { modelId: model.slice(0, 64), languageCode: fields.language || undefined, granularity: "word", rawPcm16k: false, notifyWebhooks: false, early: false, options: NO_OPTIONS },
        { requestId: c.get("requestId"), signal },
      );
      id = row.id;
    } finally {
      await form.dispose();
    }
    if (stream) return c.body(streamOpenAiTranscription(deps, principal, id, signal), 200, { "content-type": SSE_CONTENT_TYPE, "cache-control": "no-store" });
    const done = await waitForTranscript(deps.db, principal, id, signal);
    if (done.status === "failed") throw new AppError("recognition_failed", 502, `The recogniser failed: ${done.error ?? "no reason given"}`);
    const answer = toOpenAiTranscription(done, format, granularities);
    return typeof answer === "string" ? c.text(answer, 200, { "content-type": format === "vtt" ? "text/vtt; charset=utf-8" : "text/plain; charset=utf-8" }) : c.json(answer, 200);
  });
  return app;
}
