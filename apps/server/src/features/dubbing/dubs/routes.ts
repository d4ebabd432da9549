import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  DeleteDubbingResponse,
  DoDubbingResponse,
  DubbingForm,
  DubbingIdParams,
  DubbingLanguageParams,
  DubbingListQuery,
  DubbingMetadata,
  DubbingPage,
  DubbingTranscript,
  DubbingTranscriptQuery,
  DubbingTranscripts,
  DubbingTranscriptsParams,
  ErrorBody,
} from "@vocable/contract";
import { dubbedFormat } from "@vocable/speech";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { attachment } from "#platform/attachment";
import { rangedResponse } from "#platform/ranged-response";
import { AppError, validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, notFoundError, rangeHeader, uploadBody } from "#platform/openapi";
import { storedSource } from "#platform/storage/byte-source";
import { withUploadForm } from "#platform/uploads/read-upload-form";
import { dubKey } from "./jobs/dub-workspace";
import { outputName, WATERMARK_TEXT } from "./jobs/steps/render-outputs";
import { presentDub } from "./presenter";
import { createDub } from "./use-cases/create-dub";
import { deleteDub } from "./use-cases/delete-dub";
import { requireDub, requireFinishedDub } from "./use-cases/find-dub";
import { listDubs } from "./use-cases/list-dubs";
import { readDubTranscript } from "./use-cases/read-dub-transcript";

const tags = ["dubbing"];
const notReady = { 425: json(ErrorBody, "The dub is not finished yet") } as const;

const create = createRoute({
  method: "post", path: "/v1/dubbing", tags, security: apiKeySecurity,
  summary:
    "Dub a video or audio file into another language by the same speakers (dubbing.create): the speech is transcribed by speaker, translated (a translation engine must be installed for another language), " +
    "voiced with each speaker's approximated voice and fitted to the original timing, mixed over the background and put back on the video. Charged 3,000 characters a minute of source (2,000 with a watermark; the Free plan's dubs carry one)",
  request: { body: uploadBody(DubbingForm) },
  responses: {
    200: json(DoDubbingResponse),
    400: json(ErrorBody, "A field refused, a language this server cannot work, or media it cannot dub"),
    413: json(ErrorBody, "The file is larger than MAX_UPLOAD_BYTES"),
    415: json(ErrorBody, "Not a multipart form, or not a video or audio type dubbing takes"),
    ...commonErrors,
  },
});
const list = createRoute({
  method: "get", path: "/v1/dubbing", tags, security: apiKeySecurity,
  summary: "The workspace's dubs, newest first or by name, with the SDK's filters (dubbing.list; keyset pages)",
  request: { query: DubbingListQuery }, responses: { 200: json(DubbingPage), ...commonErrors },
});
const get = createRoute({
  method: "get", path: "/v1/dubbing/{dubbing_id}", tags, security: apiKeySecurity,
  summary: "A dub: its status, progress, languages and usage (dubbing.get)",
  request: { params: DubbingIdParams }, responses: { 200: json(DubbingMetadata), ...commonErrors, ...notFoundError },
});
const remove = createRoute({
  method: "delete", path: "/v1/dubbing/{dubbing_id}", tags, security: apiKeySecurity,
  summary: "Delete a dub and its files (dubbing.delete)",
  request: { params: DubbingIdParams }, responses: { 200: json(DeleteDubbingResponse), ...commonErrors, ...notFoundError },
});
const audio = createRoute({
  method: "get", path: "/v1/dubbing/{dubbing_id}/audio/{language_code}", tags, security: apiKeySecurity,
  summary: "The dubbed file in a language: the video (MP4, or the source's container) or, for an audio source, MP3 (dubbing.audio.get; byte ranges)",
  request: { params: DubbingLanguageParams, headers: rangeHeader },
  responses: { 200: { content: { "video/mp4": { schema: z.string().meta({ format: "binary" }) } }, description: "The dub" }, ...notReady, ...commonErrors, ...notFoundError },
});
const transcript = createRoute({
  method: "get", path: "/v1/dubbing/{dubbing_id}/transcript/{language_code}", tags, security: apiKeySecurity,
  summary: "The dub's transcript in a language (source for the original) as SRT, WebVTT or json (dubbing.transcript.getTranscriptForDub)",
  request: { params: DubbingLanguageParams, query: DubbingTranscriptQuery },
  responses: { 200: json(z.union([DubbingTranscript, z.string()]), "The json transcript; srt and webvtt as a JSON string"), ...notReady, ...commonErrors, ...notFoundError },
});

