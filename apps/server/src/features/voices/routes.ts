import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { ErrorBody, GetVoiceQuery, GetVoicesQuery, GetVoicesResponse, GetVoicesV2Query, GetVoicesV2Response, ResolvedVoiceSettings, StatusOk, Voice, VoiceIdParams, VoiceSettings } from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, AppEnv } from "../../platform/app-env";
import type { CatalogueVoice, VoiceCatalogue } from "@vocable/speech";
import { validationHook } from "../../platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError, rangeHeader } from "../../platform/openapi";
import { rangedResponse } from "../../platform/ranged-response";
import { listVoices, requireVoice } from "./catalogue";
import { DEFAULT_VOICE_SETTINGS, resolveVoiceSettings } from "./default-settings";
import type { PreviewCache } from "./preview-cache";
import { presentVoice } from "./presenter";
import { getVoiceSettings, listVoiceSettings, saveVoiceSettings } from "./repo";
import { searchVoices } from "./use-cases/search-voices";

const voiceIdParam = VoiceIdParams;
const tags = ["voices"];

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
  request: { params: voiceIdParam, query: GetVoiceQuery },
  responses: { 200: json(Voice), ...commonErrors, ...notFoundError },
});
const getSettings = createRoute({
  method: "get", path: "/v1/voices/{voice_id}/settings", tags, security: apiKeySecurity, summary: "A voice's settings in this workspace",
  request: { params: voiceIdParam },
  responses: { 200: json(ResolvedVoiceSettings), ...commonErrors, ...notFoundError },
});
const editSettings = createRoute({
  method: "post", path: "/v1/voices/{voice_id}/settings/edit", tags, security: apiKeySecurity, summary: "Edit a voice's settings in this workspace",
  request: { params: voiceIdParam, body: jsonBody(VoiceSettings) },
  responses: { 200: json(StatusOk), ...commonErrors, ...notFoundError },
});
const preview = createRoute({
  method: "get", path: "/v1/voices/{voice_id}/preview.mp3", tags, summary: "A voice's preview audio (public)",
  request: { params: voiceIdParam, headers: rangeHeader },
  responses: {
    200: { content: { "audio/mpeg": { schema: z.string().meta({ format: "binary" }) } }, description: "MP3 audio" },
    206: { content: { "audio/mpeg": { schema: z.string().meta({ format: "binary" }) } }, description: "The requested byte range of the MP3" },
    416: json(ErrorBody, "The range starts past the end of the file"),
    ...notFoundError,
  },
});

/** Voice preview files: public, like the CDN files ElevenLabs links to. */
export function voicePreviewRoutes(previews: PreviewCache, catalogue: VoiceCatalogue) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(preview, async (c) => {
    const voice = requireVoice(catalogue, c.req.valid("param").voice_id);
    return rangedResponse(c, await previews.source(voice.voiceId), { "content-type": "audio/mpeg", "cache-control": "public, max-age=604800" });
  });
  return app;
}

export function voiceRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // URLs in answers start from PUBLIC_URL, never from the request's Host header: a client (or a
  // cache in front) must not be able to make the server hand out links to another site.
  const origin = deps.config.publicUrl;
  /** Voices as the workspace sees them: each with the workspace's own settings. */
  const presentForWorkspace = async (voices: readonly CatalogueVoice[], workspaceId: string) => {
    const settings = await listVoiceSettings(deps.db, workspaceId);
    return voices.map((v) => presentVoice(v, origin, settings.get(v.voiceId) ?? DEFAULT_VOICE_SETTINGS));
  };

  app.openapi(listV1, async (c) => {
    return c.json({ voices: await presentForWorkspace(listVoices(deps.speech.voices), c.get("principal").workspaceId) }, 200);
  });
  app.openapi(listV2, async (c) => {
    const page = searchVoices(deps.speech.voices, c.req.valid("query"));
    return c.json(
      {
        voices: await presentForWorkspace(page.voices, c.get("principal").workspaceId),
        has_more: page.hasMore,
        total_count: page.totalCount,
        next_page_token: page.nextPageToken,
      },
      200,
    );
  });
  app.openapi(defaultSettings, (c) => c.json(DEFAULT_VOICE_SETTINGS, 200));
  app.openapi(getOne, async (c) => {
    const voice = requireVoice(deps.speech.voices, c.req.valid("param").voice_id);
    const settings = await getVoiceSettings(deps.db, c.get("principal").workspaceId, voice.voiceId);
    return c.json(presentVoice(voice, origin, settings), 200);
  });
  app.openapi(getSettings, async (c) => {
    const voice = requireVoice(deps.speech.voices, c.req.valid("param").voice_id);
    return c.json(await getVoiceSettings(deps.db, c.get("principal").workspaceId, voice.voiceId), 200);
  });
  app.openapi(editSettings, async (c) => {
    const voice = requireVoice(deps.speech.voices, c.req.valid("param").voice_id);
    const { workspaceId } = c.get("principal");
    const current = await getVoiceSettings(deps.db, workspaceId, voice.voiceId);
    await saveVoiceSettings(deps.db, workspaceId, voice.voiceId, resolveVoiceSettings(current, c.req.valid("json")));
    return c.json({ status: "ok" as const }, 200);
  });
  return app;
}
