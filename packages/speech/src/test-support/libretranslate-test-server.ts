/**
 * Test server: a LibreTranslate server (LibreTranslate/LibreTranslate, `libretranslate/app.py`),
 * as its routes answer:
 * - `GET /languages` → `[{code, name, targets}]`;
 * - `POST /translate`, JSON `{q, source, target, format, api_key}` → `{translatedText}` (a list
 *   for a list `q`), with `detectedLanguage` (`{confidence, language}`, a list for a list `q`)
 *   when `source` is "auto". Errors are `{"error": "..."}`: 400 for a missing parameter ("Invalid
 *   request: missing q parameter"), a language it lacks ("zz is not supported"), a pair it has
 *   no model for ("Spanish (es) is not available as a target language from Japanese (ja)"), a
 *   batch over its limit; 403 "Invalid API key"; 429 "Slowdown: ..." (`failNext(n, 429)`).
 *
 * Its languages: English, Spanish, French and German with every pair among them, and Japanese
 * into English only. It "translates" English → Spanish by the word table of
 * `word-translation.ts` and answers other pairs unchanged; "auto" finds Spanish by the table's
 * Spanish words, English otherwise.
 */
import { startFaultInjectingServer, type FaultInjectingServer, type ProtocolErrors } from "./fault-injecting-server";
import { englishToSpanish, looksSpanish } from "./word-translation";

const NAMES: Record<string, string> = { en: "English", es: "Spanish", fr: "French", de: "German", ja: "Japanese" };
const TARGETS: Record<string, string[]> = { en: ["de", "es", "fr", "ja"], es: ["de", "en", "fr"], fr: ["de", "en", "es"], de: ["en", "es", "fr"], ja: ["en"] };

export interface LibreTranslateTestServer extends FaultInjectingServer {
  /** The parsed body of each translate request, in order. */
  readonly translateRequests: Record<string, unknown>[];
  /** Requires this `api_key` in the body (403 "Invalid API key" for another, 400 without one); null accepts anything. */
  requireApiKey(key: string | null): void;
  /** The most texts one request may carry (its `--batch-limit`); -1 for no limit. */
  batchLimit(limit: number): void;
}

const LIBRETRANSLATE_ERRORS: ProtocolErrors = {
  errorBody: (status, message) => ({ contentType: "application/json", body: JSON.stringify({ error: status === 429 ? `Slowdown: ${message}` : message }) }),
  // Its key travels in the body, checked by the handler (requireApiKey).
  keyOf: () => undefined,
  unauthorizedMessage: () => "Invalid API key",
};

/** Starts the server on a free port; `close()` it after the tests. */
export async function startLibreTranslateTestServer(): Promise<LibreTranslateTestServer> {
  const translateRequests: Record<string, unknown>[] = [];
  let apiKey: string | null = null;
  let limit = -1;
  const server = await startFaultInjectingServer(LIBRETRANSLATE_ERRORS, async (ctx) => {
    const { req, url } = ctx;
    if (url.pathname === "/languages" && req.method === "GET") {
      return ctx.json(200, Object.keys(NAMES).map((code) => ({ code, name: NAMES[code], targets: TARGETS[code] })));
    }
    if (url.pathname !== "/translate" || req.method !== "POST") return ctx.fail(404, "404 Not Found: The requested URL was not found on the server.");
    let body: unknown;
    try {
      body = await ctx.webRequest().json();
    } catch {
      return ctx.fail(400, "The browser (or proxy) sent a request that this server could not understand.");
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) return ctx.fail(400, "Invalid JSON format");
    const { q, source, target, format, api_key: key } = body as Record<string, unknown>;
    translateRequests.push(body as Record<string, unknown>);
    if (apiKey !== null && key !== undefined && key !== apiKey) return ctx.fail(403, "Invalid API key");
    if (apiKey !== null && key === undefined) return ctx.fail(400, "Please contact the server operator to get an API key");
    for (const [name, value] of Object.entries({ q, source, target })) {
      if (!value || (Array.isArray(value) && value.length === 0)) return ctx.fail(400, `Invalid request: missing ${name} parameter`);
    }
    const texts = (Array.isArray(q) ? q : [q]).map(String);
    const batch = Array.isArray(q);
    if (batch && limit !== -1 && texts.length > limit) return ctx.fail(400, `Invalid request: request (${texts.length}) exceeds text limit (${limit})`);
    const detected = texts.map((t) => ({ confidence: 90.0, language: source === "auto" ? (looksSpanish(t) ? "es" : "en") : String(source) }));
    for (const d of detected) if (!(d.language in NAMES)) return ctx.fail(400, `${d.language} is not supported`);
    if (!(String(target) in NAMES)) return ctx.fail(400, `${String(target)} is not supported`);
    if (format !== undefined && format !== "text" && format !== "html") return ctx.fail(400, `${String(format)} format is not supported`);
    const results: string[] = [];
    for (const [i, text] of texts.entries()) {
      const from = detected[i].language;
      const to = String(target);
      if (!TARGETS[from].includes(to) && from !== to) {
        return ctx.fail(400, `${NAMES[to]} (${to}) is not available as a target language from ${NAMES[from]} (${from})`);
      }
      results.push(from === "en" && to === "es" ? englishToSpanish(text) : text);
    }
    const translatedText = batch ? results : results[0];
    ctx.json(200, source === "auto" ? { translatedText, detectedLanguage: batch ? detected : detected[0] } : { translatedText });
  });
  return Object.assign(server, {
    translateRequests,
    requireApiKey(key: string | null) {
      apiKey = key;
    },
    batchLimit(value: number) {
      limit = value;
    },
  });
}
