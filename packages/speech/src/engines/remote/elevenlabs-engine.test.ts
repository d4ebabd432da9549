import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resampleWhole } from "../../audio/resampler";
import { RECOGNITION_SAMPLE_RATE } from "../../recognition/recognition-types";
import { POCKETSPHINX_SAMPLE_RATE, recognizeWithPocketsphinx } from "../../recognition/pocketsphinx";
import { startFaultInjectingServer, type FaultInjectingServer, type ProtocolErrors } from "../../test-support/fault-injecting-server";
import { speakPieces, speakWithFlite } from "../../test-support/flite-speech";
import { readWav } from "../../test-support/read-wav";
import { collectSpeech, heardWords, voicedFraction } from "../../test-support/speech-checks";
import { ElevenLabsEngine, elevenLabsVoice, recognitionFromScribe } from "./elevenlabs-engine";
import { parseEnginesConfig } from "./engine-config";
import { UpstreamError } from "./remote-errors";
import { EngineGuard } from "./resilience";

const KEY = "sk_3f1c0ffee0ddba11";
const SENTENCE = "The quick brown fox jumps over the lazy dog.";

/** ElevenLabs' error bodies: `{"detail": {"status", "message"}}`, the key in `xi-api-key`. */
const ELEVENLABS_ERRORS: ProtocolErrors = {
  errorBody: (status, message) => ({
    contentType: "application/json",
    body: JSON.stringify({ detail: { status: status === 401 ? "invalid_api_key" : status === 429 ? "too_many_concurrent_requests" : "service_unavailable", message } }),
  }),
  keyOf: (req) => req.headers["xi-api-key"] as string | undefined,
  unauthorizedMessage: () => "Invalid API key",
};

/** The documented `GET /v1/voices` items: an ElevenLabs premade voice, a Vocable voice, and one without a gender we know. */
const VOICES = [
  {
    voice_id: "21m00Tcm4TlvDq8ikWAM",
    name: "Rachel",
    category: "premade",
    labels: { accent: "american", description: "calm", age: "young", gender: "female", use_case: "narration" },
    description: null,
    verified_languages: [{ language: "en", model_id: "eleven_multilingual_v2", accent: "american", locale: "en-US", preview_url: null }],
  },
  { voice_id: "k8vT2mQp4LwX9nR3bF6z", name: "Camille", category: "premade", labels: { language: "fr", gender: "female" }, description: "A French female voice." },
  { voice_id: "pNInz6obpgDQGcFmaJgB", name: "Sam", category: "cloned", labels: { gender: "non-binary" } },
];

interface Received {
  path: string;
  key?: string;
  body?: unknown;
  fields?: Record<string, string>;
  wav?: { sampleRate: number; samples: number };
}

async function startElevenLabsServer(): Promise<FaultInjectingServer & { received: Received[] }> {
  const received: Received[] = [];
  const server = await startFaultInjectingServer(ELEVENLABS_ERRORS, async (ctx) => {
    const { req, url } = ctx;
    const record: Received = { path: `${req.method} ${url.pathname}${url.search}`, key: req.headers["xi-api-key"] as string | undefined };
    received.push(record);
    if (req.method === "GET" && url.pathname === "/v1/voices") return ctx.json(200, { voices: VOICES, has_more: false, total_count: VOICES.length });
    const tts = /^\/v1\/text-to-speech\/([^/]+)\/stream$/.exec(url.pathname);
    if (req.method === "POST" && tts) {
      record.body = await ctx.webRequest().json();
      if (!VOICES.some((v) => v.voice_id === tts[1])) return ctx.json(404, { detail: { status: "voice_not_found", message: `A voice with the voice_id ${tts[1]} was not found.` } });
      if (url.searchParams.get("output_format") !== "pcm_24000") return ctx.fail(400, "this test server streams pcm_24000 only");
      ctx.res.writeHead(200, { "content-type": "audio/pcm", "transfer-encoding": "chunked" });
      const { text } = record.body as { text: string };
      for await (const bytes of speakPieces(text, tts[1] === "21m00Tcm4TlvDq8ikWAM" ? "slt" : "rms", 24000)) await ctx.write(bytes);
      ctx.res.end();
      return;
    }
    if (req.method === "POST" && url.pathname === "/v1/speech-to-text") {
      const form = await ctx.webRequest().formData();
      record.fields = {};
      for (const [name, value] of form.entries()) if (typeof value === "string") record.fields[name] = value;
      const audio = readWav(new Uint8Array(await (form.get("file") as Blob).arrayBuffer()));
      record.wav = { sampleRate: audio.sampleRate, samples: audio.samples.length };
      const heard = await recognizeWithPocketsphinx(resampleWhole(audio.samples, audio.sampleRate, POCKETSPHINX_SAMPLE_RATE));
      // Words, the spacing between them, and an audio event, as Scribe answers.
      const words = heard.words.flatMap((w, i) => [
        ...(i > 0 ? [{ text: " ", start: heard.words[i - 1].end, end: w.start, type: "spacing", speaker_id: "speaker_0", logprob: 0 }] : []),
        { text: w.text, start: w.start, end: w.end, type: "word", speaker_id: "speaker_0", logprob: Math.log(w.probability) },
      ]);
      words.push({ text: "(laughs)", start: 2.9, end: 3.1, type: "audio_event", speaker_id: "speaker_0", logprob: 0 });
      return ctx.json(200, { language_code: "eng", language_probability: 0.98, text: heard.text, words, transcription_id: "tr_0123456789" });
    }
    ctx.json(404, { detail: "Not Found" });
  });
  return Object.assign(server, { received });
}

