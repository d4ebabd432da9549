import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { APP_ROUTE_PATTERNS, APP_ROUTES, LANGUAGE_PAGE_PATTERN, NOT_FOUND_TITLE, USE_CASE_PATTERN, findMarketingPage } from "@vocable/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#testing/test-app";
import { negotiateEncoding } from "./compression";

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-dist-"));
// Large enough to be worth compressing, like a real build's page and bundle.
const INDEX_HTML = `<!doctype html><title>Vocable</title><div id=root></div>${"<!-- padding -->".repeat(100)}`;
const APP_JS = `console.log(${JSON.stringify("app ".repeat(500))});`;
// What the build writes beside the bundle: distinct bytes, so the test sees which file was sent.
const APP_JS_BR = zlib.brotliCompressSync(Buffer.from(APP_JS));
const APP_JS_GZ = zlib.gzipSync(Buffer.from(APP_JS));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "index.html"), INDEX_HTML);
  fs.writeFileSync(path.join(dist, "assets", "app-abc123.js"), APP_JS);
  fs.writeFileSync(path.join(dist, "assets", "app-abc123.js.br"), APP_JS_BR);
  fs.writeFileSync(path.join(dist, "assets", "app-abc123.js.gz"), APP_JS_GZ);
  fs.writeFileSync(path.join(dist, "assets", "small.js"), "console.log('small')");
  fs.writeFileSync(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const encoded = (accept: string) => ({ headers: { "accept-encoding": accept } });

/** Decodes a response body by its Content-Encoding. */
async function decoded(res: Response): Promise<string> {
  const body = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get("content-encoding");
  if (encoding === "br") return zlib.brotliDecompressSync(body).toString();
  if (encoding === "gzip") return zlib.gunzipSync(body).toString();
  return body.toString();
}

describe("serving the web app", () => {
  it("answers the app's routes with the app page and 200, with a content security policy", async () => {
    // A use case's or a language page's pattern is asked with one that exists (a made-up one is Not Found); a share
    // link's page exists only for a live link (features/sharing/share-links tests it).
    const examples: Record<string, string> = { [USE_CASE_PATTERN]: "/use-cases/audiobooks", [LANGUAGE_PAGE_PATTERN]: "/text-to-speech/czech" };
    const routes = APP_ROUTE_PATTERNS.filter((route) => route !== APP_ROUTES.sharedItem).map((route) => examples[route] ?? route);
    for (const route of [...routes, "/app/sign-in/", "/app/settings"]) {
      const res = await t.request(route);
      expect(res.status, route).toBe(200);
      // The public pages carry their own title (platform/page-head.ts); the app's pages the built one.
      const title = findMarketingPage(route)?.title.replace(/&/g, "&#38;").replace(/'/g, "&#39;") ?? "Vocable";
      expect(await res.text()).toContain(`<title>${title}</title>`);
      expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("answers unknown paths with the app page and 404, so the app shows Not Found", async () => {
    for (const route of ["/nope", "/app/nope", "/app/speech-synthesis/text-to-speech/history/123", "/assets"]) {
      const res = await t.request(route);
      expect(res.status, route).toBe(404);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(await res.text()).toContain(`<title>${NOT_FOUND_TITLE}</title>`);
    }
  });

  it("keeps JSON 404s for unknown API paths", async () => {
    const { apiKey } = await t.signUp();
    for (const route of ["/v1/unknown", "/v2/unknown", "/api/unknown"]) {
      const res = await t.request(route, { headers: { "xi-api-key": apiKey } });
      expect(res.status, route).toBe(404);
      expect(res.headers.get("content-type"), route).toContain("application/json");
    }
    const body = await (await t.request("/v1/unknown", { headers: { "xi-api-key": apiKey } })).json();
    expect(body).toMatchObject({ detail: { status: "not_found" } });
  });

  it("sends the build's brotli or gzip twin of a file as the client accepts, else the file itself", async () => {
    const br = await t.request("/assets/app-abc123.js", encoded("gzip, deflate, br, zstd"));
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(Buffer.from(await br.clone().arrayBuffer()).equals(APP_JS_BR)).toBe(true);
    expect(await decoded(br)).toBe(APP_JS);

    const gz = await t.request("/assets/app-abc123.js", encoded("gzip, deflate"));
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(await decoded(gz)).toBe(APP_JS);

    for (const accept of [undefined, "identity"]) {
      const plain = await t.request("/assets/app-abc123.js", accept ? encoded(accept) : undefined);
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(await plain.text()).toBe(APP_JS);
      expect(plain.headers.get("vary")).toContain("Accept-Encoding");
    }
    for (const res of [br, gz]) {
      expect(res.headers.get("vary")).toContain("Accept-Encoding");
      expect(res.headers.get("content-type")).toContain("javascript");
    }
  });

  it("compresses the app page, the OpenAPI document and the docs page", async () => {
    for (const route of ["/app/sign-in", "/openapi.json", "/docs", "/unknown-page"]) {
      const br = await t.request(route, encoded("gzip, br"));
      expect(br.headers.get("content-encoding"), route).toBe("br");
      expect(br.headers.get("vary"), route).toContain("Accept-Encoding");
      const brBody = await decoded(br.clone());
      expect(Number(br.headers.get("content-length"))).toBe((await br.arrayBuffer()).byteLength);

      const gz = await t.request(route, encoded("gzip"));
      expect(gz.headers.get("content-encoding"), route).toBe("gzip");
      const plain = await t.request(route);
      expect(plain.headers.get("content-encoding"), route).toBeNull();
      const text = await plain.text();
      expect(brBody).toBe(text);
      expect(await decoded(gz)).toBe(text);
      expect(br.status).toBe(plain.status);
    }
    const doc = await t.request("/openapi.json", encoded("br"));
    expect(JSON.parse(await decoded(doc))).toHaveProperty("openapi", "3.1.0");
  });

  it("never compresses audio, zips or streams", async () => {
    const user = await t.signUp();
    const auth = { "xi-api-key": user.apiKey, "accept-encoding": "gzip, br", "content-type": "application/json" };
    const voices = (await (await t.request("/v1/voices", { headers: auth })).json()) as { voices: Array<{ voice_id: string }> };
    const voiceId = voices.voices[0].voice_id;
    const body = JSON.stringify({ text: "Hello there.", model_id: "eleven_multilingual_v2" });
    const audio = await t.request(`/v1/text-to-speech/${voiceId}?output_format=mp3_44100_128`, { method: "POST", headers: auth, body });
    expect(audio.status).toBe(200);
    expect(audio.headers.get("content-type")).toContain("audio/");
    expect(audio.headers.get("content-encoding")).toBeNull();
    await audio.arrayBuffer();

    const stream = await t.request(`/v1/text-to-speech/${voiceId}/stream/with-timestamps`, { method: "POST", headers: auth, body });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-encoding")).toBeNull();
    await stream.arrayBuffer();

    const history = (await (await t.request("/v1/history", { headers: auth })).json()) as { history: Array<{ history_item_id: string }> };
    const zip = await t.request("/v1/history/download", {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ history_item_ids: history.history.map((h) => h.history_item_id) }),
    });
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toContain("application/zip");
    expect(zip.headers.get("content-encoding")).toBeNull();
    await zip.arrayBuffer();
  });

  it("caches fingerprinted assets for a year, revalidates the page, and keeps other files briefly", async () => {
    expect((await t.request("/assets/app-abc123.js")).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await t.request("/assets/small.js")).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await t.request("/")).headers.get("cache-control")).toBe("no-cache");
    expect((await t.request("/index.html")).headers.get("cache-control")).toBe("no-cache");
    const favicon = await t.request("/favicon.svg");
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers a missing file with 404, not the app page, and without a long cache", async () => {
    for (const missing of ["/assets/missing.js", "/favicon.ico"]) {
      const res = await t.request(missing);
      expect(res.status, missing).toBe(404);
      expect(res.headers.get("cache-control") ?? "", missing).not.toContain("immutable");
      expect(await res.text()).not.toContain("<div id=root>");
    }
  });
});

describe("negotiateEncoding", () => {
  it("prefers brotli, honours q-values and refusals, and falls back to identity", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("*;q=0, gzip")).toBe("gzip");
    expect(negotiateEncoding("identity")).toBeNull();
    expect(negotiateEncoding("deflate")).toBeNull();
    expect(negotiateEncoding("")).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});
