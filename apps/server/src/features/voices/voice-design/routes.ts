import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { CreateVoiceFromPreviewRequest, GeneratedVoiceParams, Voice, VoiceDesignPreviewResponse, VoiceDesignQuery, VoiceDesignRequest, VoiceIdParams } from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { notFound, validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError } from "#platform/openapi";
import { rangedResponse } from "#platform/ranged-response";
import { storedSource } from "#platform/storage/byte-source";
import { requireWorkspaceVoice } from "#features/voices/voices/use-cases/find-voice";
import { requireOwnPreview } from "./policy";
import { createVoiceFromPreview } from "./use-cases/create-voice-from-preview";
import { checkDesignParameters, UNUSED_DESIGN_PARAMETERS_HEADER } from "./use-cases/check-design-parameters";
import { designPreviews } from "./use-cases/design-previews";

const tags = ["text to voice"];
const HONEST =
  " No engine installed here designs voices from text: each preview is a parametric design on the built-in formant engine (eSpeak NG) from the description's words for gender, age, accent, pitch, pace and tone, one per seed (the same seed gives the same voice). model_id takes eleven_multilingual_ttv_v2 or eleven_ttv_v3 (both design this way); reference_audio_base64 is refused (400); stream_previews answers the ids with empty audio_base_64, to stream from GET /v1/text-to-voice/{generated_voice_id}/stream; guidance_scale, quality, prompt_strength, should_enhance and the remixing session ids have no counterpart here and are named in the x-vocable-unused-parameters header when sent.";

const design = createRoute({
  method: "post", path: "/v1/text-to-voice/design", tags, security: apiKeySecurity, summary: "Design a voice from a description: three previews",
  description: `Answers three previews, each with a generated_voice_id to keep with POST /v1/text-to-voice (kept 24 hours).${HONEST}`,
  request: { query: VoiceDesignQuery, body: jsonBody(VoiceDesignRequest) },
  responses: { 200: json(VoiceDesignPreviewResponse), ...commonErrors },
});
const createPreviews = createRoute({
  method: "post", path: "/v1/text-to-voice/create-previews", tags, security: apiKeySecurity, summary: "Design a voice from a description (older path of /design)",
  description: `The same as /v1/text-to-voice/design.${HONEST}`,
  request: { query: VoiceDesignQuery, body: jsonBody(VoiceDesignRequest) },
  responses: { 200: json(VoiceDesignPreviewResponse), ...commonErrors },
});
const remix = createRoute({
  method: "post", path: "/v1/text-to-voice/{voice_id}/remix", tags, security: apiKeySecurity, summary: "Remix a voice by description: three previews",
  description: `Changes a voice of the workspace by description ("deeper", "older", "faster", "breathy"...).${HONEST}`,
  request: { params: VoiceIdParams, query: VoiceDesignQuery, body: jsonBody(VoiceDesignRequest) },
  responses: { 200: json(VoiceDesignPreviewResponse), ...commonErrors, ...notFoundError },
});
const create = createRoute({
  method: "post", path: "/v1/text-to-voice", tags, security: apiKeySecurity, summary: "Keep a design preview as a voice",
  request: { body: jsonBody(CreateVoiceFromPreviewRequest) },
  responses: { 200: json(Voice), ...commonErrors, ...notFoundError },
});
const stream = createRoute({
  method: "get", path: "/v1/text-to-voice/{generated_voice_id}/stream", tags, security: apiKeySecurity, summary: "A design preview's audio",
  request: { params: GeneratedVoiceParams },
  responses: { 200: { content: { "audio/mpeg": { schema: z.string().meta({ format: "binary" }) } }, description: "The preview audio in the format it was made in" }, ...commonErrors, ...notFoundError },
});

export function voiceDesignRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  /** Refuses what the designer cannot do, and names in a header what it accepts without using. */
  const checked = (c: Context<AppEnv>, body: VoiceDesignRequest) => {
    const unused = checkDesignParameters(body);
    if (unused.length > 0) c.header(UNUSED_DESIGN_PARAMETERS_HEADER, unused.join(", "));
    return body;
  };
  app.openapi(design, async (c) => c.json(await designPreviews(deps, c.get("principal"), checked(c, c.req.valid("json")), c.req.valid("query").output_format), 200));
  app.openapi(createPreviews, async (c) => c.json(await designPreviews(deps, c.get("principal"), checked(c, c.req.valid("json")), c.req.valid("query").output_format), 200));
  app.openapi(remix, async (c) => {
    const principal = c.get("principal");
    const { row } = await requireWorkspaceVoice(deps, principal, c.req.valid("param").voice_id, "read");
    return c.json(await designPreviews(deps, principal, checked(c, c.req.valid("json")), c.req.valid("query").output_format, row), 200);
  });
  app.openapi(create, async (c) => c.json(await createVoiceFromPreview(deps, c.get("principal"), c.req.valid("json")), 200));
  app.openapi(stream, async (c) => {
    const id = c.req.valid("param").generated_voice_id;
    const missing = `No voice preview ${id} was found: previews are kept for 24 hours.`;
    const preview = await requireOwnPreview(deps.db, c.get("principal"), id, missing);
    const source = await storedSource(deps.storage, preview.audioKey);
    if (!source) throw notFound("voice_not_found", missing);
    return rangedResponse(c, source, { "content-type": preview.mediaType, "cache-control": "private, max-age=3600" });
  });
  return app;
}