function engineFor(url: string, entry: Record<string, unknown> = {}) {
  const [config] = parseEnginesConfig([{ id: "eleven", kind: "elevenlabs", base_url: url, api_key: KEY, ...entry }]);
  const guard = new EngineGuard({ engineId: config.id, timeoutMs: 30_000, retries: 2, maxConcurrency: 2, maxQueue: 4, secret: config.apiKey, retryBaseMs: 10 });
  return new ElevenLabsEngine(config, guard);
}

describe("ElevenLabs shapes", () => {
  it("maps voices: language from labels or verified languages, gender, description", () => {
    expect(VOICES.map((v) => elevenLabsVoice(v, "de"))).toEqual([
      { engineVoiceId: "21m00Tcm4TlvDq8ikWAM", name: "Rachel", language: "en", gender: "female", description: "calm" },
      { engineVoiceId: "k8vT2mQp4LwX9nR3bF6z", name: "Camille", language: "fr", gender: "female", description: "A French female voice." },
      { engineVoiceId: "pNInz6obpgDQGcFmaJgB", name: "Sam", language: "de", gender: "neutral" },
    ]);
    expect(elevenLabsVoice({ name: "no id" }, "en")).toBeUndefined();
  });

  it("keeps only spoken words from a transcript, with the probability from the logprob", () => {
    const body = {
      text: "Hi there",
      words: [
        { text: "Hi", start: 0, end: 0.2, type: "word", logprob: Math.log(0.5) },
        { text: " ", start: 0.2, end: 0.3, type: "spacing", logprob: 0 },
        { text: "(coughs)", start: 0.3, end: 0.5, type: "audio_event", logprob: 0 },
        { text: "there", start: 0.5, end: 0.8, type: "word" },
      ],
    };
    expect(recognitionFromScribe(body)).toEqual({
      text: "Hi there",
      words: [
        { text: "Hi", start: 0, end: 0.2, probability: 0.5 },
        { text: "there", start: 0.5, end: 0.8, probability: 1 },
      ],
    });
    expect(() => recognitionFromScribe({ text: "x" })).toThrow("not a speech-to-text answer");
  });
});

