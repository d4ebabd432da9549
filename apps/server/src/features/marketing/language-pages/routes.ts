import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { ErrorBody, LanguagePageParams, LanguagePageSpeechRequest, ValidationErrorBody } from "@vocable/contract";
import { z } from "zod";
import type { AppDeps, AppEnv } from "#platform/app-env";
import { clientIp } from "#platform/client-ip";
import { validationHook } from "#platform/errors";
import { json, jsonBody, notFoundError, rangeHeader } from "#platform/openapi";
import { rangedResponse } from "#platform/ranged-response";
import type { PreviewCache } from "#features/voices/voices/preview-cache";
import { requireLanguagePage } from "./use-cases/find-language-page";
import { languageSample, languageSampleKey } from "./use-cases/language-sample";
import { speakVisitorText } from "./use-cases/speak-visitor-text";

const tags = ["text-to-speech"];
const mp3 = (description: string) => ({ content: { "audio/mpeg": { schema: z.string().meta({ format: "binary" }) } }, description });

const sample = createRoute({
  method: "get", path: "/v1/language-pages/{slug}/sample.mp3", tags,
  summary: "Vocable (public): a language or accent landing page's sample, spoken by its voice (MP3, byte ranges)",
  request: { params: LanguagePageParams, headers: rangeHeader },
  responses: { 200: mp3("The sample"), 206: mp3("The requested byte range"), 416: json(ErrorBody, "The range starts past the end"), ...notFoundError },
});
const speak = createRoute({
  method: "post", path: "/v1/language-pages/{slug}/speech", tags,
  summary: "Vocable (public): a visitor's own text spoken by the landing page's voice, without an account (rate-limited by address)",
  request: { params: LanguagePageParams, body: jsonBody(LanguagePageSpeechRequest) },
  responses: { 200: mp3("The text spoken"), ...notFoundError, 422: json(ValidationErrorBody, "No text, a text too long, or a NUL or lone surrogate in it"), 429: json(ErrorBody, "Too many texts from this address, or too many visitors at once") },
});

/** The landing page's sample: public and credential-free, cached like a voice preview (the file changes only with the row). */
export function languageSampleRoutes(deps: Pick<AppDeps, "speech">, previews: PreviewCache) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(sample, async (c) => {
    const entry = requireLanguagePage(c.req.valid("param").slug);
    const etag = `"${languageSampleKey(entry)}"`;
    const headers = { "content-type": "audio/mpeg", "cache-control": "public, max-age=86400", etag };
    if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
    return rangedResponse(c, await languageSample(deps, previews, entry), headers);
  });
  return app;
}

/** A visitor's try on a landing page (public, under the /v1 middleware: its body limit and answer rules). */
export function languagePageSpeechRoutes(deps: Pick<AppDeps, "speech" | "rateLimit" | "config">) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(speak, async (c) => {
    const entry = requireLanguagePage(c.req.valid("param").slug);
    const audio = await speakVisitorText(deps, entry, c.req.valid("json").text, clientIp(c, deps.config.trustProxy) ?? "unknown", c.req.raw.signal);
    return c.body(audio as Uint8Array<ArrayBuffer>, 200, { "content-type": "audio/mpeg", "cache-control": "no-store" });
  });
  return app;
}
