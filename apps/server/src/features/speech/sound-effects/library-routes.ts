import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { ErrorBody, SoundEffectLibraryPage, SoundEffectLibraryQuery, SoundEffectListing, SoundEffectSlugParams } from "@vocable/contract";
import { soundVocabulary } from "@vocable/speech";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { attachment } from "#platform/attachment";
import { clientIp } from "#platform/client-ip";
import { AppError, validationHook } from "#platform/errors";
import { json, rangeHeader } from "#platform/openapi";
import { rangedResponse } from "#platform/ranged-response";
import { storedSource } from "#platform/storage/byte-source";
import { presentListing } from "./presenter";
import { findListing } from "./repo";
import { listSoundEffectLibrary } from "./use-cases/list-sound-effects";

const tags = ["sound effects"];
/** Requests a minute an address may make to the public library (pages, effects and audio together). */
const LIBRARY_RATE_LIMIT = { window: 60, max: 300 };

const library = createRoute({
  method: "get", path: "/v1/sound-effects/library", tags,
  summary: "Vocable, public: the sound effects people published, newest first, by search and category (keyset pages)",
  request: { query: SoundEffectLibraryQuery }, responses: { 200: json(SoundEffectLibraryPage), 422: json(ErrorBody, "A bad query"), 429: json(ErrorBody, "Too many requests") },
});
const listing = createRoute({
  method: "get", path: "/v1/sound-effects/library/{slug}", tags, summary: "Vocable, public: one published sound effect",
  request: { params: SoundEffectSlugParams }, responses: { 200: json(SoundEffectListing), 404: json(ErrorBody, "No such sound effect"), 429: json(ErrorBody, "Too many requests") },
});
const audio = createRoute({
  method: "get", path: "/v1/sound-effects/library/{slug}/audio", tags, summary: "Vocable, public: a published sound effect's audio (byte ranges supported; ?download=1 to save it)",
  request: { params: SoundEffectSlugParams, headers: rangeHeader, query: z.object({ download: z.enum(["0", "1"]).optional() }) },
  responses: { 200: { content: { "audio/mpeg": { schema: z.string().meta({ format: "binary" }) } }, description: "The audio" }, 404: json(ErrorBody, "No such sound effect"), 429: json(ErrorBody, "Too many requests") },
});
const vocabulary = createRoute({
  method: "get", path: "/v1/sound-effects/vocabulary", tags,
  summary: "Vocable, public: the families of sounds the built-in procedural engine has recipes for, with example prompts, and which engine makes sounds by default",
  responses: {
    200: json(
      z
        .object({
          categories: z.array(z.object({ category: z.string(), examples: z.array(z.string()) })),
          engine: z
            .object({ id: z.string().nullable(), procedural: z.boolean() })
            .meta({ description: "The engine that makes a sound when no model_id is given (null: none installed); procedural: the built-in recipe engine, else a generative one the operator installed" }),
        })
        .meta({ id: "SoundEffectVocabulary" }),
    ),
  },
});

/** The public sound-effect library (the public /sound-effects pages and the app's explore pages). */
export function soundEffectLibraryRoutes(deps: Pick<AppDeps, "db" | "storage" | "config" | "rateLimit" | "speech">) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const limited = async (c: Parameters<typeof clientIp>[0]) => {
    const key = `sound-effect-library:${clientIp(c, deps.config.trustProxy) ?? "unknown"}`;
    if (!(await deps.rateLimit.consume(key, LIBRARY_RATE_LIMIT)).allowed) throw new AppError("rate_limited", 429, "Too many requests for the sound-effect library from this address: try again in a minute.");
  };
  const found = async (slug: string) => {
    const row = await findListing(deps.db, slug);
    if (!row) throw new AppError("sound_effect_not_found", 404, "No published sound effect has this address: it may have been unpublished.");
    return row;
  };
  app.openapi(library, async (c) => {
    await limited(c);
    return c.json(await listSoundEffectLibrary(deps, c.req.valid("query")), 200, { "cache-control": "no-cache" });
  });
  app.openapi(listing, async (c) => {
    await limited(c);
    return c.json(presentListing(await found(c.req.valid("param").slug), deps.config.publicUrl), 200, { "cache-control": "no-cache" });
  });
  app.openapi(audio, async (c) => {
    await limited(c);
    const row = await found(c.req.valid("param").slug);
    const source = await storedSource(deps.storage, row.storageKey);
    if (!source) throw new AppError("sound_effect_not_found", 404, "This sound effect's audio is no longer available.");
    const headers: Record<string, string> = { "content-type": row.contentType, "cache-control": "public, no-cache", etag: `"${row.slug}-${source.size}"` };
    if (c.req.header("if-none-match") === headers.etag) return c.body(null, 304, headers);
    if (c.req.valid("query").download === "1") headers["content-disposition"] = attachment(`${row.slug}.${row.storageKey.split(".").pop()}`);
    return rangedResponse(c, source, headers);
  });
  app.openapi(vocabulary, (c) => {
    const generator = deps.speech.engines.soundGenerator();
    const engine = { id: generator?.id ?? null, procedural: generator?.kind === "embedded" };
    return c.json({ categories: soundVocabulary(), engine }, 200, { "cache-control": "public, max-age=300" });
  });
  return app;
}
