import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  AddLanguageBody,
  CreateSegmentBody,
  DubbingRenderParams,
  DubbingRenderResponse,
  DubbingResource,
  DubbingResourceParams,
  DubbingResourceVersion,
  DubbingSegmentLanguageParams,
  DubbingSegmentParams,
  DubbingSpeakerParams,
  ErrorBody,
  MigrateSegmentsBody,
  RenderBody,
  SegmentCreated,
  SegmentsAndLanguagesBody,
  SimilarVoices,
  SpeakerBody,
  SpeakerCreated,
  TranscribeSegmentsBody,
  UpdateSegmentBody,
} from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError, rangeHeader } from "#platform/openapi";
import { rangedResponse } from "#platform/ranged-response";
import { requireFinishedDub } from "#features/dubbing/dubs/use-cases/find-dub";
import { MEDIA_ID_PATTERN } from "./dub-media";
import { presentDubResource } from "./presenter";
import { addDubLanguage } from "./use-cases/add-dub-language";
import { createDubSegment } from "./use-cases/create-dub-segment";
import { deleteDubSegment } from "./use-cases/delete-dub-segment";
import { findSimilarVoices } from "./use-cases/find-similar-voices";
import { migrateDubSegments } from "./use-cases/migrate-dub-segments";
import { readDubMedia } from "./use-cases/read-dub-media";
import { redubSegments } from "./use-cases/redub-segments";
import { renderDubLanguage } from "./use-cases/render-dub-language";
import { transcribeDubSegments } from "./use-cases/transcribe-dub-segments";
import { translateDubSegments } from "./use-cases/translate-dub-segments";
import { updateDubSegment } from "./use-cases/update-dub-segment";
import { createDubSpeaker, updateDubSpeaker } from "./use-cases/update-dub-speaker";

const tags = ["dubbing studio"];
const base = "/v1/dubbing/resource/{dubbing_id}";
const studioErrors = { ...commonErrors, ...notFoundError, 400: json(ErrorBody, "A language, segment time or option this dub cannot take"), 409: json(ErrorBody, "Edited by other requests at the same moment: read it again"), 425: json(ErrorBody, "The dub is not finished yet") } as const;
const version = { 200: json(DubbingResourceVersion), ...studioErrors };
const route = <M extends "get" | "post" | "patch" | "delete", P extends string>(method: M, path: P, summary: string) => ({ method, path, tags, security: apiKeySecurity, summary });

const get = createRoute({ ...route("get", base, "A finished dub's studio resource: speakers and their voices, segments in every language with their clips (stale or not), renders (dubbing.resource.get)"), request: { params: DubbingResourceParams }, responses: { 200: json(DubbingResource), ...studioErrors } });
const transcribe = createRoute({ ...route("post", `${base}/transcribe`, "Recognise these segments again from the source's speech (dubbing.resource.transcribe; all when the list is empty)"), request: { params: DubbingResourceParams, body: jsonBody(TranscribeSegmentsBody) }, responses: version });
const translate = createRoute({ ...route("post", `${base}/translate`, "Translate these segments (all when empty) into these languages (all when absent); changed lines' clips go stale (dubbing.resource.translate)"), request: { params: DubbingResourceParams, body: jsonBody(SegmentsAndLanguagesBody) }, responses: version });
const dub = createRoute({ ...route("post", `${base}/dub`, "Speak these segments again (every stale or missing clip when the list is empty) in these languages, fitted to their place; render the language to hear them in the dub (dubbing.resource.dub)"), request: { params: DubbingResourceParams, body: jsonBody(SegmentsAndLanguagesBody) }, responses: version });
const render = createRoute({ ...route("post", `${base}/render/{language}`, "Render a language from its clips as mp4 (video sources), mp3, aac or wav; the render of the dub's own kind becomes its dubbed file (dubbing.resource.render)"), request: { params: DubbingRenderParams, body: jsonBody(RenderBody) }, responses: { 200: json(DubbingRenderResponse), ...studioErrors } });
const addLanguage = createRoute({ ...route("post", `${base}/language`, "Add a target language, charged as the dub's first (dubbing.resource.language.add); translate, dub and render it next"), request: { params: DubbingResourceParams, body: jsonBody(AddLanguageBody) }, responses: version });
const updateSegment = createRoute({ ...route("patch", `${base}/segment/{segment_id}/{language}`, "Change a segment's text in a language (the dubbed line for a target language, else the source's transcript) or its times (dubbing.resource.segment.update)"), request: { params: DubbingSegmentLanguageParams, body: jsonBody(UpdateSegmentBody) }, responses: version });
const deleteSegment = createRoute({ ...route("delete", `${base}/segment/{segment_id}`, "Delete a segment and its clips (dubbing.resource.segment.delete)"), request: { params: DubbingSegmentParams }, responses: version });
const updateSpeaker = createRoute({ ...route("patch", `${base}/speaker/{speaker_id}`, "Rename a speaker, or set their voice (a voice id, or track-clone) and its settings in some or all languages (dubbing.resource.speaker.update)"), request: { params: DubbingSpeakerParams, body: jsonBody(SpeakerBody) }, responses: version });
const createSpeaker = createRoute({ ...route("post", `${base}/speaker`, "Add a speaker (dubbing.resource.speaker.create)"), request: { params: DubbingResourceParams, body: jsonBody(SpeakerBody.omit({ languages: true })) }, responses: { 200: json(SpeakerCreated), ...studioErrors } });
const createSegment = createRoute({ ...route("post", `${base}/speaker/{speaker_id}/segment`, "Add a segment to a speaker (dubbing.resource.speaker.segment.create)"), request: { params: DubbingSpeakerParams, body: jsonBody(CreateSegmentBody) }, responses: { 200: json(SegmentCreated), ...studioErrors } });
const migrate = createRoute({ ...route("post", `${base}/migrate-segments`, "Move segments to another speaker (dubbing.resource.migrateSegments)"), request: { params: DubbingResourceParams, body: jsonBody(MigrateSegmentsBody) }, responses: version });
const similar = createRoute({ ...route("get", `${base}/speaker/{speaker_id}/similar-voices`, "Library voices of the dub's languages nearest the speaker's pitch (dubbing.resource.speaker.findSimilarVoices)"), request: { params: DubbingSpeakerParams }, responses: { 200: json(SimilarVoices), ...studioErrors } });
const media = createRoute({
  ...route("get", `${base}/media/{media_id}`, "Vocable: a file the resource names (a media_ref url): the source, the separated speech or background, a speaker's track, a clip, a render (byte ranges)"),
  request: { params: DubbingResourceParams.extend({ media_id: z.string().regex(MEDIA_ID_PATTERN, "Must be a media id from the resource's media_ref (its src).") }), headers: rangeHeader },
  responses: { 200: { content: { "audio/wav": { schema: z.string().meta({ format: "binary" }) } }, description: "The file" }, ...studioErrors },
});

