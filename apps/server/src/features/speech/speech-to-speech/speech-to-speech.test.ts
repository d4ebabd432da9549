import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { concatBytes, cosineSimilarity, embedSpeaker, PREMADE_VOICES } from "@vocable/speech";
import { wavHeader } from "@vocable/domain";
import { decodeWithFfmpeg } from "@vocable/speech/test-support";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workspace } from "#db/schema/index";
import { audioForm, spokenWav } from "#testing/spoken-audio";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

let t: TestApp;
let ada: TestUser;
let sdk: ElevenLabsClient;
let source: { wav: Buffer; seconds: number };
/** A premade voice unlike the source's (Flite's Richard): an eSpeak NG female voice. */
let target: string;

const SENTENCE = "The quick brown fox jumps over the lazy dog near the river bank.";

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp("Ada Changer");
  sdk = new ElevenLabsClient({ apiKey: ada.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
  source = await spokenWav(t.deps.speech, SENTENCE, "Richard");
  target = PREMADE_VOICES.find((v) => v.engine === "espeak-ng" && v.language === "en" && v.labels.gender === "female")!.voiceId;
});
afterAll(() => t?.close());

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) parts.push(next.value);
  return concatBytes(parts);
}

const post = (user: TestUser, voiceId: string, form: FormData, query = "") =>
  t.request(`/v1/speech-to-speech/${voiceId}${query}`, { method: "POST", headers: { "xi-api-key": user.apiKey }, body: form });
const json = async (res: Response) => (await res.json()) as { detail: { status: string; message: string } };

