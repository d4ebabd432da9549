import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  AddVoiceProgressLine,
  AddVoiceResponse,
  ErrorBody,
  GetVoiceQuery,
  GetVoicesQuery,
  GetVoicesResponse,
  GetVoicesV2Query,
  GetVoicesV2Response,
  ResolvedVoiceSettings,
  StatusOk,
  Voice,
  VoiceFormFields,
  VoiceIdParams,
  VoiceSampleParams,
  VoiceSettings,
  SetVoiceSafetyControlRequest,
  SetVoiceVerificationRequest,
  VoiceSafetyControlResponse,
  VoiceVerificationResponse,
} from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { AppError, handleError, validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError, rangeHeader, uploadBody } from "#platform/openapi";
import { rangedResponse } from "#platform/ranged-response";
import { storedSource } from "#platform/storage/byte-source";
import { DEFAULT_VOICE_SETTINGS, resolveVoiceSettings } from "./default-settings";
import type { PreviewCache } from "./preview-cache";
import { findVoiceRowAnywhere, findVoiceSample, getVoiceSettings, saveVoiceSettings } from "./repo";
import { addVoice } from "./use-cases/add-voice";
import { deleteVoice, deleteVoiceSample } from "./use-cases/delete-voice";
import { editVoice } from "./use-cases/edit-voice";
import { findVoice, requireWorkspaceVoice, voiceNotFound } from "./use-cases/find-voice";
import { listAllVoices, presentListed, presentOne } from "./use-cases/present-voices";
import { readVoiceForm } from "./use-cases/read-voice-form";
import { renderVoicePreview } from "./use-cases/render-voice-preview";
import { searchVoices } from "./use-cases/search-voices";
import { setVoiceSafetyControl, setVoiceVerification } from "./use-cases/set-voice-safety-control";
import { PROGRESS_LINES_TYPE, streamAddVoice, wantsProgressLines } from "./use-cases/stream-add-voice";
import { listCollectionVoiceIds } from "#features/voices/voice-collections/use-cases/require-collection";

const tags = ["voices"];
const binary = (type: string, description: string) => ({ content: { [type]: { schema: z.string().meta({ format: "binary" }) } }, description });

const listV1 = createRoute({
  method: "get", path: "/v1/voices", tags, security: apiKeySecurity, summary: "List all voices",
  request: { query: GetVoicesQuery },
  responses: { 200: json(GetVoicesResponse), ...commonErrors },
});
const listV2 = createRoute({
  method: "get", path: "/v2/voices", tags, security: apiKeySecurity, summary: "Search voices, one page at a time",
  request: { query: GetVoicesV2Query },
  responses: { 200: json(GetVoicesV2Response), ...commonErrors },
});
const defaultSettings = createRoute({
  method: "get", path: "/v1/voices/settings/default", tags, security: apiKeySecurity, summary: "Default voice settings",
  responses: { 200: json(ResolvedVoiceSettings), ...commonErrors },
});
const getOne = createRoute({
  method: "get", path: "/v1/voices/{voice_id}", tags, security: apiKeySecurity, summary: "Get a voice",
  request: { params: VoiceIdParams, query: GetVoiceQuery },
  responses: { 200: json(Voice), ...commonErrors, ...notFoundError },
});
const getSettings = createRoute({
  method: "get", path: "/v1/voices/{voice_id}/settings", tags, security: apiKeySecurity, summary: "A voice's settings in this workspace",
  request: { params: VoiceIdParams },
  responses: { 200: json(ResolvedVoiceSettings), ...commonErrors, ...notFoundError },
});
const editSettings = createRoute({
  method: "post", path: "/v1/voices/{voice_id}/settings/edit", tags, security: apiKeySecurity, summary: "Edit a voice's settings in this workspace",
  request: { params: VoiceIdParams, body: jsonBody(VoiceSettings) },
  responses: { 200: json(StatusOk), ...commonErrors, ...notFoundError },
});
const addRoute = createRoute({
  method: "post", path: "/v1/voices/add", tags, security: apiKeySecurity,
  summary: "Clone a voice from samples (instant voice cloning)",
  description:
    "Multipart: `name`, repeated `files`, optional `description`, `labels` (a JSON object of strings), `remove_background_noise`. The samples must hold at least 3 s of speech of one speaker, unclipped. With a cloning engine installed the voice is a real clone; without one it is an approximation on the built-in engines, and its description, `labels.vocable_method` and `fine_tuning.message` say so.",
  request: { body: uploadBody(VoiceFormFields.extend({ files: z.array(z.string().meta({ format: "binary" })) })) },
  responses: {
    200: {
      description:
        "The voice. Vocable only: with `Accept: application/x-ndjson` the answer starts at once and is one JSON object per line, each an `AddVoiceProgressLine`: the stages as they start, then the voice (`done`) or the error (`error`: the status and body the plain call would answer with).",
      content: { "application/json": { schema: AddVoiceResponse }, [PROGRESS_LINES_TYPE]: { schema: AddVoiceProgressLine } },
    },
    ...commonErrors,
  },
});
const editRoute = createRoute({
  method: "post", path: "/v1/voices/{voice_id}/edit", tags, security: apiKeySecurity, summary: "Edit a voice: name, description, labels, more samples",
  request: { params: VoiceIdParams, body: uploadBody(VoiceFormFields.extend({ files: z.array(z.string().meta({ format: "binary" })).optional() })) },
  responses: { 200: json(StatusOk), ...commonErrors, ...notFoundError },
});
const deleteRoute = createRoute({
  method: "delete", path: "/v1/voices/{voice_id}", tags, security: apiKeySecurity, summary: "Delete a voice (its history items keep its name)",
  request: { params: VoiceIdParams },
  responses: { 200: json(StatusOk), ...commonErrors, ...notFoundError },
});
const deleteSampleRoute = createRoute({
  method: "delete", path: "/v1/voices/{voice_id}/samples/{sample_id}", tags, security: apiKeySecurity, summary: "Delete a sample of a voice",
  request: { params: VoiceSampleParams },
  responses: { 200: json(StatusOk), ...commonErrors, ...notFoundError },
});
const sampleAudioRoute = createRoute({
  method: "get", path: "/v1/voices/{voice_id}/samples/{sample_id}/audio", tags, security: apiKeySecurity, summary: "A voice sample's audio (WAV)",
  request: { params: VoiceSampleParams, headers: rangeHeader },
  responses: { 200: binary("audio/wav", "The sample as mono WAV"), 206: binary("audio/wav", "A byte range of it"), ...commonErrors, ...notFoundError },
});
const preview = createRoute({
  method: "get", path: "/v1/voices/{voice_id}/preview.mp3", tags, summary: "A voice's preview audio (public)",
  request: { params: VoiceIdParams, headers: rangeHeader },
  responses: {
    200: binary("audio/mpeg", "MP3 audio"),
    206: binary("audio/mpeg", "The requested byte range of the MP3"),
    416: json(ErrorBody, "The range starts past the end of the file"),
    ...notFoundError,
  },
});

