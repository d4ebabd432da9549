import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { addModel, createLocalModelEngines, SpeechService } from "@vocable/speech";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hearTinyVitsTokens, spellHeardTokens, writeTinyVitsModel } from "../../../../../../packages/speech/src/test-support/tiny-vits-model";
import { eq } from "drizzle-orm";
import { user } from "#db/schema/index";
import { postSignUp, signIn } from "#testing/account-flows";
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from "#testing/test-app";
import { getJson } from "#testing/workspace-teams";

// A neural model the operator added to MODELS_DIR, through the whole path: add (checksums, probe
// in a child process) -> registered -> its voices listed -> synthesis through the API -> audio
// whose tokens can be heard back. The model is a tiny VITS graph the test builds: a known tone
// per token, so the audio shows it came from the text.
let base: string;
let speech: SpeechService;
let t: TestApp;
let alice: TestUser;
let sdk: ElevenLabsClient;
let operatorCookie: string;
const OPERATOR_EMAIL = "models-operator@example.com";

beforeAll(async () => {
  base = mkdtempSync(path.join(os.tmpdir(), "vocable-models-"));
  const modelsDir = path.join(base, "models");
  const added = await addModel(writeTinyVitsModel(path.join(base, "source"), { speakers: 2 }), modelsDir, { id: "tiny" });
  expect(added.state.status).toBe("ok");
  // A copy whose graph is damaged (one operator name changed): loading it aborts sherpa-onnx, so it is
  // refused with the reason after its trial load in a child process, and this process goes on.
  const damagedDir = writeTinyVitsModel(path.join(base, "damaged"));
  const onnx = path.join(damagedDir, "model.onnx");
  writeFileSync(onnx, Buffer.from(readFileSync(onnx).toString("latin1").replace("Gather", "Gaxher"), "latin1"));
  const damaged = await addModel(damagedDir, modelsDir, { id: "damaged" });
  expect(damaged.state).toMatchObject({ status: "broken", reason: expect.stringMatching(/No Op registered for Gaxher/) });
  speech = new SpeechService({ workers: 1, maxQueue: 8, engines: await createLocalModelEngines(modelsDir) });
  await speech.voices.refresh();
  t = await createTestApp({ MODELS_DIR: modelsDir, ADMIN_EMAILS: OPERATOR_EMAIL }, { speech });
  alice = await t.signUp("Alice Local");
  expect((await postSignUp(t, { name: "Otto Operator", email: OPERATOR_EMAIL, password: TEST_PASSWORD })).status).toBe(200);
  await t.deps.db.update(user).set({ emailVerified: true }).where(eq(user.email, OPERATOR_EMAIL));
  operatorCookie = await signIn(t, OPERATOR_EMAIL, TEST_PASSWORD);
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
});
afterAll(async () => {
  await t?.close();
  await speech?.close();
  rmSync(base, { recursive: true, force: true });
});

describe("local neural models in MODELS_DIR", () => {
  it("lists the model's voices and its model, and speaks them through the API", async () => {
    const voices = (await getJson(t, "/v1/voices", { apiKey: alice.apiKey })).body.voices as { voice_id: string; name: string; labels: Record<string, string> }[];
    const tiny = voices.filter((v) => v.labels.engine === "local-tiny");
    expect(tiny).toHaveLength(2);
    expect(voices.some((v) => v.labels.engine === "local-damaged")).toBe(false);
    const models = (await getJson(t, "/v1/models", { apiKey: alice.apiKey })).body as { model_id: string; description: string }[];
    expect(models.find((m) => m.model_id === "local-tiny")?.description).toMatch(/VITS/);

    const second = tiny[1]!;
    const reader = (await sdk.textToSpeech.convert(second.voice_id, { text: "Hello world. This is a test!", outputFormat: "pcm_16000" })).getReader();
    const parts: Uint8Array[] = [];
    for (let next = await reader.read(); !next.done; next = await reader.read()) parts.push(next.value);
    const bytes = Buffer.concat(parts);
    const samples = new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length >> 1);
    const heard = hearTinyVitsTokens(samples, { speakers: 2 });
    expect(spellHeardTokens(heard)).toBe("hello world . this is a test ! ");
    expect(heard.every((token) => token.speaker === 1)).toBe(true);
    const history = await getJson(t, "/v1/history?page_size=1", { apiKey: alice.apiKey });
    expect(history.body.history[0]).toMatchObject({ voice_id: second.voice_id, text: "Hello world. This is a test!" });
  });

  it("lets an operator add a model archive from the admin page's call, use it at once, and remove it", async () => {
    // A model packed as sherpa-onnx publishes them, with its checksum.
    const folder = writeTinyVitsModel(path.join(base, "upload", "vits-tiny-two"));
    const archive = path.join(base, "vits-tiny-two.tar.gz");
    execFileSync("tar", ["-czf", archive, "-C", path.dirname(folder), path.basename(folder)]);
    const bytes = readFileSync(archive);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      body.append("file", new Blob([new Uint8Array(bytes)]), "vits-tiny-two.tar.gz");
      return body;
    };
    const post = (cookie: string, fields: Record<string, string>) => t.request("/v1/admin/models", { method: "POST", headers: { cookie }, body: form(fields) });

    expect((await post(alice.cookie, { sha256 })).status).toBe(403);
    const wrong = await post(operatorCookie, { sha256: "0".repeat(64) });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ detail: { status: "invalid_model", message: expect.stringMatching(/SHA-256.*Nothing was installed/) } });

    const added = await post(operatorCookie, { sha256, model_id: "two" });
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({ model_id: "two", kind: "vits", status: "ok", engine_id: "local-two", languages: ["en"] });
    const listed = (await getJson(t, "/v1/admin/models", { cookie: operatorCookie })).body.models as { model_id: string; status: string; reason: string | null }[];
    expect(listed.map((m) => [m.model_id, m.status])).toEqual([["damaged", "broken"], ["tiny", "ok"], ["two", "ok"]]);
    expect(listed.find((m) => m.model_id === "damaged")!.reason).toMatch(/Gaxher/);

    const voices = async () => ((await getJson(t, "/v1/voices", { apiKey: alice.apiKey })).body.voices as { voice_id: string; labels: Record<string, string> }[]).filter((v) => v.labels.engine === "local-two");
    const [voice] = await voices();
    const pcm = await t.request(`/v1/text-to-speech/${voice!.voice_id}?output_format=pcm_16000`, {
      method: "POST",
      headers: { "xi-api-key": alice.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ text: "one two three" }),
    });
    expect(pcm.status).toBe(200);
    const audio = Buffer.from(await pcm.arrayBuffer());
    expect(spellHeardTokens(hearTinyVitsTokens(new Int16Array(audio.buffer, audio.byteOffset, audio.length >> 1)))).toBe("one two three");

    expect((await t.request("/v1/admin/models/two", { method: "DELETE", headers: { cookie: alice.cookie } })).status).toBe(403);
    expect((await t.request("/v1/admin/models/two", { method: "DELETE", headers: { cookie: operatorCookie } })).status).toBe(200);
    expect(await voices()).toEqual([]);
    expect((await t.request("/v1/admin/models/two", { method: "DELETE", headers: { cookie: operatorCookie } })).status).toBe(404);
  });
});
