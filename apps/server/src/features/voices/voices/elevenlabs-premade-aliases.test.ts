import { ElevenLabsClient, type ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { PREMADE_VOICES } from "@vocable/speech";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "#features/developers/api-keys/use-cases/create-api-key";
import { createTestApp, ownerPrincipal, type TestApp, type TestUser } from "#testing/test-app";

// Code copied from ElevenLabs' samples names its premade voices by id: Rachel, Adam, George, ...
const RACHEL = "21m00Tcm4TlvDq8ikWAM";
const GEORGE = "JBFqnCBsd6RMkjVDRZzb";
const samantha = PREMADE_VOICES.find((v) => v.name === "Samantha")!;
const oliver = PREMADE_VOICES.find((v) => v.name === "Oliver")!;

let t: TestApp;
let alice: TestUser;
let sdk: ElevenLabsClient;
let baseUrl: string;

const failure = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as ElevenLabsError);
const bytesOf = async (stream: ReadableStream<Uint8Array>) => (await new Response(stream).arrayBuffer()).byteLength;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice");
  baseUrl = await t.listen();
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl, maxRetries: 0 });
});
afterAll(() => t.close());

describe("ElevenLabs premade voice ids", () => {
  it("speak text to speech with the closest built-in voice, the history keeping the id asked for", async () => {
    const audio = await sdk.textToSpeech.convert(RACHEL, { text: "Hello from a sample written for ElevenLabs.", modelId: "eleven_multilingual_v2" });
    expect(await bytesOf(audio)).toBeGreaterThan(1000);
    const timed = await sdk.textToSpeech.convertWithTimestamps(GEORGE, { text: "Good evening." });
    expect(timed.audioBase64.length).toBeGreaterThan(100);
    const { history } = await sdk.history.list({ pageSize: 5 });
    expect(history.map((h) => [h.voiceId, h.voiceName])).toEqual([[GEORGE, "George"], [RACHEL, "Rachel"]]);
  });

  it("are found by voices.get as legacy voices naming the voice that speaks them", async () => {
    const rachel = await sdk.voices.get(RACHEL);
    expect(rachel).toMatchObject({ voiceId: RACHEL, name: "Rachel", category: "premade", isLegacy: true });
    expect(rachel.labels).toMatchObject({ vocable_alias_of: samantha.voiceId, gender: "female", engine: "flite" });
    expect(rachel.description).toContain("Samantha");
    expect((await sdk.voices.get(GEORGE)).labels).toMatchObject({ vocable_alias_of: oliver.voiceId, accent: "british" });
    // Their settings are their own, like any voice's.
    await sdk.voices.settings.update(RACHEL, { stability: 0.2, similarityBoost: 0.6 });
    expect((await sdk.voices.settings.get(RACHEL)).stability).toBe(0.2);
    expect((await sdk.voices.settings.get(samantha.voiceId)).stability).not.toBe(0.2);
    // Its preview is served like a premade voice's.
    const preview = await fetch(rachel.previewUrl!.replace("http://localhost:8080", baseUrl));
    expect(preview.headers.get("content-type")).toBe("audio/mpeg");
    expect((await preview.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it("are listed by GET /v1/voices only with show_legacy=true", async () => {
    const current = await sdk.voices.getAll();
    expect(current.voices.some((v) => v.voiceId === RACHEL)).toBe(false);
    expect(current.voices.every((v) => v.isLegacy === false)).toBe(true);
    const legacy = await sdk.voices.getAll({ showLegacy: true });
    expect(legacy.voices.length).toBeGreaterThan(current.voices.length + 40);
    expect(legacy.voices.find((v) => v.voiceId === RACHEL)).toMatchObject({ name: "Rachel", isLegacy: true });
    expect((await sdk.voices.search({ pageSize: 100 })).voices.some((v) => v.voiceId === RACHEL)).toBe(false);
  });

  it("are refused like other voices: an unknown id 404, a key without voices_read 403, a bad show_legacy 422", async () => {
    expect(await failure(sdk.voices.get("21m00Tcm4TlvDq8ikWAX"))).toMatchObject({ statusCode: 404 });
    expect(await failure(sdk.textToSpeech.convert("21m00Tcm4TlvDq8ikWAX", { text: "Hi" }))).toMatchObject({ statusCode: 404 });
    const { key } = await createApiKey(t.database.db, ownerPrincipal(alice), { name: "tts only", permissions: ["text_to_speech"] }, alice.userId, {
      ip: null, userAgent: null, httpMethod: "POST", httpPath: "/v1/user/create-api-key",
    });
    const ttsOnly = new ElevenLabsClient({ apiKey: key, baseUrl, maxRetries: 0 });
    expect(await failure(ttsOnly.voices.get(RACHEL))).toMatchObject({ statusCode: 403 });
    expect(await bytesOf(await ttsOnly.textToSpeech.convert(RACHEL, { text: "Still speaks." }))).toBeGreaterThan(1000);
    const res = await t.request("/v1/voices?show_legacy=perhaps", { headers: { "xi-api-key": alice.apiKey } });
    expect(res.status).toBe(422); // validation errors answer 422, as ElevenLabs does
    expect(JSON.stringify(await res.json())).toContain("show_legacy");
  });
});
