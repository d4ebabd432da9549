import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { createRemoteEngines, medianPitchHz, parseEnginesConfig, SpeechService } from "@vocable/speech";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHfTextToAudioTestServer, type HfTextToAudioTestServer } from "../../../../../../packages/speech/src/test-support/hf-text-to-audio-test-server";
import { startRvcTestServer, type RvcTestServer } from "../../../../../../packages/speech/src/test-support/rvc-test-server";
import { spokenWav } from "#testing/spoken-audio";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { getJson } from "#testing/workspace-teams";

// A team's GPU box running open servers: rvc-python's API (RVC voice models) for the voice changer,
// and a Hugging Face text-to-audio endpoint (the inference toolkit's protocol) for sound effects.
let rvc: RvcTestServer;
let audiogen: HfTextToAudioTestServer;
let speech: SpeechService;
let t: TestApp;
let alice: TestUser;
let sdk: ElevenLabsClient;

interface VoiceRow {
  voice_id: string;
  name: string;
  labels: Record<string, string>;
  preview_url: string | null;
}

beforeAll(async () => {
  rvc = await startRvcTestServer();
  audiogen = await startHfTextToAudioTestServer({ apiKey: "hf_test_key", seconds: 6 });
  const configs = parseEnginesConfig([
    { id: "rvc-gpu", kind: "rvc", base_url: rvc.url },
    { id: "audiogen", kind: "hf-text-to-audio", base_url: audiogen.url, api_key: "hf_test_key", model: "facebook/audiogen-medium" },
  ]);
  speech = new SpeechService({ workers: 1, maxQueue: 8, engines: createRemoteEngines(configs) });
  expect(await speech.voices.refresh()).toEqual([]);
  t = await createTestApp({}, { speech });
  alice = await t.signUp("Alice Converter");
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
});
afterAll(async () => {
  await t?.close();
  await speech?.close();
  await rvc?.close();
  await audiogen?.close();
});

const rvcVoice = async (name: string) => ((await getJson(t, "/v1/voices", { apiKey: alice.apiKey })).body.voices as VoiceRow[]).find((v) => v.labels.engine === "rvc-gpu" && v.name === name)!;
const characterCount = async () => (await getJson(t, "/v1/user/subscription", { apiKey: alice.apiKey })).body.character_count as number;

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Int16Array> {
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return new Int16Array(bytes.buffer, 0, bytes.length >> 1);
}

