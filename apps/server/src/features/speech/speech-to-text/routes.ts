import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { ErrorBody, ResourceId, SpeechToTextAccepted, SpeechToTextForm, StatusOk, Transcript, TranscriptList, TranscriptListQuery } from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, notFoundError, rangeHeader, uploadBody } from "#platform/openapi";
import { rangedResponse } from "#platform/ranged-response";
import { storedSource } from "#platform/storage/byte-source";
import { readUploadForm } from "#platform/uploads/read-upload-form";
import { AppError } from "#platform/errors";
import { presentTranscript, presentTranscriptExtras } from "./presenter";
import { createTranscription } from "./use-cases/create-transcription";
import { readTranscriptionFields, refuseQueryOptions } from "./use-cases/read-transcription-fields";
import { TRANSCRIPTION_LIST_FIELDS, TRANSCRIPTION_MAX_FIELDS } from "./use-cases/read-transcript-options";
import { deleteTranscript } from "./use-cases/delete-transcript";
import { fetchCloudAudio } from "./use-cases/fetch-cloud-audio";
import { getTranscript, waitForTranscript } from "./use-cases/get-transcript";
import { listTranscripts } from "./use-cases/list-transcripts";

const tags = ["speech to text"];
const idParam = z.object({ transcription_id: ResourceId });
const uploadErrors = {
  400: json(ErrorBody, "Not accepted audio (type, damaged, cut short, too long), or an option the installed engines cannot do"),
  413: json(ErrorBody, "The file is larger than MAX_UPLOAD_BYTES"),
  415: json(ErrorBody, "Not a multipart form"),
  503: json(ErrorBody, "No speech recognition engine is installed"),
} as const;

const convert = createRoute({
  method: "post", path: "/v1/speech-to-text", tags, security: apiKeySecurity,
  summary: "Transcribe an audio file (speechToText.convert): waits for the transcript, or with webhook=true or async=true answers at once with its id",
  request: {
    body: uploadBody(SpeechToTextForm),
    query: z.object({
      enable_logging: z.string().optional().meta({ description: "false (zero retention) is refused with 400: transcripts are kept until deleted" }),
      token: z.string().optional().meta({ description: "Single-use tokens are refused with 400; use xi-api-key" }),
    }),
  },
  responses: { 200: json(z.union([Transcript, SpeechToTextAccepted]), "The transcript, or the id of one being made"), 502: json(ErrorBody, "The recogniser failed"), ...uploadErrors, ...commonErrors },
});
const list = createRoute({
  method: "get", path: "/v1/speech-to-text/transcripts", tags, security: apiKeySecurity,
  summary: "List the caller's transcripts, newest first (Vocable: the web app's speech-to-text history)",
  request: { query: TranscriptListQuery }, responses: { 200: json(TranscriptList), 400: json(ErrorBody, "A cursor this server did not give"), ...commonErrors },
});
const getOne = createRoute({
  method: "get", path: "/v1/speech-to-text/transcripts/{transcription_id}", tags, security: apiKeySecurity,
  summary: "Get a transcript (speechToText.transcripts.get); while processing, its progress",
  request: { params: idParam }, responses: { 200: json(Transcript), ...notFoundError, ...commonErrors },
});
const remove = createRoute({
  method: "delete", path: "/v1/speech-to-text/transcripts/{transcription_id}", tags, security: apiKeySecurity,
  summary: "Delete a transcript and its audio (speechToText.transcripts.delete)",
  request: { params: idParam }, responses: { 200: json(StatusOk), ...notFoundError, ...commonErrors },
});
const audio = createRoute({
  method: "get", path: "/v1/speech-to-text/transcripts/{transcription_id}/audio", tags, security: apiKeySecurity,
  summary: "The transcript's audio as 16 kHz mono FLAC, as recognised (Vocable; byte ranges supported)",
  request: { params: idParam, headers: rangeHeader },
  responses: {
    200: { content: { "audio/flac": { schema: z.string().meta({ format: "binary" }) } }, description: "The audio" },
    206: { content: { "audio/flac": { schema: z.string().meta({ format: "binary" }) } }, description: "A byte range of the audio" },
    416: json(ErrorBody, "The range starts past the end"),
    ...notFoundError,
    ...commonErrors,
  },
});

/** Speech to text in the ElevenLabs shapes (issue 10 §4). */
export function speechToTextRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.openapi(convert, async (c) => {
    const principal = c.get("principal");
    const signal = c.req.raw.signal;
    refuseQueryOptions(c.req.valid("query"));
    const form = await readUploadForm(c.req.raw, { fileFields: ["file"], maxBytes: deps.config.uploads.maxBytes, listFields: TRANSCRIPTION_LIST_FIELDS, maxFields: TRANSCRIPTION_MAX_FIELDS });
    let audio = form;
    let row;
    let request;
    try {
      request = readTranscriptionFields(form.fields, form.lists, form.file !== null);
      if (request.cloudStorageUrl) audio = await fetchCloudAudio(deps, request.cloudStorageUrl, form.fields, signal);
      row = await createTranscription(deps, principal, audio, request, { requestId: c.get("requestId"), signal });
    } finally {
      await form.dispose();
      if (audio !== form) await audio.dispose();
    }
    // The installed recognisers take no hints: keyterms correct the recognised words afterwards (domain keyterms.ts).
    if (request.options.keyterms.length > 0) c.header("x-vocable-keyterms", "corrected-after-recognition");
    if (request.notifyWebhooks || request.early) return c.json({ message: "The transcription was accepted and is being processed.", request_id: c.get("requestId"), transcription_id: row.id }, 200);
    const done = await waitForTranscript(deps.db, principal, row.id, signal);
    if (done.status === "failed") throw new AppError("recognition_failed", 502, `The recogniser failed: ${done.error ?? "no reason given"}`);
    return c.json({ ...presentTranscript(done), ...presentTranscriptExtras(done, request.options) }, 200);
  });

  app.openapi(list, async (c) => c.json(await listTranscripts(deps.db, c.get("principal"), c.req.valid("query")), 200));
  app.openapi(getOne, async (c) => c.json(presentTranscript(await getTranscript(deps.db, c.get("principal"), c.req.valid("param").transcription_id)), 200));
  app.openapi(remove, async (c) => {
    await deleteTranscript(deps, c.get("principal"), c.req.valid("param").transcription_id);
    return c.json({ status: "ok" as const }, 200);
  });
  app.openapi(audio, async (c) => {
    const row = await getTranscript(deps.db, c.get("principal"), c.req.valid("param").transcription_id);
    const source = await storedSource(deps.storage, row.audioKey);
    if (!source) throw new AppError("transcript_not_found", 404, "The audio of this transcript is no longer available.");
    return rangedResponse(c, source, { "content-type": "audio/flac", "cache-control": "private, max-age=3600" });
  });
  return app;
}
