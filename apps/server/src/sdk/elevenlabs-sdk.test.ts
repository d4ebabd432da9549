import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeWithFfmpeg } from "@vocable/speech/test-support";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

/** The official ElevenLabs SDK, unchanged except for its base URL, against a running server. */
let t: TestApp;
let alice: TestUser;
let client: ElevenLabsClient;
let voiceId: string;

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Sdk User");
  client = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
});
afterAll(() => t.close());

describe("@elevenlabs/elevenlabs-js against Vocable", () => {
  it("voices.search and voices.get", async () => {
    const page = await client.voices.search({ pageSize: 5, includeTotalCount: true });
    expect(page.voices).toHaveLength(5);
    expect(page.hasMore).toBe(true);
    expect(page.totalCount).toBeGreaterThanOrEqual(12);
    voiceId = page.voices[0].voiceId;
    const voice = await client.voices.get(voiceId);
    expect(voice.name).toBe(page.voices[0].name);
  });

  it("models.list", async () => {
    const models = await client.models.list();
    expect(models.map((m) => m.modelId)).toContain("vocable_multilingual_v1");
  });

  it("textToSpeech.convert with an ElevenLabs model id", async () => {
    const audio = await readAll(await client.textToSpeech.convert(voiceId, { text: "Hello from the SDK.", modelId: "eleven_multilingual_v2", outputFormat: "mp3_44100_128" }));
    expect((decodeWithFfmpeg(audio, "mp3_44100_128")).durationSeconds).toBeGreaterThan(0.5);
  });

  it("textToSpeech.stream", async () => {
    const audio = await readAll(await client.textToSpeech.stream(voiceId, { text: "Streaming works. Sentence two.", outputFormat: "pcm_24000" }));
    expect((decodeWithFfmpeg(audio, "pcm_24000")).durationSeconds).toBeGreaterThan(1);
  });

  it("textToSpeech.convertWithTimestamps", async () => {
    const text = "Timing every character.";
    const res = await client.textToSpeech.convertWithTimestamps(voiceId, { text });
    expect(res.alignment!.characters.join("")).toBe(text);
    expect(res.alignment!.characterEndTimesSeconds.at(-1)!).toBeGreaterThan(0.5);
    expect(res.audioBase64.length).toBeGreaterThan(1000);
  });

  it("textToSpeech.streamWithTimestamps", async () => {
    const text = "First sentence. Second sentence.";
    const chunks = [];
    for await (const chunk of await client.textToSpeech.streamWithTimestamps(voiceId, { text })) chunks.push(chunk);
    expect(chunks.map((c) => c.alignment?.characters.join("") ?? "").join("")).toBe(text);
  });

  it("history.list with the model, date and sort filters", async () => {
    const now = Math.floor(Date.now() / 1000);
    const page = await client.history.list({ modelId: "eleven_multilingual_v2", dateAfterUnix: now - 3600, dateBeforeUnix: now + 60, sortDirection: "asc" });
    expect(page.history.map((h) => h.modelId)).toEqual(["eleven_multilingual_v2"]);
    expect((await client.history.list({ modelId: "eleven_multilingual_v2", dateBeforeUnix: now - 3600 })).history).toEqual([]);
  });

  it("history.list, get, getAudio and delete", async () => {
    const list = await client.history.list({ pageSize: 10 });
    expect(list.history.length).toBeGreaterThanOrEqual(4);
    const id = list.history[0].historyItemId;
    const item = await client.history.get(id);
    expect(item.voiceId).toBe(voiceId);
    const audio = await readAll(await client.history.getAudio(id));
    expect(audio.length).toBeGreaterThan(1000);
    await client.history.delete(id);
    const after = await client.history.list({ pageSize: 10 });
    expect(after.history.map((h) => h.historyItemId)).not.toContain(id);
  });

  it("user.get and user.subscription.get", async () => {
    const user = await client.user.get();
    expect(user.userId).toBe(alice.userId);
    expect(user.subscription.tier).toBe("free");
    const sub = await client.user.subscription.get();
    expect(sub.characterLimit).toBe(10_000);
    expect(sub.characterCount).toBeGreaterThan(0);
  });

  it("surfaces a wrong API key as the SDK's 401 error", async () => {
    const wrong = new ElevenLabsClient({ apiKey: "sk_wrong", baseUrl: await t.listen(), maxRetries: 0 });
    await expect(wrong.user.get()).rejects.toMatchObject({ statusCode: 401 });
  });
});
