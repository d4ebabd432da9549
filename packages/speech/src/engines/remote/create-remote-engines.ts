import { RECOGNITION_SAMPLE_RATE, type Recognize } from "../../recognition/recognition-types";
import { realTimeFactorOf, type EngineCapability, type EngineHealth, type RegisteredEngine } from "../engine-registry";
import type { Translate } from "../translation-types";
import { ChatterboxEngine } from "./chatterbox-engine";
import type { RemoteEngineConfig, RemoteEngineKind } from "./engine-config";
import { ElevenLabsEngine } from "./elevenlabs-engine";
import { HfTextToAudioEngine } from "./hf-text-to-audio-engine";
import { LibreTranslateEngine } from "./libretranslate-engine";
import { OpenAiChatTranslationEngine } from "./openai-chat-translation-engine";
import { OpenAiSpeechEngine } from "./openai-speech-engine";
import { createOpenAiTranscriber } from "./openai-transcription-engine";
import type { EngineVoice, SpeechSynthesizer } from "./remote-types";
import { EngineGuard, type GuardState } from "./resilience";
import { RvcEngine } from "./rvc-engine";

/** What the health check of a text-to-speech engine has it say. */
const CHECK_TEXT = "Hello.";
/** The health check's recognition input: half a second of silence (it checks the path, not accuracy). */
const CHECK_SILENCE = new Int16Array(RECOGNITION_SAMPLE_RATE / 2);

const KINDS: Record<RemoteEngineKind, { capabilities: EngineCapability[]; name: string; describe: (host: string, model?: string) => string }> = {
  "openai-speech": {
    capabilities: ["text_to_speech", "streaming"],
    name: "OpenAI-compatible speech",
    describe: (host, model) =>
      `An OpenAI-compatible speech server (such as Kokoro-FastAPI, Speaches, LocalAI or openedai-speech) at ${host}, model ${model}: ` +
      "its voices streamed as 24 kHz PCM; how they sound, and in which languages, depends on the model it serves.",
  },
  "openai-transcription": {
    capabilities: ["speech_recognition"],
    name: "OpenAI-compatible transcription",
    describe: (host, model) =>
      `An OpenAI-compatible transcription server (such as Speaches, faster-whisper-server or LocalAI) at ${host}, model ${model}: ` +
      "speech recognition with word times (estimated when the server gives only segments); accuracy depends on the model it serves.",
  },
  elevenlabs: {
    capabilities: ["text_to_speech", "streaming", "speech_recognition", "voice_conversion", "sound_generation"],
    name: "ElevenLabs-compatible API",
    describe: (host, model) =>
      `An ElevenLabs-compatible API (ElevenLabs itself or another Vocable) at ${host}: its voices with model ${model} streamed as 24 kHz PCM, ` +
      "its speech-to-text (scribe_v1) with word times, its speech to speech into its voices and its sound effects; usage counts against that account.",
  },
  chatterbox: {
    capabilities: ["text_to_speech", "voice_cloning"],
    name: "Chatterbox voice cloning",
    describe: (host) =>
      `A Chatterbox TTS API server (travisvn/chatterbox-tts-api, Resemble AI's Chatterbox) at ${host}: ` +
      "clones a voice from a few seconds of a reference recording, and speaks the voices of its library, as 24 kHz audio.",
  },
  rvc: {
    capabilities: ["voice_conversion"],
    name: "RVC voice conversion",
    describe: (host) =>
      `An rvc-python API server (RVC, Retrieval-based Voice Conversion) at ${host}: converts speech into the voices of its models, ` +
      "keeping the words, timing and intonation; its voices convert speech only (they do not read text).",
  },
  "hf-text-to-audio": {
    capabilities: ["sound_generation"],
    name: "Hugging Face text-to-audio",
    describe: (host, model) =>
      `A Hugging Face text-to-audio endpoint (an Inference Endpoint, the open inference toolkit or the serverless API) at ${host}${model ? `, model ${model}` : ""}: ` +
      "sound effects from a description, by the model it serves (such as AudioGen or AudioLDM), cut to the asked duration.",
  },
  "openai-chat": {
    capabilities: ["translation"],
    name: "OpenAI-compatible chat translation",
    describe: (host, model) =>
      `An OpenAI-compatible chat-completions server (vLLM, Ollama, LocalAI, llama.cpp) at ${host}, model ${model}: ` +
      "translation by a language model with a fixed prompt; quality depends on the model.",
  },
  libretranslate: {
    capabilities: ["translation"],
    name: "LibreTranslate",
    describe: (host) => `A LibreTranslate server at ${host}: machine translation (Argos models).`,
  },
};