describe("ElevenLabsEngine against a server of ElevenLabs' documented shapes", () => {
  let server: Awaited<ReturnType<typeof startElevenLabsServer>>;
  beforeAll(async () => {
    server = await startElevenLabsServer();
    server.requireKey(KEY);
  });
  afterAll(() => server.close());

  it("lists the voices with the key in xi-api-key", async () => {
    const voices = await engineFor(server.url).listVoices();
    expect(voices.map((v) => [v.engineVoiceId, v.language])).toEqual([
      ["21m00Tcm4TlvDq8ikWAM", "en"],
      ["k8vT2mQp4LwX9nR3bF6z", "fr"],
      ["pNInz6obpgDQGcFmaJgB", "en"],
    ]);
    expect(server.received.at(-1)).toMatchObject({ path: "GET /v1/voices", key: KEY });
  });

  it("streams real speech as pcm_24000, sending the model, the speed only when not 1, and a language only to models that take it", async () => {
    const speech = await engineFor(server.url).synthesize({ text: SENTENCE, engineVoiceId: "21m00Tcm4TlvDq8ikWAM", languageCode: "en" }, AbortSignal.timeout(30_000));
    expect(speech.sampleRate).toBe(24000);
    const { samples } = await collectSpeech(speech.chunks);
    expect(voicedFraction(samples, 24000)).toBeGreaterThan(0.5);
    const { found } = await heardWords(samples, 24000, SENTENCE);
    expect(found.length).toBeGreaterThanOrEqual(6);
    expect(server.received.at(-1)).toEqual({
      path: "POST /v1/text-to-speech/21m00Tcm4TlvDq8ikWAM/stream?output_format=pcm_24000",
      key: KEY,
      body: { text: SENTENCE, model_id: "eleven_multilingual_v2" },
    });
    const flash = await engineFor(server.url, { model: "eleven_flash_v2_5" }).synthesize({ text: "Hi.", engineVoiceId: "k8vT2mQp4LwX9nR3bF6z", speed: 1.1, languageCode: "fr" }, AbortSignal.timeout(30_000));
    await collectSpeech(flash.chunks);
    expect(server.received.at(-1)!.body).toEqual({ text: "Hi.", model_id: "eleven_flash_v2_5", voice_settings: { speed: 1.1 }, language_code: "fr" });
  });

  it("sends the voice settings, the seed and the surrounding text as ElevenLabs names them", async () => {
    const engine = engineFor(server.url);
    expect(engine.parameters).toEqual(["speed", "stability", "similarity_boost", "style", "use_speaker_boost", "seed", "previous_text", "next_text"]);
    const speech = await engine.synthesize(
      {
        text: "Hi.",
        engineVoiceId: "21m00Tcm4TlvDq8ikWAM",
        speed: 0.9,
        voiceSettings: { stability: 0.2, similarityBoost: 0.8, style: 0.6, useSpeakerBoost: false },
        seed: 4294967295,
        previousText: "Before.",
        nextText: "After.",
      },
      AbortSignal.timeout(30_000),
    );
    await collectSpeech(speech.chunks);
    expect(server.received.at(-1)!.body).toEqual({
      text: "Hi.",
      model_id: "eleven_multilingual_v2",
      voice_settings: { stability: 0.2, similarity_boost: 0.8, style: 0.6, use_speaker_boost: false, speed: 0.9 },
      seed: 4294967295,
      previous_text: "Before.",
      next_text: "After.",
    });
  });

  it("recognises through speech-to-text: a 16 kHz WAV with scribe_v1, words only", async () => {
    const samples = await speakWithFlite(SENTENCE, "rms", RECOGNITION_SAMPLE_RATE);
    const recognition = await engineFor(server.url).recognize(samples, { language: "en", signal: AbortSignal.timeout(60_000) });
    expect(server.received.at(-1)).toMatchObject({
      path: "POST /v1/speech-to-text",
      key: KEY,
      fields: { model_id: "scribe_v1", language_code: "en", timestamps_granularity: "word" },
      wav: { sampleRate: 16000, samples: samples.length },
    });
    const texts = recognition.words.map((w) => w.text);
    for (const word of ["quick", "brown", "fox", "lazy", "dog"]) expect(texts).toContain(word);
    expect(texts).not.toContain("(laughs)");
    expect(texts).not.toContain(" ");
    expect(recognition.words.every((w) => w.probability > 0 && w.probability <= 1 && w.start < w.end)).toBe(true);
  });

  it("rejects with ElevenLabs' status and message, never with the key", async () => {
    const missing = await engineFor(server.url).synthesize({ text: "Hi.", engineVoiceId: "nope" }, AbortSignal.timeout(30_000)).catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404, reason: "A voice with the voice_id nope was not found." });
    const wrongKey = "sk_wrong_but_secret_42";
    const denied = await engineFor(server.url, { api_key: wrongKey }).listVoices().catch((e: unknown) => e);
    expect(denied).toBeInstanceOf(UpstreamError);
    expect(denied).toMatchObject({ status: 401, reason: "Invalid API key" });
    expect(`${(denied as Error).message} ${(denied as Error).stack} ${JSON.stringify(denied)}`).not.toContain(wrongKey);
  });
});
