import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { ErrorBody, ScribeTokenParams, SingleUseTokenResponse } from "@vocable/contract";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { validationHook } from "#platform/errors";
import { apiKeySecurity, commonErrors, json } from "#platform/openapi";
import { createSingleUseToken } from "./use-cases/create-single-use-token";

const responses = { 200: json(SingleUseTokenResponse), ...commonErrors, 403: json(ErrorBody, "The caller may not use the token's kind") };
// Two operations, so that each kind's route needs that kind's permission (platform/access/route-access.ts).
const createForSpeech = createRoute({
  method: "post", path: "/v1/single-use-token/tts_websocket", tags: ["tokens"], security: apiKeySecurity,
  summary: "A time-bound single-use token (15 minutes, one connection) for a browser's text-to-speech socket, instead of the API key",
  responses,
});
const createForScribe = createRoute({
  method: "post", path: "/v1/single-use-token/{token_type}", tags: ["tokens"], security: apiKeySecurity,
  summary: "A time-bound single-use token (15 minutes, one use) for a browser's speech-to-text calls (realtime_scribe, batch_scribe), instead of the API key",
  request: { params: ScribeTokenParams },
  responses,
});

/** tokens.singleUse.create. */
export function singleUseTokenRoutes(deps: Pick<AppDeps, "db">) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(createForSpeech, async (c) => c.json({ token: await createSingleUseToken(deps, c.get("principal"), "tts_websocket") }, 200, { "cache-control": "no-store" }));
  app.openapi(createForScribe, async (c) => {
    const token = await createSingleUseToken(deps, c.get("principal"), c.req.valid("param").token_type);
    return c.json({ token }, 200, { "cache-control": "no-store" });
  });
  return app;
}