function health(status: EngineHealth["status"], detail: string | null, realTimeFactor: number | null = null): EngineHealth {
  return { status, detail, checkedAt: new Date(), realTimeFactor };
}

/** The guard's breaker state for the operator, while open (null otherwise). */
function openBreakerDetail(state: GuardState): string | null {
  if (state.breaker !== "open") return null;
  const seconds = Math.max(0, Math.ceil(((state.retryAt ?? Date.now()) - Date.now()) / 1000));
  return `circuit open after ${state.consecutiveFailures} consecutive failures; next try in ${seconds} s`;
}

/** A 1-word synthesis, read to the end: healthy with its real-time factor when audio came back. */
async function checkSynthesis(synthesizer: SpeechSynthesizer): Promise<EngineHealth> {
  const signal = AbortSignal.timeout(120_000);
  const voices = await synthesizer.listVoices(signal);
  if (voices.length === 0) return health("unhealthy", "it lists no voices");
  const started = performance.now();
  const speech = await synthesizer.synthesize({ text: CHECK_TEXT, engineVoiceId: voices[0].engineVoiceId }, signal);
  let samples = 0;
  for await (const chunk of speech.chunks) samples += chunk.length;
  const seconds = (performance.now() - started) / 1000;
  if (samples === 0) return health("unhealthy", `it answered no audio for "${CHECK_TEXT}"`);
  return health("healthy", null, realTimeFactorOf(seconds, samples / speech.sampleRate));
}

/** A tiny transcription (half a second of silence): healthy with its real-time factor when it answers. */
async function checkRecognition(recognize: Recognize, language: string): Promise<EngineHealth> {
  const started = performance.now();
  await recognize(CHECK_SILENCE, { language, signal: AbortSignal.timeout(120_000) });
  const seconds = (performance.now() - started) / 1000;
  return health("healthy", null, realTimeFactorOf(seconds, CHECK_SILENCE.length / RECOGNITION_SAMPLE_RATE));
}

/** A voice listing (for engines where synthesis or conversion costs the operator money or GPU minutes). */
async function checkListing(lister: { listVoices(signal?: AbortSignal): Promise<EngineVoice[]> }): Promise<EngineHealth> {
  const voices = await lister.listVoices(AbortSignal.timeout(60_000));
  return voices.length ? health("healthy", null) : health("unhealthy", "it lists no voices");
}

/** A model listing: healthy when it lists the configured model, or any (servers such as llama.cpp's answer with their one model whatever is asked). */
async function checkModels(engine: OpenAiChatTranslationEngine, model: string): Promise<EngineHealth> {
  const models = await engine.listModels(AbortSignal.timeout(60_000));
  if (models.length === 0) return health("unhealthy", "it lists no models");
  return health("healthy", models.includes(model) ? null : `it does not list model ${model} (it lists ${models.slice(0, 10).join(", ")}); requests will name it all the same`);
}

