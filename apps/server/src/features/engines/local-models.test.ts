import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { addModel, createLocalModelEngines, SpeechService } from "@vocable/speech";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hearTinyVitsTokens, spellHeardTokens, writeTinyVitsModel } from "../../../../../packages/speech/src/test-support/tiny-vits-model";
import { createTestApp, type TestApp, type TestUser } from "../../testing/test-app";
import { getJson } from "../../testing/workspace-teams";

// A neural model the operator added to MODELS_DIR, through the whole path: add (checksums, probe
// in a child process) -> registered -> its voices listed -> synthesis through the API -> audio
// whose tokens can be heard back. The model is a tiny VITS graph the test builds: a known tone
// per token, so the audio shows it came from the text.
let base: string;
let speech: SpeechService;
let t: TestApp;
let alice: TestUser;
let sdk: ElevenLabsClient;

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
  t = await createTestApp({}, { speech });
  alice = await t.signUp("Alice Local");
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
});
