import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

let t: TestApp;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestApp({ MAX_BODY_BYTES: "4096" });
  alice = await t.signUp();
});
afterAll(() => t.close());

describe("platform", () => {
  it("answers /health", async () => {
    const res = await t.request("/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("answers an unknown API route with a 404 in the error shape", async () => {
    const res = await t.request("/v1/no-such-thing", { headers: { "xi-api-key": alice.apiKey } });
    expect(res.status).toBe(404);
    expect((await res.json()).detail.status).toBe("not_found");
  });

  it("answers malformed JSON with 400 invalid_json", async () => {
    const res = await t.request("/v1/history/download", {
      method: "POST",
      headers: { "xi-api-key": alice.apiKey, "content-type": "application/json" },
      body: '{"history_item_ids": [',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: { status: "invalid_json", message: "The request body is not valid JSON." } });
  });

  it("answers a wrong content type with 415, never a 500", async () => {
    const res = await t.request("/v1/history/download", {
      method: "POST",
      headers: { "xi-api-key": alice.apiKey, "content-type": "text/plain" },
      body: "hello",
    });
    expect(res.status).toBe(415);
    expect((await res.json()).detail.status).toBe("unsupported_media_type");
    // An upload route names the form and its file field, whatever the file is (here an article).
    const article = await t.request("/v1/audio-native", {
      method: "POST",
      headers: { "xi-api-key": alice.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ name: "Storm report" }),
    });
    expect(article.status).toBe(415);
    expect((await article.json()).detail).toEqual({ status: "unsupported_media_type", message: 'Send a multipart/form-data form with the file in "file".' });
  });

  it("refuses a body over the size limit with 413", async () => {
    const res = await t.request("/v1/text-to-speech/x", {
      method: "POST",
      headers: { "xi-api-key": alice.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ text: "a".repeat(10_000) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).detail.status).toBe("payload_too_large");
  });

  it("publishes an OpenAPI document with every route, and a reference page", async () => {
    const doc = await (await t.request("/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    for (const path of ["/v1/user", "/v1/user/subscription", "/v1/voices", "/v2/voices", "/v1/models", "/v1/text-to-speech/{voice_id}/stream", "/v1/history", "/v1/history/download", "/v1/history/{history_item_id}/feedback", "/v1/user/create-api-key"]) {
      expect(doc.paths[path], path).toBeTruthy();
    }
    const docs = await t.request("/docs");
    expect(docs.headers.get("content-type")).toContain("text/html");
    expect(await docs.text()).toContain("/v1/text-to-speech/{voice_id}/with-timestamps");
  });

  it("publishes an OpenAPI document whose every $ref resolves in it (client generators refuse one that does not)", async () => {
    const doc = (await (await t.request("/openapi.json")).json()) as Record<string, unknown>;
    const refs = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== "object") return;
      for (const [key, value] of Object.entries(node)) {
        if (key === "$ref" && typeof value === "string") refs.add(value);
        else walk(value);
      }
    };
    walk(doc);
    const resolves = (ref: string) =>
      ref.startsWith("#/") &&
      ref
        .slice(2)
        .split("/")
        .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
        .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), doc) !== undefined;
    expect(refs.size).toBeGreaterThan(10);
    expect([...refs].filter((ref) => !resolves(ref))).toEqual([]);
  });
});