/**
 * The operator's remote engines, ready to register: one guard each (timeout, retries, breaker,
 * concurrency limit) shared by everything the engine does, a descriptor of kind `remote` whose
 * description names the server type and host (never the key), and a health check through the
 * same guard: a 1-word synthesis (openai-speech), a half-second transcription
 * (openai-transcription), a voice listing (elevenlabs: synthesis would spend the account's
 * characters; chatterbox: cloning costs GPU time; rvc: its models), a request to the endpoint
 * (hf-text-to-audio: generating costs GPU time), a model listing (openai-chat: a translation
 * would spend GPU time), a language listing (libretranslate: the pairs it can do). While an
 * engine's breaker is open its check sends nothing and reports the breaker instead.
 */
export function createRemoteEngines(configs: RemoteEngineConfig[]): (RegisteredEngine & { guardState(): GuardState })[] {
  return configs.map((config) => {
    const guard = new EngineGuard({
      engineId: config.id,
      timeoutMs: config.timeoutMs,
      retries: config.retries,
      maxConcurrency: config.maxConcurrency,
      maxQueue: config.maxQueue,
      secret: config.apiKey,
    });
    const kind = KINDS[config.kind];
    let synthesizer: SpeechSynthesizer | undefined;
    let recognize: Recognize | undefined;
    let translate: Translate | undefined;
    let conversion: Pick<RegisteredEngine, "convertVoice" | "generateSound" | "conversionVoices"> = {};
    let check: () => Promise<EngineHealth>;
    if (config.kind === "openai-speech") {
      const engine = new OpenAiSpeechEngine(config, guard);
      synthesizer = engine;
      check = () => checkSynthesis(engine);
    } else if (config.kind === "openai-transcription") {
      const transcriber = createOpenAiTranscriber(config, guard);
      recognize = transcriber;
      check = () => checkRecognition(transcriber, config.languages[0]);
    } else if (config.kind === "elevenlabs") {
      const engine = new ElevenLabsEngine(config, guard);
      synthesizer = engine;
      recognize = engine.recognize;
      conversion = { convertVoice: engine.convertVoice, generateSound: engine.generateSound };
      check = () => checkListing(engine);
    } else if (config.kind === "rvc") {
      const engine = new RvcEngine(config, guard);
      conversion = { convertVoice: engine.convertVoice, conversionVoices: engine };
      check = () => checkListing(engine);
    } else if (config.kind === "hf-text-to-audio") {
      const engine = new HfTextToAudioEngine(config, guard);
      conversion = { generateSound: engine.generateSound };
      // Generating would spend the endpoint's GPU time: ask whether it answers.
      check = () => engine.checkReachable(AbortSignal.timeout(60_000)).then(() => health("healthy", null));
    } else if (config.kind === "openai-chat") {
      const engine = new OpenAiChatTranslationEngine(config, guard);
      translate = engine.translate;
      check = () => checkModels(engine, config.model ?? "");
    } else if (config.kind === "libretranslate") {
      const engine = new LibreTranslateEngine(config, guard);
      translate = engine.translate;
      check = () => engine.fetchLanguages().then((list) => (list.length ? health("healthy", null) : health("unhealthy", "it lists no languages")));
    } else {
      const engine = new ChatterboxEngine(config, guard);
      synthesizer = engine;
      check = () => checkListing(engine);
    }
    const host = new URL(config.baseUrl).host;
    return {
      id: config.id,
      name: config.name ?? `${kind.name} (${host})`,
      kind: "remote" as const,
      description: kind.describe(host, config.model),
      capabilities: kind.capabilities,
      languages: config.languages,
      // Remote voices are not in the built-in catalogue: ask the synthesizer for them.
      voiceCount: 0,
      license: "depends on the remote server's model",
      ...(synthesizer ? { synthesizer } : {}),
      // An ElevenLabs-compatible upstream's voice ids stay as they are, so ids clients stored keep working.
      keepsVoiceIds: config.kind === "elevenlabs",
      ...(recognize ? { recognize } : {}),
      ...conversion,
      ...(translate ? { translate } : {}),
      guardState: () => guard.state(),
      async checkHealth() {
        const open = openBreakerDetail(guard.state());
        return open ? health("unhealthy", open) : check();
      },
    };
  });
}
