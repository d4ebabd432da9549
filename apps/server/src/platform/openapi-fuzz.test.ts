// The PostgreSQL pass leaves this file out: it sends one request at a time and checks the HTTP layer's answers to malformed input, whose SQL runs in one session and is PostgreSQL's own on PGlite too; its minutes are the engines' work, not the database's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "#features/developers/api-keys/use-cases/create-api-key";
import { createTestApp, ownerPrincipal, type TestApp } from "#testing/test-app";
import { fuzzCases, type FuzzCase, type OpenApiDocument } from "#testing/openapi-fuzz";

let t: TestApp;
let doc: OpenApiDocument;
let known: Record<string, unknown>;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const user = await t.signUp();
  auth = { "xi-api-key": user.apiKey };
  const json = (res: Response) => res.json() as Promise<Record<string, unknown>>;
  doc = (await json(await t.request("/openapi.json"))) as unknown as OpenApiDocument;
  const { voices } = (await json(await t.request("/v1/voices", { headers: auth }))) as { voices: { voice_id: string }[] };
  const voiceId = voices[0].voice_id;
  const tts = await t.request(`/v1/text-to-speech/${voiceId}?output_format=pcm_16000`, { method: "POST", headers: { ...auth, "content-type": "application/json" }, body: JSON.stringify({ text: "Hi." }) });
  expect(tts.status).toBe(200);
  await tts.arrayBuffer();
  const { history } = (await json(await t.request("/v1/history", { headers: auth }))) as { history: { history_item_id: string }[] };
  // Made by the use case: over HTTP a key needs a fresh mailbox proof, which would also let the
  // walk's valid-looking DELETE /v1/user/delete remove this user halfway.
  const { row: spare } = await createApiKey(t.deps.db, ownerPrincipal(user), { name: "spare" });
  // Real ids where the walk needs them, so valid-looking requests reach the use cases; short texts
  // where a request would succeed, so nothing synthesises for long.
  known = {
    voice_id: voiceId,
    history_item_id: history[0].history_item_id,
    history_item_ids: [history[0].history_item_id],
    key_id: spare.id,
    text: "Hi.",
    name: "fuzz",
    output_format: "pcm_16000",
  };
});
afterAll(() => t?.close());

/** Sends one case and reads the body to its end; a 5xx, or a body that breaks after the headers, is a finding. */
async function send(c: FuzzCase): Promise<string | null> {
  const res = await t.request(c.path, { method: c.method, headers: c.headers, body: c.body as BodyInit | undefined });
  let body: Uint8Array;
  try {
    body = new Uint8Array(await res.arrayBuffer());
  } catch (err) {
    return `${res.status}, then the body failed: ${(err as Error).message}`;
  }
  if (res.status >= 500) return `${res.status} ${new TextDecoder().decode(body.subarray(0, 300))}`;
  if (res.status >= 400) {
    const text = new TextDecoder().decode(body);
    let parsed: { detail?: unknown } | null = null;
    try {
      parsed = JSON.parse(text) as { detail?: unknown };
    } catch {
      // reported below
    }
    if (!parsed?.detail) return `${res.status} without an error body: ${text.slice(0, 200)}`;
    // An error names the problem; it does not echo a megabyte of input back.
    if (body.length > 20_000) return `${res.status} with a ${body.length}-byte error body`;
  }
  return null;
}

/** Runs the cases a few at a time: synthesis runs on a worker thread while the next requests parse. */
async function runAll(cases: FuzzCase[], concurrency: number): Promise<string[]> {
  const findings: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++];
      let finding: string | null;
      try {
        finding = await send(c);
      } catch (err) {
        finding = `request failed: ${(err as Error).message}`;
      }
      if (finding) findings.push(`${c.operation} [${c.label}] -> ${finding}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return findings;
}

describe("every operation of /openapi.json, with malformed input", () => {
  // A ceiling for a loaded machine (CI's PostgreSQL pass runs two files at once), not a timed assertion.
  it("never answers 5xx, and every error has the ElevenLabs body", { timeout: 900_000 }, async () => {
    const cases = fuzzCases(doc, known, auth);
    expect(new Set(cases.map((c) => c.operation)).size).toBe(Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0));
    // Deletions last, so the known item and key stay for the other operations.
    const ordered = [...cases.filter((c) => c.method !== "DELETE"), ...cases.filter((c) => c.method === "DELETE")];
    const started = performance.now();
    const findings = await runAll(ordered, 4);
    console.log(`openapi fuzz: ${cases.length} requests in ${Math.round(performance.now() - started)} ms`);
    expect(findings).toEqual([]);
  });
});
