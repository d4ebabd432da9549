import { decodeToPcm } from "../../audio/read-upload";
import type { ConvertVoice, VoiceConversionRequest } from "../conversion-types";
import { bearerHeaders } from "./bearer-headers";
import type { RemoteEngineConfig } from "./engine-config";
import { wavBytes } from "./pcm-stream";
import { UpstreamError } from "./remote-errors";
import type { EngineVoice } from "./remote-types";
import type { EngineGuard } from "./resilience";

/** The rate converted speech is decoded to (RVC models answer at 32, 40 or 48 kHz). */
export const RVC_SAMPLE_RATE = 48_000;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The voice-conversion server: rvc-python's API server (github.com/daswer123/rvc-python,
 * `python -m rvc_python api`), which serves RVC (Retrieval-based Voice Conversion) models: each
 * model is one target voice, trained on recordings of that speaker, and converts any speech into
 * it, keeping the words, timing and intonation (RVC is the most used open voice-conversion model).
 *
 * Endpoints used:
 * - `GET {base}/models` → `{"models": ["name", ...]}`: the models in its models folder, listed
 *   here as voices that convert speech and do not read text (they have no text to speech);
 * - `POST {base}/models/{name}`: loads a model (the server holds one at a time);
 * - `POST {base}/params` `{"params": {"index_rate": x}}`: how much of the model's feature index
 *   (the target speaker's timbre) goes into the result, set from `similarity_boost` when given;
 * - `POST {base}/convert` `{"audio_data": base64 WAV}` → the converted WAV.
 *
 * The server's model and parameters are global, so conversions here take turns: each loads its
 * model when another was loaded last (and once more when the server answers that none is, after
 * a restart) and sets the index rate when it differs from the last set. Vocable assumes it is the
 * server's only client. RVC is deterministic for equal input (the seed changes nothing); it
 * keeps the source's pitch (its `f0up_key` transposition is the operator's to set), and takes no
 * stability, style or speaker boost.
 */
export class RvcEngine {
  readonly #config: RemoteEngineConfig;
  readonly #guard: EngineGuard;
  /** What this engine last set on the server: the loaded model, the index rate. */
  #loaded: string | null = null;
  #indexRate: number | null = null;
  /** The conversion before this one (they take turns on the server's global state). */
  #turn: Promise<unknown> = Promise.resolve();

  constructor(config: RemoteEngineConfig, guard: EngineGuard) {
    this.#config = config;
    this.#guard = guard;
  }

  private post(path: string, body: Json, signal?: AbortSignal) {
    const url = `${this.#config.baseUrl}${path}`;
    return this.#guard.send((s) => fetch(url, { method: "POST", headers: bearerHeaders(this.#config.apiKey, true), body: JSON.stringify(body), signal: s }), signal);
  }

  /** Its models, as voices in the first configured language (RVC models carry none). */
  async listVoices(signal?: AbortSignal): Promise<EngineVoice[]> {
    const answer = await this.#guard.send((s) => fetch(`${this.#config.baseUrl}/models`, { headers: bearerHeaders(this.#config.apiKey, false), signal: s }), signal);
    const body = await answer.json();
    if (!isObject(body) || !Array.isArray(body.models)) throw new UpstreamError(this.#config.id, answer.response.status, "its model list has no models array");
    return body.models
      .filter((m): m is string => typeof m === "string" && m.trim() !== "" && m.length <= 200)
      .map((name) => ({ engineVoiceId: name, name, language: this.#config.languages[0], description: `An RVC voice model on ${new URL(this.#config.baseUrl).host}: it converts speech into this voice and does not read text.` }));
  }

  readonly convertVoice: ConvertVoice = (request) => {
    const run = this.#turn.then(() => this.convertNow(request));
    this.#turn = run.catch(() => {});
    return run;
  };

  private async convertNow(request: VoiceConversionRequest) {
    const model = request.engineVoiceId ?? request.voiceId;
    const similarity = request.voiceSettings?.similarityBoost;
    if (similarity !== undefined && similarity !== this.#indexRate) {
      (await this.post("/params", { params: { index_rate: similarity } }, request.signal)).discard();
      this.#indexRate = similarity;
    }
    if (this.#loaded !== model) await this.load(model, request.signal);
    const audio = Buffer.from(wavBytes(request.samples, request.sampleRate)).toString("base64");
    let answer;
    try {
      answer = await this.post("/convert", { audio_data: audio }, request.signal);
    } catch (err) {
      // The server restarted since the model was loaded: load it again, once.
      if (!(err instanceof UpstreamError && err.status === 400 && /no model loaded/i.test(err.reason))) throw err;
      await this.load(model, request.signal);
      answer = await this.post("/convert", { audio_data: audio }, request.signal);
    }
    const type = answer.response.headers.get("content-type") ?? "";
    if (/json|text\//i.test(type)) {
      answer.discard();
      throw new UpstreamError(this.#config.id, answer.response.status, `answered ${type} instead of audio`);
    }
    let samples: Int16Array;
    try {
      samples = await decodeToPcm(answer.body(), RVC_SAMPLE_RATE, request.signal);
    } catch (err) {
      throw new UpstreamError(this.#config.id, answer.response.status, `its audio could not be decoded: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (samples.length === 0) throw new UpstreamError(this.#config.id, answer.response.status, "it answered no audio");
    return { samples, sampleRate: RVC_SAMPLE_RATE, text: null };
  }

  private async load(model: string, signal?: AbortSignal): Promise<void> {
    this.#loaded = null;
    (await this.post(`/models/${encodeURIComponent(model)}`, {}, signal)).discard();
    this.#loaded = model;
  }
}