describe("an rvc-python server's voice models", () => {
  it("are listed as voices that convert speech only, without a spoken preview", async () => {
    const amy = await rvcVoice("amy");
    expect(amy.labels).toMatchObject({ engine: "rvc-gpu", vocable_converts_only: "true" });
    expect(amy.preview_url).toBeNull();
    expect((await t.request(`/v1/voices/${amy.voice_id}/preview.mp3`)).status).toBe(404);
  });

  it("convert speech through the pinned SDK: the model's voice comes back, charged and kept like the built-in changer's", async () => {
    const amy = await rvcVoice("amy");
    // Richard, a man's voice (about 100 Hz), converted into a woman's model.
    const spoken = await spokenWav(speech, "The quick brown fox jumps over the lazy dog.");
    const before = await characterCount();
    const converted = await sdk.speechToSpeech.convert(amy.voice_id, { audio: new Blob([new Uint8Array(spoken.wav)]), outputFormat: "pcm_24000", voiceSettings: JSON.stringify({ similarity_boost: 0.8 }) }).withRawResponse();
    expect(converted.rawResponse.headers.get("voice-conversion-engine")).toBe("rvc-gpu");
    const samples = await readAll(converted.data);
    expect(samples.length / 24000).toBeCloseTo(spoken.seconds, 0);
    expect(medianPitchHz(samples, 24000)!).toBeGreaterThan(170);
    expect(rvc.loaded).toBe("amy");
    expect(rvc.params.index_rate).toBe(0.8);
    expect((await characterCount()) - before).toBe(Math.ceil((Math.ceil(spoken.seconds) * 1000) / 60));
    const history = (await getJson(t, "/v1/history?source=STS", { apiKey: alice.apiKey })).body.history as { voice_id: string; model_id: string }[];
    expect(history[0]).toMatchObject({ voice_id: amy.voice_id, model_id: "rvc-gpu" });
  });

  it("do not read text: text to speech with one is refused clearly and charges nothing", async () => {
    const narrator = await rvcVoice("narrator");
    const before = await characterCount();
    const error = await sdk.textToSpeech.convert(narrator.voice_id, { text: "Hello there." }).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ElevenLabsError);
    expect((error as ElevenLabsError).statusCode).toBe(400);
    expect(JSON.stringify((error as ElevenLabsError).body)).toMatch(/voice_converts_only.*converts speech only/);
    expect(await characterCount()).toBe(before);
  });

  it("convert only into their own voices, and only they convert into them: a mismatched model is refused", async () => {
    const spoken = await spokenWav(speech, "Good morning.");
    const premade = ((await getJson(t, "/v1/voices", { apiKey: alice.apiKey })).body.voices as VoiceRow[]).find((v) => v.labels.engine === "flite")!;
    const error = await sdk.speechToSpeech.convert(premade.voice_id, { audio: new Blob([new Uint8Array(spoken.wav)]), modelId: "rvc-gpu" }).then(() => null, (e: unknown) => e);
    expect((error as ElevenLabsError).statusCode).toBe(400);
    expect(JSON.stringify((error as ElevenLabsError).body)).toMatch(/converts only into its own voices/);
    // And the built-in changer cannot speak a model's voice: it says which model converts into it.
    const amy = await rvcVoice("amy");
    const builtIn = await sdk.speechToSpeech.convert(amy.voice_id, { audio: new Blob([new Uint8Array(spoken.wav)]), modelId: "vocable_voice_changer" }).then(() => null, (e: unknown) => e);
    expect((builtIn as ElevenLabsError).statusCode).toBe(400);
    expect(JSON.stringify((builtIn as ElevenLabsError).body)).toMatch(/use model_id rvc-gpu/);
  });
});

describe("a Hugging Face text-to-audio endpoint", () => {
  it("makes the sound effects through the pinned SDK: cut to the asked length, its seconds and the history counted here", async () => {
    const sound = await sdk.textToSoundEffects.convert({ text: "steam hissing from a pipe", durationSeconds: 2.5, promptInfluence: 0.8, outputFormat: "pcm_24000" }).withRawResponse();
    expect(sound.rawResponse.headers.get("sound-effect-engine")).toBe("audiogen");
    // The pages say which engine makes the sounds (no account needed).
    expect((await (await t.request("/v1/sound-effects/vocabulary")).json()).engine).toEqual({ id: "audiogen", procedural: false });
    const samples = await readAll(sound.data);
    expect(samples.length / 24000).toBeCloseTo(2.5, 2);
    expect(Math.max(...samples.map(Math.abs))).toBeGreaterThan(1000);
    const sent = audiogen.requests.at(-1)!;
    expect(sent.path).toBe("/models/facebook/audiogen-medium");
    expect(sent.body).toEqual({ inputs: "steam hissing from a pipe", parameters: { generation_parameters: { do_sample: true, temperature: 0.5 } } });
    expect((await getJson(t, "/v1/user/subscription", { apiKey: alice.apiKey })).body.sound_effect_seconds_used).toBe(3);
    const mine = (await getJson(t, "/v1/sound-generation/history", { apiKey: alice.apiKey })).body.items as { text: string; duration_seconds: number }[];
    expect(mine[0]).toMatchObject({ text: "steam hissing from a pipe", duration_seconds: 2.5 });
  });

  it("while its model loads, says so naming the engine, and charges nothing", async () => {
    const before = (await getJson(t, "/v1/user/subscription", { apiKey: alice.apiKey })).body.sound_effect_seconds_used as number;
    audiogen.loading(true);
    try {
      const error = await sdk.textToSoundEffects.convert({ text: "a door slam", durationSeconds: 1 }).then(() => null, (e: unknown) => e);
      expect(error).toBeInstanceOf(ElevenLabsError);
      expect(JSON.stringify((error as ElevenLabsError).body)).toMatch(/audiogen.*currently loading/);
    } finally {
      audiogen.loading(false);
    }
    expect((await getJson(t, "/v1/user/subscription", { apiKey: alice.apiKey })).body.sound_effect_seconds_used).toBe(before);
  });
});
