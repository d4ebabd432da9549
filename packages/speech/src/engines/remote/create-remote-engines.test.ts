import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCloningTestServer, type CloningTestServer } from "../../test-support/cloning-test-server";
import { startHfTextToAudioTestServer, type HfTextToAudioTestServer } from "../../test-support/hf-text-to-audio-test-server";
import { startLibreTranslateTestServer, type LibreTranslateTestServer } from "../../test-support/libretranslate-test-server";
import { startOpenAiChatTestServer, type OpenAiChatTestServer } from "../../test-support/openai-chat-test-server";
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
  let chat: OpenAiChatTestServer;
  let libre: LibreTranslateTestServer;
  beforeAll(async () => {
    [speech, transcription, cloning, rvc, audiogen, chat, libre] = await Promise.all([
      startOpenAiSpeechTestServer(),
      startOpenAiTranscriptionTestServer(),
      startCloningTestServer(),
      startRvcTestServer(),
      startHfTextToAudioTestServer(),
      startOpenAiChatTestServer(),
      startLibreTranslateTestServer(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([speech.close(), transcription.close(), cloning.close(), rvc.close(), audiogen.close(), chat.close(), libre.close()]);
  });

  const configs = () =>
    parseEnginesConfig([
      { id: "kokoro", kind: "openai-speech", base_url: speech.url, api_key: KEY, model: "kokoro" },
      { id: "whisper", kind: "openai-transcription", base_url: transcription.url, name: "Whisper on the GPU box" },
      { id: "eleven", kind: "elevenlabs", base_url: "https://api.elevenlabs.io", api_key: KEY },
      { id: "clone", kind: "chatterbox", base_url: cloning.url },
      { id: "changer", kind: "rvc", base_url: rvc.url },
      { id: "audiogen", kind: "hf-text-to-audio", base_url: audiogen.url },
      { id: "llm", kind: "openai-chat", base_url: chat.url, api_key: KEY, model: "qwen2.5-7b-instruct" },
      { id: "libre", kind: "libretranslate", base_url: libre.url, languages: ["en", "es", "fr", "de", "ja"] },
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
      ["llm", "remote", ["translation"]],
      ["libre", "remote", ["translation"]],
    ]);
    expect(engines[0]).toMatchObject({ name: `OpenAI-compatible speech (${host})`, languages: ["en"], voiceCount: 0, license: "depends on the remote server's model" });
    expect(engines[0].description).toContain(`Kokoro-FastAPI, Speaches, LocalAI or openedai-speech) at ${host}, model kokoro`);
    expect(engines[1].name).toBe("Whisper on the GPU box");
    expect(engines[2].description).toContain("ElevenLabs itself or another Vocable) at api.elevenlabs.io");
    expect(engines[3].description).toContain("travisvn/chatterbox-tts-api");
    expect(engines[4].description).toContain("rvc-python API server (RVC, Retrieval-based Voice Conversion)");
    expect(engines[5].description).toContain("Hugging Face text-to-audio endpoint");
    const chatHost = new URL(chat.url).host;
    expect(engines[6]).toMatchObject({ name: `OpenAI-compatible chat translation (${chatHost})` });
    expect(engines[6].description).toBe(
      `An OpenAI-compatible chat-completions server (vLLM, Ollama, LocalAI, llama.cpp) at ${chatHost}, model qwen2.5-7b-instruct: ` +
        "translation by a language model with a fixed prompt; quality depends on the model.",
    );
    expect(engines[7]).toMatchObject({ name: `LibreTranslate (${new URL(libre.url).host})`, languages: ["en", "es", "fr", "de", "ja"] });
    expect(engines[7].description).toBe(`A LibreTranslate server at ${new URL(libre.url).host}: machine translation (Argos models).`);
    for (const engine of engines) expect(JSON.stringify(engine) + engine.description + engine.name).not.toContain(KEY);
    expect(engines.map((e) => [e.synthesizer !== undefined, e.recognize !== undefined, e.convertVoice !== undefined, e.generateSound !== undefined])).toEqual([
      [true, false, false, false],
      [false, true, false, false],
      [true, true, true, true],
      [true, false, false, false],
      [false, false, true, false],
      [false, false, false, true],
      [false, false, false, false],
      [false, false, false, false],
    ]);
    expect(engines.map((e) => e.translate !== undefined)).toEqual([false, false, false, false, false, false, true, true]);
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

  it("checks translation engines by their listings and finds them by language pair", async () => {
    const registry = new EngineRegistry();
    const engines = createRemoteEngines([
      ...configs().filter((c) => c.kind === "openai-chat" || c.kind === "libretranslate"),
      ...parseEnginesConfig([{ id: "llm-other", kind: "openai-chat", base_url: chat.url, model: "mistral-small", languages: ["en", "sw"] }]),
    ]);
    for (const engine of engines) registry.register(engine);
    chat.requireKey(KEY);
    try {
      expect(await registry.check("llm")).toMatchObject({ status: "healthy", detail: null, realTimeFactor: null });
      expect(chat.requests.at(-1)).toBe("GET /v1/models");
    } finally {
      chat.requireKey(null);
    }
    // llama.cpp's server lists its one model whatever the name asked: healthy, with the operator told.
    expect(await registry.check("llm-other")).toMatchObject({
      status: "healthy",
      detail: "it does not list model mistral-small (it lists qwen2.5-7b-instruct, llama3.1:8b); requests will name it all the same",
    });
    expect(await registry.check("libre")).toMatchObject({ status: "healthy", detail: null });
    expect(libre.requests.at(-1)).toBe("GET /languages");

    expect(registry.translator("en", "es")?.id).toBe("llm");
    expect(registry.translator("auto", "sw")?.id).toBe("llm-other");
    expect(registry.translator("en", "xx")).toBeUndefined();
    expect(registry.languagesFor("translation")).toContain("sw");
    const result = await registry.translator("en", "es")!.translate({ texts: ["Good morning, my friends."], from: "en", to: "es" });
    expect(result.texts).toEqual(["Buenos días, mi amigos."]);
    // An unhealthy engine goes behind the healthy ones: the LibreTranslate server answers instead.
    chat.failNext(10, 500);
    expect((await registry.check("llm")).status).toBe("unhealthy");
    expect(registry.translator("en", "es")?.id).toBe("libre");
    expect((await registry.translator("en", "es")!.translate({ texts: ["Hello, world."], from: "en", to: "es" })).texts).toEqual(["Hola, mundo."]);
    chat.failNext(0);
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