const safetyRoute = createRoute({
  method: "put", path: "/v1/admin/voices/{voice_id}/safety-control", tags: ["instance admin"], security: apiKeySecurity,
  summary: "Put a voice under CAPTCHA or BAN, or lift it (instance operators: ADMIN_EMAILS, signed in)",
  request: { params: VoiceIdParams, body: jsonBody(SetVoiceSafetyControlRequest) },
  responses: { 200: json(VoiceSafetyControlResponse), ...commonErrors, ...notFoundError },
});

const verificationRoute = createRoute({
  method: "put", path: "/v1/admin/voices/{voice_id}/verification", tags: ["instance admin"], security: apiKeySecurity,
  summary: "Grant or withdraw a voice's verification by hand, after a manual verification request (instance operators)",
  request: { params: VoiceIdParams, body: jsonBody(SetVoiceVerificationRequest) },
  responses: { 200: json(VoiceVerificationResponse), ...commonErrors, ...notFoundError },
});

/**
 * Voice preview files: public, like the CDN files ElevenLabs links to. A workspace voice's
 * preview is reached by its id (20 random characters), as its preview_url hands it out.
 */
export function voicePreviewRoutes(deps: Pick<AppDeps, "db" | "speech" | "storage">, previews: PreviewCache) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(preview, async (c) => {
    const voiceId = c.req.valid("param").voice_id;
    const headers = { "content-type": "audio/mpeg", "cache-control": "public, max-age=604800" };
    const catalogued = deps.speech.voices.find(voiceId);
    // A voice that only converts speech has no spoken preview.
    if (catalogued?.convertsOnly) throw voiceNotFound(voiceId);
    if (catalogued) return rangedResponse(c, await previews.source(voiceId), headers);
    const row = await findVoiceRowAnywhere(deps.db, voiceId);
    if (!row || row.rendering.kind === "none") throw voiceNotFound(voiceId);
    return rangedResponse(c, await previews.source(voiceId, () => renderVoicePreview(deps, row)), { ...headers, "cache-control": "public, max-age=3600" });
  });
  return app;
}

