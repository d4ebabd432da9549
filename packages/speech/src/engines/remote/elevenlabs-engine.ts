import { RECOGNITION_SAMPLE_RATE, type Recognition, type Recognize, type RecognizedWord } from "../../recognition/recognition-types";
import type { ConvertVoice, GenerateSound } from "../conversion-types";
import type { RemoteEngineConfig } from "./engine-config";
import { pcmChunks, wavBytes } from "./pcm-stream";
import { UpstreamError } from "./remote-errors";
import { SYNTHESIS_PARAMETERS, type EngineVoice, type RemoteSynthesisRequest, type SpeechSynthesizer, type StreamedSpeech } from "./remote-types";
import type { EngineGuard } from "./resilience";

/** The output format asked for: raw 24 kHz mono s16le, streamed. */
export const ELEVENLABS_PCM_FORMAT = "pcm_24000";
export const ELEVENLABS_SAMPLE_RATE = 24000;
/** The speech-to-speech model used when the request names none of ElevenLabs'. */
export const ELEVENLABS_STS_MODEL = "eleven_multilingual_sts_v2";
/** The recognition model asked for. */
export const ELEVENLABS_STT_MODEL = "scribe_v1";
/** Models that take `language_code` (ElevenLabs answers an error for the others). */
const TAKES_LANGUAGE_CODE = /(turbo|flash)_v2_5|eleven_v3/;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === "string" && v.trim() ? v : undefined);

/** An ElevenLabs voice (`GET /v1/voices` item, snake_case on the wire) as an {@link EngineVoice}. */
export function elevenLabsVoice(item: Json, fallbackLanguage: string): EngineVoice | undefined {
  const id = text(item.voice_id);
  if (!id) return undefined;
  const labels = isObject(item.labels) ? item.labels : {};
  const verified = Array.isArray(item.verified_languages) ? item.verified_languages.find(isObject) : undefined;
  const language = (text(labels.language) ?? text(verified?.language) ?? fallbackLanguage).slice(0, 2).toLowerCase();
  const voice: EngineVoice = { engineVoiceId: id, name: text(item.name) ?? id, language };
  const gender = text(labels.gender)?.toLowerCase();
  if (gender === "male" || gender === "female") voice.gender = gender;
  else if (gender === "neutral" || gender === "non-binary" || gender === "non_binary") voice.gender = "neutral";
  const description = text(item.description) ?? text(labels.description);
  if (description) voice.description = description;
  return voice;
}

/** ElevenLabs' speech-to-text answer as a {@link Recognition}: spoken words only (no spacing, no audio events). */
export function recognitionFromScribe(body: unknown): Recognition {
  if (!isObject(body) || typeof body.text !== "string" || !Array.isArray(body.words)) throw new Error("not a speech-to-text answer (no text and words)");
  const words: RecognizedWord[] = body.words
    .filter((w): w is Json => isObject(w) && w.type === "word" && typeof w.text === "string" && typeof w.start === "number" && typeof w.end === "number")
    .map((w) => ({
      text: (w.text as string).trim(),
      start: w.start as number,
      end: w.end as number,
      // Scribe gives the log of the probability; 1 when absent.
      probability: typeof w.logprob === "number" ? Math.min(1, Math.max(0, Math.exp(w.logprob))) : 1,
    }))
    .filter((w) => w.text !== "");
  return { text: body.text.trim(), words };
}

/** `voice_settings` with the fields the request gives (speed only when not 1, within ElevenLabs' 0.7..1.2). */
function voiceSettingsBody(request: RemoteSynthesisRequest): Json {
  const given = request.voiceSettings ?? {};
  const settings: Json = {};
  if (given.stability !== undefined) settings.stability = given.stability;
  if (given.similarityBoost !== undefined) settings.similarity_boost = given.similarityBoost;
  if (given.style !== undefined) settings.style = given.style;
  if (given.useSpeakerBoost !== undefined) settings.use_speaker_boost = given.useSpeakerBoost;
  if (request.speed !== undefined && request.speed !== 1) settings.speed = Math.min(1.2, Math.max(0.7, request.speed));
  return settings;
}

