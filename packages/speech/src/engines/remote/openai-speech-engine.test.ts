import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { synthesizeRaw } from "../../service/speech-service";
import { FLITE_VOICES } from "../../test-support/flite-speech";
import { startOpenAiSpeechTestServer, type OpenAiSpeechTestServer } from "../../test-support/openai-speech-test-server";
import { collectSpeech, heardWords, voicedFraction } from "../../test-support/speech-checks";
import { parseEnginesConfig } from "./engine-config";
import { OPENAI_VOICE_NAMES } from "./openai-voices";
import { OpenAiSpeechEngine } from "./openai-speech-engine";
import { UpstreamError } from "./remote-errors";
import { EngineGuard } from "./resilience";

const SENTENCE = "The quick brown fox jumps over the lazy dog. Then it runs back into the green forest.";

function engineFor(url: string, entry: Record<string, unknown> = {}) {
  const [config] = parseEnginesConfig([{ id: "kokoro", kind: "openai-speech", base_url: url, ...entry }]);
  const guard = new EngineGuard({ engineId: config.id, timeoutMs: config.timeoutMs, retries: config.retries, maxConcurrency: 4, maxQueue: 4, secret: config.apiKey, retryBaseMs: 10 });
  return new OpenAiSpeechEngine(config, guard);
}

describe("OpenAiSpeechEngine against a Kokoro-FastAPI-like server", () => {
  let server: OpenAiSpeechTestServer;
  beforeAll(async () => {
    server = await startOpenAiSpeechTestServer();
  });
  afterAll(() => server.close());

  it("lists the server's voices, with language and gender from Kokoro's names", async () => {
    const voices = await engineFor(server.url).listVoices();
    expect(voices.map((v) => v.engineVoiceId)).toEqual(["af_heart", "am_michael", "bm_george", "am_echo"]);
    expect(voices[0]).toEqual({ engineVoiceId: "af_heart", name: "af_heart", language: "en", gender: "female", description: "Kokoro voice, American English, female" });
    expect(server.requests.at(-1)).toBe("GET /v1/audio/voices");
  });

  it("streams real speech as 24 kHz PCM: several chunks, mostly voiced, as long as the engine says it, and heard by PocketSphinx", async () => {
    const engine = engineFor(server.url);
    const started = performance.now();
    const speech = await engine.synthesize({ text: SENTENCE, engineVoiceId: "am_michael" }, AbortSignal.timeout(60_000));
    expect(speech.sampleRate).toBe(24000);
    const { samples, chunkCount } = await collectSpeech(speech.chunks, started);
    expect(chunkCount).toBeGreaterThan(5);
    expect(voicedFraction(samples, 24000)).toBeGreaterThan(0.5);
    const raw = await synthesizeRaw({ text: SENTENCE, voiceId: FLITE_VOICES.get("rms")!.voiceId });
    const ratio = samples.length / 24000 / (raw.samples.length / raw.sampleRate);
    expect(ratio).toBeGreaterThan(0.8);
    expect(ratio).toBeLessThan(1.25);
    const { found, missing, heard } = await heardWords(samples, 24000, SENTENCE);
    expect(found.length, `heard "${heard}", missing ${missing.join(", ")}`).toBeGreaterThanOrEqual(Math.ceil((found.length + missing.length) * 0.6));
    // Exactly OpenAI's body: Kokoro-FastAPI is not Speaches, so no sample_rate.
    expect(server.speechRequests.at(-1)).toEqual({ model: "tts-1", input: SENTENCE, voice: "am_michael", response_format: "pcm", speed: 1 });
  });

  it("passes the speed on (clamped to OpenAI's range), and the configured model", async () => {
    const engine = engineFor(server.url, { model: "kokoro" });
    const normal = await collectSpeech((await engine.synthesize({ text: "One two three four five six.", engineVoiceId: "af_heart" }, AbortSignal.timeout(30_000))).chunks);
    const fast = await collectSpeech((await engine.synthesize({ text: "One two three four five six.", engineVoiceId: "af_heart", speed: 1.5 }, AbortSignal.timeout(30_000))).chunks);
    expect(fast.samples.length).toBeLessThan(normal.samples.length * 0.85);
    await collectSpeech((await engine.synthesize({ text: "Hi.", engineVoiceId: "af_heart", speed: 9 }, AbortSignal.timeout(30_000))).chunks);
    expect(server.speechRequests.at(-1)).toMatchObject({ model: "kokoro", speed: 4 });
  });

  it("rejects with the upstream's status and reason", async () => {
    const engine = engineFor(server.url);
    const error = await engine.synthesize({ text: "Hello.", engineVoiceId: "nobody" }, AbortSignal.timeout(30_000)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 400, reason: "Voice 'nobody' not found. Available voices: af_heart, am_echo, am_michael, bm_george" });
    expect((error as Error).message).toBe("The speech engine kokoro answered 400: Voice 'nobody' not found. Available voices: af_heart, am_echo, am_michael, bm_george");
    const invalid = await engineFor(server.url, { model: "gpt-5" }).synthesize({ text: "Hello.", engineVoiceId: "af_heart" }, AbortSignal.timeout(30_000)).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ status: 400, reason: "Unsupported model: gpt-5" });
  });

  it("answers 401 for a wrong key without the key ever reaching the error", async () => {
    const key = "sk-proj-wrong-key-0123456789";
    server.requireKey("sk-right");
    try {
      const error = await engineFor(server.url, { api_key: key }).synthesize({ text: "Hello.", engineVoiceId: "af_heart" }, AbortSignal.timeout(30_000)).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 401 });
      expect((error as UpstreamError).reason).toMatch(/^Incorrect API key provided: sk-\*+6789\./);
      expect(JSON.stringify(error) + (error as Error).message + (error as Error).stack).not.toContain(key);
      const ok = await engineFor(server.url, { api_key: "sk-right" }).synthesize({ text: "Hello.", engineVoiceId: "af_heart" }, AbortSignal.timeout(30_000));
      expect((await collectSpeech(ok.chunks)).samples.length).toBeGreaterThan(0);
    } finally {
      server.requireKey(null);
    }
  });
});

describe("OpenAiSpeechEngine against a server with no voice listing (like OpenAI itself)", () => {
  let server: OpenAiSpeechTestServer;
  beforeAll(async () => {
    server = await startOpenAiSpeechTestServer({ voiceListing: "none" });
  });
  afterAll(() => server.close());

  it("tries both listing paths once, then uses the configured voices, else OpenAI's names", async () => {
    const configured = engineFor(server.url, { voices: ["af_heart", "bm_george"] });
    expect(await configured.listVoices()).toEqual([
      { engineVoiceId: "af_heart", name: "af_heart", language: "en", gender: "female", description: "Kokoro voice, American English, female" },
      { engineVoiceId: "bm_george", name: "bm_george", language: "en", gender: "male", description: "Kokoro voice, British English, male" },
    ]);
    expect(server.requests.splice(0)).toEqual(["GET /v1/audio/voices", "GET /v1/audio/speech/voices"]);
    await configured.listVoices();
    expect(server.requests.splice(0)).toEqual([]);
    const bare = engineFor(server.url, { languages: ["en", "de"] });
    expect((await bare.listVoices()).map((v) => [v.engineVoiceId, v.language])).toEqual(OPENAI_VOICE_NAMES.map((n) => [n, "en"]));
  });
});