describe("POST /v1/speech-to-speech/{voice_id} (speechToSpeech.convert and .stream, the pinned SDK)", () => {
  it("speaks the source's words in the target voice, charged 1,000 characters a minute, kept with the original", async () => {
    const before = (await t.deps.db.select().from(workspace).where(eq(workspace.id, ada.workspaceId)))[0]!.characterCount;
    const mp3 = await bytesOf(await sdk.speechToSpeech.convert(target, { audio: new Blob([new Uint8Array(source.wav)]), modelId: "eleven_multilingual_sts_v2", voiceSettings: JSON.stringify({ stability: 0.4 }) }));
    const converted = decodeWithFfmpeg(mp3, "mp3_44100_128");
    // Timing kept: the converted speech is about as long as the source.
    expect(Math.abs(converted.durationSeconds - source.seconds)).toBeLessThan(0.25 * source.seconds);
    // The speaker moved: closer to the target voice's own speech than to the source's.
    const targetOwn = await t.deps.speech.synthesize({ text: SENTENCE, voiceId: target, owner: "test" });
    const sourceOwn = decodeWithFfmpeg(new Uint8Array(source.wav), "wav_22050");
    const embed = (samples: Int16Array, rate: number) => embedSpeaker(samples, rate);
    const [c, tg, src] = [await embed(converted.samples, 44100), await embed(targetOwn.samples, targetOwn.sampleRate), await embed(sourceOwn.samples, sourceOwn.sampleRate)];
    expect(cosineSimilarity(c, tg)).toBeGreaterThan(cosineSimilarity(c, src));
    const after = (await t.deps.db.select().from(workspace).where(eq(workspace.id, ada.workspaceId)))[0]!.characterCount;
    expect(after - before).toBe(Math.ceil((Math.ceil(source.seconds) * 1000) / 60));
    const history = (await (await t.request("/v1/history?source=STS", { headers: { "xi-api-key": ada.apiKey } })).json()) as { history: { history_item_id: string; voice_id: string; text: string; model_id: string }[] };
    const item = history.history[0]!;
    expect(item).toMatchObject({ voice_id: target, model_id: "eleven_multilingual_sts_v2" });
    // What the voice changer heard: most of the words.
    expect(item.text.toLowerCase()).toMatch(/fox|dog|river/);
    const original = await t.request(`/v1/history/${item.history_item_id}/source-audio`, { headers: { "xi-api-key": ada.apiKey } });
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("audio/flac");
    expect(decodeWithFfmpeg(new Uint8Array(await original.arrayBuffer()), "wav_16000").durationSeconds).toBeCloseTo(source.seconds, 0);
  });

  it("streams, answers the asked format, keeps no item without logging, and completes the onboarding item", async () => {
    const bob = await t.signUp("Bob Streams");
    const bobSdk = new ElevenLabsClient({ apiKey: bob.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
    const pcm = await bytesOf(await bobSdk.speechToSpeech.stream(target, { audio: new Blob([new Uint8Array(source.wav)]), outputFormat: "pcm_16000", enableLogging: false }));
    expect(pcm.length / 2 / 16000).toBeGreaterThan(0.75 * source.seconds);
    const history = (await (await t.request("/v1/history?source=STS", { headers: { "xi-api-key": bob.apiKey } })).json()) as { history: unknown[] };
    expect(history.history).toHaveLength(0);
    const user = (await (await t.request("/v1/user", { headers: { cookie: bob.cookie } })).json()) as { onboarding_checklist?: { items: { onboarding_checklist_item_id: string; is_completed: boolean }[] } };
    const items = user.onboarding_checklist?.items ?? [];
    expect(items.find((i) => i.onboarding_checklist_item_id === "generate_speech_to_speech")?.is_completed).toBe(true);
    expect(items.find((i) => i.onboarding_checklist_item_id === "generate_text_to_speech")?.is_completed).toBe(false);
  });

  it("refuses bad input clearly and charges nothing", async () => {
    const eve = await t.signUp("Eve Elsewhere");
    const eveVoice = await t.request("/v1/voices/add", { method: "POST", headers: { "xi-api-key": eve.apiKey }, body: audioForm(source.wav, { name: "Eve's voice" }, "eve.wav", "files") });
    const eveVoiceId = ((await eveVoice.json()) as { voice_id?: string }).voice_id;
    const before = (await t.deps.db.select().from(workspace).where(eq(workspace.id, ada.workspaceId)))[0]!.characterCount;
    const wav = (fields: Record<string, string> = {}) => audioForm(source.wav, fields, "speech.wav", "audio");
    // No audio: 422 naming the field; a text file: 400; the wrong content type: 415.
    expect((await post(ada, target, audioForm(null, { model_id: "eleven_multilingual_sts_v2" }))).status).toBe(422);
    const text = await post(ada, target, audioForm(new TextEncoder().encode("not audio at all"), {}, "notes.txt", "audio"));
    expect(text.status).toBe(400);
    expect((await json(text)).detail.status).toMatch(/^(invalid_audio|unsupported_audio_type)$/);
    expect((await t.request(`/v1/speech-to-speech/${target}`, { method: "POST", headers: { "xi-api-key": ada.apiKey, "content-type": "application/json" }, body: "{}" })).status).toBe(415);
    // Another workspace's voice is as absent as an unknown one.
    if (eveVoiceId) expect((await post(ada, eveVoiceId, wav())).status).toBe(404);
    expect((await post(ada, "no-such-voice", wav())).status).toBe(404);
    // A model that cannot convert, bad settings, a bad seed, an unknown field.
    const model = await post(ada, target, wav({ model_id: "eleven_multilingual_v2" }));
    expect(model.status).toBe(400);
    expect((await json(model)).detail.message).toContain("vocable_voice_changer");
    expect((await post(ada, target, wav({ voice_settings: "{not json" }))).status).toBe(422);
    expect((await post(ada, target, wav({ voice_settings: JSON.stringify({ stability: 7 }) }))).status).toBe(422);
    expect((await post(ada, target, wav({ seed: "-1" }))).status).toBe(422);
    expect((await post(ada, target, wav({ remove_background_noise: "maybe" }))).status).toBe(422);
    expect((await post(ada, target, wav({ pitch: "high" }))).status).toBe(400);
    // Two seconds of silence have no speech to convert: 400, refunded.
    const quiet = new Uint8Array(64_000);
    const silence = await post(ada, target, audioForm(concatBytes([wavHeader(16_000, quiet.length), quiet]), {}, "quiet.wav", "audio"));
    expect(silence.status).toBe(400);
    expect((await json(silence)).detail.status).toBe("no_speech_to_convert");
    const after = (await t.deps.db.select().from(workspace).where(eq(workspace.id, ada.workspaceId)))[0]!.characterCount;
    expect(after).toBe(before);
  });

  it("refuses past the quota and over the upload limit", async () => {
    const cat = await t.signUp("Cat Quota");
    await t.database.db.update(workspace).set({ characterCount: 10_000 - 10 }).where(eq(workspace.id, cat.workspaceId));
    const catSdk = new ElevenLabsClient({ apiKey: cat.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
    await expect(catSdk.speechToSpeech.convert(target, { audio: new Blob([new Uint8Array(source.wav)]) })).rejects.toMatchObject({ statusCode: 401 });
    const small = await createTestApp({ MAX_UPLOAD_BYTES: "20000" });
    try {
      const dan = await small.signUp("Dan Large");
      const res = await small.request(`/v1/speech-to-speech/${target}`, { method: "POST", headers: { "xi-api-key": dan.apiKey }, body: audioForm(source.wav, {}, "speech.wav", "audio") });
      expect(res.status).toBe(413);
    } finally {
      await small.close();
    }
  });

  it("lists the voice changer among the models, honestly described", async () => {
    const models = (await sdk.models.list()) as { modelId: string; canDoVoiceConversion?: boolean; canDoTextToSpeech?: boolean; description?: string }[];
    const changer = models.find((m) => m.modelId === "vocable_voice_changer")!;
    expect(changer).toMatchObject({ canDoVoiceConversion: true, canDoTextToSpeech: false });
    expect(changer.description).toMatch(/approximation/i);
    expect(models.filter((m) => m.canDoTextToSpeech).every((m) => !m.canDoVoiceConversion)).toBe(true);
  });
});
