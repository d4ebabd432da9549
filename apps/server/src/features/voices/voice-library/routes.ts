import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { VoiceAccents, VoiceAccentsQuery, AddSharedVoiceParams, AddSharedVoiceRequest, AddSharedVoiceResponse, LibraryVoicesResponse, ShareVoiceRequest, SharedVoicesQuery, StatusOk, VoiceIdParams, VoiceSharing } from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError, uploadBody } from "#platform/openapi";
import { withUploadForm } from "#platform/uploads/read-upload-form";
import { copySharedVoice } from "./use-cases/copy-shared-voice";
import { findSimilarVoices } from "./use-cases/find-similar-voices";
import { listLibraryAccents } from "./use-cases/list-library-accents";
import { listSharedVoices } from "./use-cases/list-shared-voices";
import { shareVoice } from "./use-cases/share-voice";
import { unshareVoice } from "./use-cases/unshare-voice";

const tags = ["voice library"];

const share = createRoute({
  method: "post", path: "/v1/voices/{voice_id}/sharing", tags, security: apiKeySecurity, summary: "List a voice in the voice library, or change its listing",
  request: { params: VoiceIdParams, body: jsonBody(ShareVoiceRequest) },
  responses: { 200: json(VoiceSharing), ...commonErrors, ...notFoundError },
});
const unshare = createRoute({
  method: "delete", path: "/v1/voices/{voice_id}/sharing", tags, security: apiKeySecurity,
  summary: "Take a voice out of the voice library (copies keep working for its notice period; their workspaces get voice.library_removal_notice)",
  request: { params: VoiceIdParams },
  responses: { 200: json(StatusOk.extend({ disable_at_unix: z.number().int(), copies: z.number().int() })), ...commonErrors, ...notFoundError },
});
const listShared = createRoute({
  method: "get", path: "/v1/shared-voices", tags, security: apiKeySecurity, summary: "The voice library, newest first",
  request: { query: SharedVoicesQuery },
  responses: { 200: json(LibraryVoicesResponse), ...commonErrors },
});
const addShared = createRoute({
  method: "post", path: "/v1/voices/add/{public_user_id}/{voice_id}", tags, security: apiKeySecurity, summary: "Add a library voice to your voices",
  request: { params: AddSharedVoiceParams, body: jsonBody(AddSharedVoiceRequest) },
  responses: { 200: json(AddSharedVoiceResponse), ...commonErrors, ...notFoundError },
});
const similar = createRoute({
  method: "post", path: "/v1/similar-voices", tags, security: apiKeySecurity, summary: "Library and premade voices that sound like a sample",
  description: "Multipart `audio_file`, optional `similarity_threshold` (0..2, a distance: 1 - cosine similarity of speaker embeddings) and `top_k` (1..100).",
  request: { body: uploadBody(z.object({ audio_file: z.string().meta({ format: "binary" }), similarity_threshold: z.number().optional(), top_k: z.number().int().optional() })) },
  responses: { 200: json(LibraryVoicesResponse), ...commonErrors },
});

const accents = createRoute({
  method: "get", path: "/v1/voices/accents", tags, security: apiKeySecurity,
  summary: "The accents of the voice library's listed voices (optionally of one language, or of the languages a model speaks)",
  request: { query: VoiceAccentsQuery },
  responses: { 200: json(VoiceAccents), ...commonErrors },
});

export function voiceLibraryRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // Before /v1/voices/{voice_id} (voiceRoutes is mounted after this).
  app.openapi(accents, async (c) => c.json(await listLibraryAccents(deps, c.req.valid("query")), 200));
  app.openapi(share, async (c) => c.json(await shareVoice(deps, c.get("principal"), c.req.valid("param").voice_id, c.req.valid("json")), 200));
  app.openapi(unshare, async (c) => {
    const removed = await unshareVoice(deps, c.get("principal"), c.req.valid("param").voice_id);
    return c.json({ status: "ok" as const, disable_at_unix: Math.floor(removed.disableAt.getTime() / 1000), copies: removed.copies }, 200);
  });
  app.openapi(listShared, async (c) => c.json(await listSharedVoices(deps, c.get("principal"), c.req.valid("query")), 200));
  app.openapi(addShared, async (c) => {
    const { public_user_id, voice_id } = c.req.valid("param");
    const copied = await copySharedVoice(deps, c.get("principal"), public_user_id, voice_id, c.req.valid("json").new_name);
    return c.json({ voice_id: copied.voiceId }, 200);
  });
  app.openapi(similar, async (c) => {
    const options = { fileFields: ["audio_file"], maxBytes: deps.config.uploads.maxBytes };
    return c.json(await withUploadForm(c.req.raw, options, (form) => findSimilarVoices(deps, c.get("principal"), form, c.req.raw.signal)), 200);
  });
  return app;
}
