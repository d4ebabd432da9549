import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import {
  ErrorBody,
  PublishSoundEffectRequest,
  SoundEffectHistoryItemParams,
  SoundEffectHistoryPage,
  SoundEffectHistoryQuery,
  SoundEffectListing,
  SoundGenerationQuery,
  SoundGenerationRequest,
  StatusOk,
} from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json, jsonBody, notFoundError } from "#platform/openapi";
import { generateSoundEffect } from "./use-cases/generate-sound-effect";
import { listSoundEffectHistoryPage } from "./use-cases/list-sound-effects";
import { publishSoundEffect, unpublishSoundEffect } from "./use-cases/publish-sound-effect";

const tags = ["sound effects"];

const generate = createRoute({
  method: "post", path: "/v1/sound-generation", tags, security: apiKeySecurity,
  summary:
    "Make a sound effect from a description (textToSoundEffects.convert), charged in seconds against the plan's monthly sound-effect seconds. " +
    "The built-in engine is procedural (noise, oscillators, filters and envelopes following a recipe for the prompt's words); a prompt it has no recipe for is 400 naming what it understood",
  request: { query: SoundGenerationQuery, body: jsonBody(SoundGenerationRequest) },
  responses: {
    200: { content: { "audio/mpeg": { schema: z.string().meta({ format: "binary" }) } }, description: "The sound (headers: history-item-id, sound-effect-seed, sound-effect-category, sound-effect-description)" },
    400: json(ErrorBody, "A prompt without a recipe, or a model that does not make sound effects"),
    503: json(ErrorBody, "No sound-generation engine is installed"),
    ...commonErrors,
  },
});
const history = createRoute({
  method: "get", path: "/v1/sound-generation/history", tags, security: apiKeySecurity,
  summary: "Vocable: your sound effects, newest first (their audio: GET /v1/history/{history_item_id}/audio)",
  request: { query: SoundEffectHistoryQuery }, responses: { 200: json(SoundEffectHistoryPage), ...commonErrors, ...notFoundError },
});
const publish = createRoute({
  method: "post", path: "/v1/sound-generation/history/{history_item_id}/publish", tags, security: apiKeySecurity,
  summary: "Vocable: publish one of your sound effects to the public library (/sound-effects/{slug})",
  request: { params: SoundEffectHistoryItemParams, body: jsonBody(PublishSoundEffectRequest) },
  responses: { 200: json(SoundEffectListing), 409: json(ErrorBody, "Already published"), ...commonErrors, ...notFoundError },
});
const unpublish = createRoute({
  method: "delete", path: "/v1/sound-generation/history/{history_item_id}/publish", tags, security: apiKeySecurity,
  summary: "Vocable: take one of your sound effects out of the public library",
  request: { params: SoundEffectHistoryItemParams }, responses: { 200: json(StatusOk), ...commonErrors, ...notFoundError },
});

/** Sound effects in the ElevenLabs shape (issue 27 §2), and the member's history and publishing. */
export function soundEffectRoutes(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(generate, async (c) => {
    const made = await generateSoundEffect(deps, c.get("principal"), {
      body: c.req.valid("json"),
      outputFormat: c.req.valid("query").output_format,
      requestId: c.get("requestId"),
      signal: c.req.raw.signal,
    });
    return c.body(new Uint8Array(made.bytes), 200, {
      "content-type": made.format.contentType,
      "content-length": String(made.bytes.length),
      "request-id": c.get("requestId"),
      "history-item-id": made.historyItemId,
      "sound-effect-seed": String(made.seed),
      "sound-effect-seconds": String(made.sound.duration_seconds),
      "sound-effect-category": made.sound.category,
      "sound-effect-engine": made.engineId,
      ...(made.sound.description ? { "sound-effect-description": encodeURIComponent(made.sound.description) } : {}),
      "cache-control": "no-store",
    }) as never;
  });
  app.openapi(history, async (c) => c.json(await listSoundEffectHistoryPage(deps, c.get("principal"), c.req.valid("query")), 200));
  app.openapi(publish, async (c) => c.json(await publishSoundEffect(deps, c.get("principal"), c.req.valid("param").history_item_id, c.req.valid("json")), 200));
  app.openapi(unpublish, async (c) => {
    await unpublishSoundEffect(deps, c.get("principal"), c.req.valid("param").history_item_id);
    return c.json({ status: "ok" as const }, 200);
  });
  return app;
}