/**
 * An ElevenLabs-compatible upstream: ElevenLabs itself with the operator's key, or another
 * Vocable. Voices from `GET {base}/v1/voices`; synthesis by `POST {base}/v1/text-to-speech/
 * {voice_id}/stream?output_format=pcm_24000` with `{text, model_id, voice_settings, seed,
 * previous_text, next_text}` as given (and `language_code` for the models that take it), read as raw PCM as it streams; recognition
 * by `POST {base}/v1/speech-to-text` (multipart: the audio as a 16 kHz WAV, `model_id=scribe_v1`,
 * `language_code`, `timestamps_granularity=word`). The key travels in `xi-api-key`.
 */
export class ElevenLabsEngine implements SpeechSynthesizer {
  /** It speaks ElevenLabs' API: every parameter goes through as sent. */
  readonly parameters = SYNTHESIS_PARAMETERS;
  /** With a v3 model (`eleven_v3...`) it reads v3 audio tags: they are sent as they are. */
  get readsAudioTags(): boolean {
    return (this.#config.model ?? "").startsWith("eleven_v3");
  }
  // Private fields: the config holds the API key, and nothing that serialises an engine may see it.
  readonly #config: RemoteEngineConfig;
  readonly #guard: EngineGuard;

  constructor(config: RemoteEngineConfig, guard: EngineGuard) {
    this.#config = config;
    this.#guard = guard;
  }

  private headers(json: boolean): Record<string, string> {
    const headers: Record<string, string> = json ? { "content-type": "application/json" } : {};
    if (this.#config.apiKey) headers["xi-api-key"] = this.#config.apiKey;
    return headers;
  }

  async listVoices(signal?: AbortSignal): Promise<EngineVoice[]> {
    const answer = await this.#guard.send((s) => fetch(`${this.#config.baseUrl}/v1/voices`, { headers: this.headers(false), signal: s }), signal);
    const body = await answer.json();
    if (!isObject(body) || !Array.isArray(body.voices)) throw new UpstreamError(this.#config.id, answer.response.status, "its voice list has no voices array");
    return body.voices.filter(isObject).flatMap((item) => elevenLabsVoice(item, this.#config.languages[0]) ?? []);
  }

  async synthesize(request: RemoteSynthesisRequest, signal: AbortSignal): Promise<StreamedSpeech> {
    const model = this.#config.model ?? "eleven_multilingual_v2";
    const body: Json = { text: request.text, model_id: model };
    const settings = voiceSettingsBody(request);
    if (Object.keys(settings).length > 0) body.voice_settings = settings;
    if (request.seed !== undefined) body.seed = request.seed;
    if (request.previousText) body.previous_text = request.previousText;
    if (request.nextText) body.next_text = request.nextText;
    if (request.languageCode && TAKES_LANGUAGE_CODE.test(model)) body.language_code = request.languageCode;
    const url = `${this.#config.baseUrl}/v1/text-to-speech/${encodeURIComponent(request.engineVoiceId)}/stream?output_format=${ELEVENLABS_PCM_FORMAT}`;
    const answer = await this.#guard.send((s) => fetch(url, { method: "POST", headers: this.headers(true), body: JSON.stringify(body), signal: s }), signal);
    const type = answer.response.headers.get("content-type") ?? "";
    if (/json|text\//i.test(type)) {
      answer.discard();
      throw new UpstreamError(this.#config.id, answer.response.status, `answered ${type} instead of PCM audio`);
    }
    return { sampleRate: ELEVENLABS_SAMPLE_RATE, chunks: pcmChunks(answer.body()) };
  }

  /** Reads a whole raw-PCM answer, refusing one that is not audio. */
  private async pcmAnswer(answer: Awaited<ReturnType<EngineGuard["send"]>>): Promise<Int16Array> {
    const type = answer.response.headers.get("content-type") ?? "";
    if (/json|text\//i.test(type)) {
      answer.discard();
      throw new UpstreamError(this.#config.id, answer.response.status, `answered ${type} instead of PCM audio`);
    }
    const parts: Int16Array[] = [];
    for await (const part of pcmChunks(answer.body())) parts.push(part);
    const samples = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
    let offset = 0;
    for (const part of parts) {
      samples.set(part, offset);
      offset += part.length;
    }
    return samples;
  }

  /**
   * Its speech to speech: `POST {base}/v1/speech-to-speech/{voice_id}?output_format=pcm_24000`,
   * multipart with the file as it was uploaded (or the samples as WAV), `model_id` (an ElevenLabs
   * speech-to-speech id the request named, else eleven_multilingual_sts_v2), `voice_settings` and
   * `seed`; background noise was already removed here when asked.
   */
  readonly convertVoice: ConvertVoice = async (request) => {
    const model = request.modelId?.startsWith("eleven_") ? request.modelId : ELEVENLABS_STS_MODEL;
    const settings = voiceSettingsBody({ text: "", engineVoiceId: "", voiceSettings: request.voiceSettings });
    const form = () => {
      const data = new FormData();
      const file = request.file ?? { bytes: wavBytes(request.samples, request.sampleRate), contentType: "audio/wav", name: "audio.wav" };
      data.set("audio", new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.contentType }), file.name);
      data.set("model_id", model);
      if (Object.keys(settings).length > 0) data.set("voice_settings", JSON.stringify(settings));
      if (request.seed !== undefined) data.set("seed", String(request.seed));
      return data;
    };
    const voice = encodeURIComponent(request.engineVoiceId ?? request.voiceId);
    const url = `${this.#config.baseUrl}/v1/speech-to-speech/${voice}?output_format=${ELEVENLABS_PCM_FORMAT}`;
    const answer = await this.#guard.send((s) => fetch(url, { method: "POST", headers: this.headers(false), body: form(), signal: s }), request.signal);
    return { samples: await this.pcmAnswer(answer), sampleRate: ELEVENLABS_SAMPLE_RATE, text: null };
  };

  /**
   * Its sound effects: `POST {base}/v1/sound-generation?output_format=pcm_24000` (44.1 kHz PCM is a Pro plan's) with `{text,
   * duration_seconds, prompt_influence, loop, model_id}` as asked (the seed stays here: ElevenLabs
   * takes none, so equal requests may differ there).
   */
  readonly generateSound: GenerateSound = async (request) => {
    const body: Json = { text: request.text, prompt_influence: request.promptInfluence, loop: request.loop };
    if (request.durationSeconds !== null) body.duration_seconds = request.durationSeconds;
    if (request.modelId?.startsWith("eleven_")) body.model_id = request.modelId;
    const url = `${this.#config.baseUrl}/v1/sound-generation?output_format=${ELEVENLABS_PCM_FORMAT}`;
    const answer = await this.#guard.send((s) => fetch(url, { method: "POST", headers: this.headers(true), body: JSON.stringify(body), signal: s }), request.signal);
    return { samples: await this.pcmAnswer(answer), sampleRate: ELEVENLABS_SAMPLE_RATE, description: null, category: null };
  };

  /** Its speech-to-text as a {@link Recognize} function. */
  readonly recognize: Recognize = async (samples, { language, signal }) => {
    const wav = wavBytes(samples, RECOGNITION_SAMPLE_RATE);
    const form = () => {
      const data = new FormData();
      data.set("file", new Blob([wav as Uint8Array<ArrayBuffer>], { type: "audio/wav" }), "audio.wav");
      data.set("model_id", ELEVENLABS_STT_MODEL);
      data.set("language_code", language);
      data.set("timestamps_granularity", "word");
      return data;
    };
    const answer = await this.#guard.send(
      (s) => fetch(`${this.#config.baseUrl}/v1/speech-to-text`, { method: "POST", headers: this.headers(false), body: form(), signal: s }),
      signal,
    );
    const body = await answer.json();
    try {
      return recognitionFromScribe(body);
    } catch (err) {
      throw new UpstreamError(this.#config.id, answer.response.status, err instanceof Error ? err.message : String(err));
    }
  };
}