/** The dubbing studio in the ElevenLabs shape (issue 28 §2: dubbing.resource.*). */
export function dubStudioRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const place = { publicUrl: deps.config.publicUrl, bucket: deps.config.s3?.bucket ?? "local" };
  const versionOf = (edited: { version: number }) => ({ version: edited.version });
  app.openapi(get, async (c) => c.json(presentDubResource(await requireFinishedDub(deps, c.get("principal"), c.req.valid("param").dubbing_id), place), 200));
  app.openapi(transcribe, async (c) => c.json(versionOf(await transcribeDubSegments(deps, c.get("principal"), c.req.valid("param").dubbing_id, c.req.valid("json").segments, c.req.raw.signal)), 200));
  app.openapi(translate, async (c) => c.json(versionOf(await translateDubSegments(deps, c.get("principal"), c.req.valid("param").dubbing_id, c.req.valid("json"), c.req.raw.signal)), 200));
  app.openapi(dub, async (c) => c.json(versionOf(await redubSegments(deps, c.get("principal"), c.req.valid("param").dubbing_id, c.req.valid("json"), c.req.raw.signal)), 200));
  app.openapi(render, async (c) => {
    const { dubbing_id, language } = c.req.valid("param");
    return c.json(await renderDubLanguage(deps, c.get("principal"), dubbing_id, language, c.req.valid("json")), 200);
  });
  app.openapi(addLanguage, async (c) => c.json(versionOf(await addDubLanguage(deps, c.get("principal"), c.req.valid("param").dubbing_id, c.req.valid("json").language)), 200));
  app.openapi(updateSegment, async (c) => {
    const { dubbing_id, segment_id, language } = c.req.valid("param");
    return c.json(versionOf(await updateDubSegment(deps, c.get("principal"), dubbing_id, segment_id, language, c.req.valid("json"))), 200);
  });
  app.openapi(deleteSegment, async (c) => {
    const { dubbing_id, segment_id } = c.req.valid("param");
    return c.json(versionOf(await deleteDubSegment(deps, c.get("principal"), dubbing_id, segment_id)), 200);
  });
  app.openapi(updateSpeaker, async (c) => {
    const { dubbing_id, speaker_id } = c.req.valid("param");
    return c.json(versionOf(await updateDubSpeaker(deps, c.get("principal"), dubbing_id, speaker_id, c.req.valid("json"))), 200);
  });
  app.openapi(createSpeaker, async (c) => c.json(await createDubSpeaker(deps, c.get("principal"), c.req.valid("param").dubbing_id, c.req.valid("json")), 200));
  app.openapi(createSegment, async (c) => {
    const { dubbing_id, speaker_id } = c.req.valid("param");
    return c.json(await createDubSegment(deps, c.get("principal"), dubbing_id, speaker_id, c.req.valid("json")), 200);
  });
  app.openapi(migrate, async (c) => {
    const body = c.req.valid("json");
    return c.json(versionOf(await migrateDubSegments(deps, c.get("principal"), c.req.valid("param").dubbing_id, body.segment_ids, body.speaker_id)), 200);
  });
  app.openapi(similar, async (c) => {
    const { dubbing_id, speaker_id } = c.req.valid("param");
    return c.json(await findSimilarVoices(deps, c.get("principal"), dubbing_id, speaker_id, c.req.raw.signal), 200);
  });
  app.openapi(media, async (c) => {
    const { dubbing_id, media_id } = c.req.valid("param");
    const file = await readDubMedia(deps, c.get("principal"), dubbing_id, media_id);
    return rangedResponse(c, file.source, { "content-type": file.contentType, "cache-control": "private, no-cache" });
  });
  return app;
}
