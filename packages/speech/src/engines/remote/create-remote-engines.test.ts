import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCloningTestServer, type CloningTestServer } from "../../test-support/cloning-test-server";
import { startHfTextToAudioTestServer, type HfTextToAudioTestServer } from "../../test-support/hf-text-to-audio-test-server";
import { startOpenAiSpeechTestServer, type OpenAiSpeechTestServer } from "../../test-support/openai-speech-test-server";
import { startOpenAiTranscriptionTestServer, type OpenAiTranscriptionTestServer } from "../../test-support/openai-transcription-test-server";
import { startRvcTestServer, type RvcTestServer } from "../../test-support/rvc-test-server";
import { EngineRegistry } from "../engine-registry";
import { createRemoteEngines } from "./create-remote-engines";
import { parseEnginesConfig } from "./engine-config";

const KEY = "sk-very-secret-key-000";

describe("createRemoteEngines", () => {
  let speech: OpenAiSpeechTestServer;
  let transcription: OpenAiTranscriptionTestServer;
  let cloning: CloningTestServer;
  let rvc: RvcTestServer;
  let audiogen: HfTextToAudioTestServer;
  beforeAll(async () => {
    [speech, transcription, cloning, rvc, audiogen] = await Promise.all([
      startOpenAiSpeechTestServer(),
      startOpenAiTranscriptionTestServer(),
      startCloningTestServer(),
      startRvcTestServer(),
      startHfTextToAudioTestServer(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([speech.close(), transcription.close(), cloning.close(), rvc.close(), audiogen.close()]);
  });

  const configs = () =>
    parseEnginesConfig([
      { id: "kokoro", kind: "openai-speech", base_url: speech.url, api_key: KEY, model: "kokoro" },
      { id: "whisper", kind: "openai-transcription", base_url: transcription.url, name: "Whisper on the GPU box" },
      { id: "eleven", kind: "elevenlabs", base_url: "https://api.elevenlabs.io", api_key: KEY },
      { id: "clone", kind: "chatterbox", base_url: cloning.url },
      { id: "changer", kind: "rvc", base_url: rvc.url },
      { id: "audiogen", kind: "hf-text-to-audio", base_url: audiogen.url },
    ]);

  it("describes each engine honestly: kind remote, capabilities from its protocol, the host and never the key", () => {
    const engines = createRemoteEngines(configs());
    const host = new URL(speech.url).host;
    expect(engines.map((e) => [e.id, e.kind, e.capabilities])).toEqual([
      ["kokoro", "remote", ["text_to_speech", "streaming"]],
      ["whisper", "remote", ["speech_recognition"]],
      ["eleven", "remote", ["text_to_speech", "streaming", "speech_recognition", "voice_conversion", "sound_generation"]],
      ["clone", "remote", ["text_to_speech", "voice_cloning"]],
      ["changer", "remote", ["voice_conversion"]],
      ["audiogen", "remote", ["sound_generation"]],
    ]);
    expect(engines[0]).toMatchObject({ name: `OpenAI-compatible speech (${host})`, languages: ["en"], voiceCount: 0, license: "depends on the remote server's model" });
    expect(engines[0].description).toContain(`Kokoro-FastAPI, Speaches, LocalAI or openedai-speech) at ${host}, model kokoro`);
    expect(engines[1].name).toBe("Whisper on the GPU box");
    expect(engines[2].description).toContain("ElevenLabs itself or another Vocable) at api.elevenlabs.io");
    expect(engines[3].description).toContain("travisvn/chatterbox-tts-api");
    expect(engines[4].description).toContain("rvc-python API server (RVC, Retrieval-based Voice Conversion)");
    expect(engines[5].description).toContain("Hugging Face text-to-audio endpoint");
    for (const engine of engines) expect(JSON.stringify(engine) + engine.description + engine.name).not.toContain(KEY);
    expect(engines.map((e) => [e.synthesizer !== undefined, e.recognize !== undefined, e.convertVoice !== undefined, e.generateSound !== undefined])).toEqual([
      [true, false, false, false],
      [false, true, false, false],
      [true, true, true, true],
      [true, false, false, false],
      [false, false, true, false],
      [false, false, false, true],
    ]);
    expect(engines[4].conversionVoices).toBeDefined();
  });

  it("registers beside the embedded engines and is found by capability; checks go through the same path as requests", async () => {
    const registry = new EngineRegistry();
    const engines = createRemoteEngines(configs().filter((c) => c.id !== "eleven"));
    for (const engine of engines) registry.register(engine);
    speech.requireKey(KEY);
    try {
      const kokoro = await registry.check("kokoro");
      expect(kokoro).toMatchObject({ status: "healthy", detail: null });
      expect(kokoro.realTimeFactor).toBeGreaterThan(0);
      expect(speech.requests.slice(-2)).toEqual(["GET /v1/audio/voices", "POST /v1/audio/speech"]);
    } finally {
      speech.requireKey(null);
    }
    const whisper = await registry.check("whisper");
    expect(whisper.status).toBe("healthy");
    expect(whisper.realTimeFactor).toBeGreaterThan(0);
    expect(await registry.check("clone")).toMatchObject({ status: "healthy", realTimeFactor: null });
    // The voice changer by its model listing, the sound generator by a request to its endpoint: neither spends GPU time.
    expect(await registry.check("changer")).toMatchObject({ status: "healthy", realTimeFactor: null });
    expect(rvc.requests.at(-1)).toBe("GET /models");
    expect(await registry.check("audiogen")).toMatchObject({ status: "healthy", realTimeFactor: null });
    expect(audiogen.requests.at(-1)).toMatchObject({ method: "GET", path: "/" });
    expect(registry.voiceChanger()?.id).toBe("changer");
    expect(registry.soundGenerator()?.id).toBe("audiogen");
    expect(registry.recognizerFor("en")?.id).toBe("whisper");
    expect(registry.recognizerFor("fr")?.id).toBe("whisper");
    expect(registry.withCapability("voice_cloning").map((e) => e.id)).toEqual(["clone"]);
    expect(registry.withCapability("text_to_speech", { language: "en" }).map((e) => e.id)).toEqual(["kokoro", "clone"]);
  });

  it("reports an upstream that answers wrongly as unhealthy, with its status and reason", async () => {
    const [wrong] = createRemoteEngines(parseEnginesConfig([{ id: "not-eleven", kind: "elevenlabs", base_url: speech.url }]));
    const registry = new EngineRegistry();
    registry.register(wrong);
    expect(await registry.check("not-eleven")).toMatchObject({ status: "unhealthy", detail: "The speech engine not-eleven answered 404: Not Found" });
  });

  it("reports an open breaker without sending anything, and exposes the guard's state", async () => {
    const [kokoro] = createRemoteEngines(parseEnginesConfig([{ id: "flaky", kind: "openai-speech", base_url: speech.url, retries: 0, voices: ["af_heart"] }]));
    speech.failNext(3, 503);
    for (let i = 0; i < 3; i++) await expect(kokoro.synthesizer!.synthesize({ text: "Hi.", engineVoiceId: "af_heart" }, AbortSignal.timeout(10_000))).rejects.toThrow("answered 503");
    expect(kokoro.guardState()).toMatchObject({ breaker: "open", consecutiveFailures: 3, inFlight: 0, queued: 0 });
    const sent = speech.requests.length;
    const health = await kokoro.checkHealth();
    expect(health.status).toBe("unhealthy");
    expect(health.detail).toMatch(/^circuit open after 3 consecutive failures; next try in (29|30) s$/);
    expect(speech.requests.length).toBe(sent);
  });
});