const transcripts = createRoute({
  method: "get", path: "/v1/dubbing/{dubbing_id}/transcripts/{language_code}/format/{format_type}", tags, security: apiKeySecurity,
  summary: "The dub's transcript in a language (source for the original), in the field of its format (dubbing.transcripts.get)",
  request: { params: DubbingTranscriptsParams },
  responses: { 200: json(DubbingTranscripts), ...notReady, ...commonErrors, ...notFoundError },
});

/** Dubbing in the ElevenLabs shape (issue 28 §2). */
export function dubbingRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(create, async (c) => {
    const fileFields = ["file", "csv_file", "foreground_audio_file", "background_audio_file"];
    const options = { fileFields, maxFiles: fileFields.length, maxBytes: deps.config.uploads.maxBytes };
    return c.json(await withUploadForm(c.req.raw, options, (form) => createDub(deps, c.get("principal"), form, c.req.raw.signal)), 200);
  });
  app.openapi(list, async (c) => c.json(await listDubs(deps, c.get("principal"), c.req.valid("query")), 200));
  app.openapi(get, async (c) => c.json(presentDub(await requireDub(deps, c.get("principal"), c.req.valid("param").dubbing_id)), 200));
  app.openapi(remove, async (c) => {
    await deleteDub(deps, c.get("principal"), c.req.valid("param").dubbing_id);
    return c.json({ status: "ok" }, 200);
  });
  app.openapi(audio, async (c) => {
    const { dubbing_id, language_code } = c.req.valid("param");
    const dub = await requireFinishedDub(deps, c.get("principal"), dubbing_id);
    if (!dub.targetLanguages.includes(language_code)) throw notFoundLanguage(language_code, dub.targetLanguages);
    const source = await storedSource(deps.storage, dubKey(dub, outputName(dub, language_code)));
    if (!source) throw notFoundLanguage(language_code, dub.targetLanguages);
    const format = dub.media.hasVideo ? dubbedFormat({ container: dub.media.container }, dub.watermark ? WATERMARK_TEXT : null) : { container: "mp3", contentType: "audio/mpeg" };
    const headers = { "content-type": format.contentType, "content-disposition": attachment(`${dub.name}.${language_code}.${format.container}`), "cache-control": "private, no-cache" };
    return rangedResponse(c, source, headers);
  });
  app.openapi(transcript, async (c) => {
    const { dubbing_id, language_code } = c.req.valid("param");
    const dub = await requireFinishedDub(deps, c.get("principal"), dubbing_id);
    // SRT and WebVTT come as a JSON string, as ElevenLabs answers them (the SDK reads the body as JSON).
    return c.json(readDubTranscript(dub, language_code, c.req.valid("query").format_type) as DubbingTranscript, 200);
  });
  app.openapi(transcripts, async (c) => {
    const { dubbing_id, language_code, format_type } = c.req.valid("param");
    const dub = await requireFinishedDub(deps, c.get("principal"), dubbing_id);
    const transcript = readDubTranscript(dub, language_code, format_type);
    return c.json({ transcript_format: format_type, [format_type]: transcript }, 200);
  });
  return app;
}

function notFoundLanguage(language: string, languages: readonly string[]): AppError {
  return new AppError("dubbing_not_found", 404, `This dub has no ${language} version: its languages are ${languages.join(", ")}.`);
}