export function voiceRoutes(deps: AppDeps, previews: PreviewCache) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // URLs in answers start from PUBLIC_URL, never from the request's Host header: a client (or a
  // cache in front) must not be able to make the server hand out links to another site.
  const origin = deps.config.publicUrl;

  app.openapi(listV1, async (c) => {
    const principal = c.get("principal");
    const showLegacy = c.req.valid("query").show_legacy === true;
    return c.json({ voices: await presentListed(deps, principal, origin, await listAllVoices(deps, principal, showLegacy)) }, 200);
  });
  app.openapi(listV2, async (c) => {
    const principal = c.get("principal");
    const page = await searchVoices(deps, principal, c.req.valid("query"), (id) => listCollectionVoiceIds(deps, principal, id));
    return c.json({ voices: await presentListed(deps, principal, origin, page.voices), has_more: page.hasMore, total_count: page.totalCount, next_page_token: page.nextPageToken }, 200);
  });
  app.openapi(defaultSettings, (c) => c.json(DEFAULT_VOICE_SETTINGS, 200));
  app.openapi(getOne, async (c) => {
    const principal = c.get("principal");
    return c.json(await presentOne(deps, principal, origin, await findVoice(deps, principal, c.req.valid("param").voice_id)), 200);
  });
  app.openapi(getSettings, async (c) => {
    const principal = c.get("principal");
    const found = await findVoice(deps, principal, c.req.valid("param").voice_id);
    return c.json(await getVoiceSettings(deps.db, principal.workspaceId, found.kind === "catalogue" ? found.voice.voiceId : found.row.id), 200);
  });
  app.openapi(editSettings, async (c) => {
    const principal = c.get("principal");
    const found = await findVoice(deps, principal, c.req.valid("param").voice_id);
    const voiceId = found.kind === "catalogue" ? found.voice.voiceId : found.row.id;
    const current = await getVoiceSettings(deps.db, principal.workspaceId, voiceId);
    await saveVoiceSettings(deps.db, principal.workspaceId, voiceId, resolveVoiceSettings(current, c.req.valid("json")));
    return c.json({ status: "ok" as const }, 200);
  });
  app.openapi(addRoute, async (c) => {
    const form = await readVoiceForm(deps, c.req.raw);
    if (wantsProgressLines(c.req.header("accept"))) {
      const errorAnswer = (err: unknown) => handleError(err, c, (msg, e) => deps.log.error(msg, e));
      const lines = streamAddVoice(deps, c.get("principal"), form, { signal: c.req.raw.signal, errorAnswer });
      // Documented beside the JSON answer; the typed handler knows only JSON answers (no x-ndjson).
      return c.body(lines, 200, { "content-type": PROGRESS_LINES_TYPE, "cache-control": "no-store", "x-accel-buffering": "no" }) as never;
    }
    try {
      const added = await addVoice(deps, c.get("principal"), form, c.req.raw.signal);
      return c.json({ voice_id: added.voiceId, requires_verification: added.requiresVerification }, 200);
    } finally {
      await form.form.dispose();
    }
  });
  app.openapi(editRoute, async (c) => {
    const voiceId = c.req.valid("param").voice_id;
    // The voice is checked before the body is read: another workspace's id costs no upload.
    await requireWorkspaceVoice(deps, c.get("principal"), voiceId, "change");
    const form = await readVoiceForm(deps, c.req.raw);
    try {
      await editVoice(deps, c.get("principal"), voiceId, form, c.req.raw.signal);
    } finally {
      await form.form.dispose();
    }
    await previews.remove(voiceId);
    return c.json({ status: "ok" as const }, 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const voiceId = c.req.valid("param").voice_id;
    await deleteVoice(deps, c.get("principal"), voiceId);
    await previews.remove(voiceId);
    return c.json({ status: "ok" as const }, 200);
  });
  app.openapi(deleteSampleRoute, async (c) => {
    const { voice_id, sample_id } = c.req.valid("param");
    await deleteVoiceSample(deps, c.get("principal"), voice_id, sample_id);
    return c.json({ status: "ok" as const }, 200);
  });
  app.openapi(sampleAudioRoute, async (c) => {
    const { voice_id, sample_id } = c.req.valid("param");
    const { row } = await requireWorkspaceVoice(deps, c.get("principal"), voice_id, "read");
    const sample = await findVoiceSample(deps.db, row.id, sample_id);
    const source = sample ? await storedSource(deps.storage, sample.storageKey) : null;
    if (!sample || !source) throw new AppError("voice_sample_not_found", 404, `The voice ${row.name} has no sample ${sample_id}.`);
    return rangedResponse(c, source, { "content-type": "audio/wav", "cache-control": "private, max-age=3600", "content-disposition": `attachment; filename="${sample.id}.wav"` });
  });
  app.openapi(verificationRoute, async (c) => {
    return c.json(await setVoiceVerification(deps, c.get("principal"), c.req.valid("param").voice_id, c.req.valid("json").is_verified), 200);
  });
  app.openapi(safetyRoute, async (c) => {
    return c.json(await setVoiceSafetyControl(deps, c.get("principal"), c.req.valid("param").voice_id, c.req.valid("json").safety_control), 200);
  });
  return app;
}
