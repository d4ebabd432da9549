import { bearerHeaders } from "./bearer-headers";
import type { RemoteEngineConfig } from "./engine-config";
import { wavStream } from "./pcm-stream";
import { UpstreamError } from "./remote-errors";
import type { EngineVoice, RemoteSynthesisRequest, SpeechSynthesizer, StreamedSpeech } from "./remote-types";
import type { EngineGuard } from "./resilience";

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === "string" && v.trim() ? v : undefined);

/**
 * The voice-cloning server: Chatterbox TTS API (github.com/travisvn/chatterbox-tts-api), serving
 * Resemble AI's Chatterbox models (MIT licence; zero-shot cloning from a few seconds of a voice).
 *
 * Why this one. Among open cloning servers it is the one whose API takes the reference recording
 * in the synthesis request itself and streams the answer: xtts-api-server and AllTalk only
 * clone from files already in the server's speakers folder (`speaker_wav` is a server-side
 * name), and devnen's Chatterbox-TTS-Server needs an upload first (`/upload_reference`, a file
 * left on the server) and answers whole files. Chatterbox itself is the most adopted open
 * cloning model of 2025 (XTTS's weights are non-commercial and Coqui has closed; F5-TTS's
 * weights are non-commercial and it has no standard server).
 *
 * Endpoints used:
 * - `GET {base}/v1/voices` → `{"voices": [{name, language, filename, ...}], "count"}`: its voice library;
 * - `POST {base}/v1/audio/speech/stream/upload`, multipart `input`, `voice_file` (the reference,
 *   sent as `reference.wav`), `model` when configured → a streamed WAV (24 kHz mono 16-bit PCM
 *   behind a header of unknown size);
 * - `POST {base}/v1/audio/speech/stream`, JSON `{input, voice, model?}` for a library voice.
 *
 * Chatterbox takes no transcript of the reference (`reference.text` is not sent), no speed (it
 * is not sent), and its upload endpoints read the reference as English. Input is at most 3000
 * characters (the server answers 422 beyond). None of the other request parameters has a faithful
 * counterpart: its `exaggeration` (emotion intensity, neutral at 0.5) and `cfg_weight` (pacing)
 * are not ElevenLabs' `style` and `stability`, and it takes no seed and no surrounding text.
 */
export class ChatterboxEngine implements SpeechSynthesizer {
  /** It applies none of them, speed included. */
  readonly parameters = [] as const;
  // Private fields: the config holds the API key, and nothing that serialises an engine may see it.
  readonly #config: RemoteEngineConfig;
  readonly #guard: EngineGuard;

  constructor(config: RemoteEngineConfig, guard: EngineGuard) {
    this.#config = config;
    this.#guard = guard;
  }

  private headers(json: boolean): Record<string, string> {
    return bearerHeaders(this.#config.apiKey, json);
  }

  async listVoices(signal?: AbortSignal): Promise<EngineVoice[]> {
    const answer = await this.#guard.send((s) => fetch(`${this.#config.baseUrl}/v1/voices`, { headers: this.headers(false), signal: s }), signal);
    const body = await answer.json();
    if (!isObject(body) || !Array.isArray(body.voices)) throw new UpstreamError(this.#config.id, answer.response.status, "its voice library answer has no voices array");
    return body.voices.filter(isObject).flatMap((item): EngineVoice[] => {
      const name = text(item.name);
      if (!name) return [];
      const language = (text(item.language) ?? this.#config.languages[0]).slice(0, 2).toLowerCase();
      return [{ engineVoiceId: name, name, language, description: "A voice in the Chatterbox server's library" }];
    });
  }

  async synthesize(request: RemoteSynthesisRequest, signal: AbortSignal): Promise<StreamedSpeech> {
    const { reference } = request;
    const send = reference
      ? (s: AbortSignal) => {
          const form = new FormData();
          form.set("input", request.text);
          form.set("voice_file", new Blob([reference.wav as Uint8Array<ArrayBuffer>], { type: "audio/wav" }), "reference.wav");
          if (this.#config.model) form.set("model", this.#config.model);
          return fetch(`${this.#config.baseUrl}/v1/audio/speech/stream/upload`, { method: "POST", headers: this.headers(false), body: form, signal: s });
        }
      : (s: AbortSignal) => {
          const body = { input: request.text, voice: request.engineVoiceId, ...(this.#config.model ? { model: this.#config.model } : {}) };
          return fetch(`${this.#config.baseUrl}/v1/audio/speech/stream`, { method: "POST", headers: this.headers(true), body: JSON.stringify(body), signal: s });
        };
    const answer = await this.#guard.send(send, signal);
    const chunks = answer.body();
    try {
      return await wavStream(chunks);
    } catch (err) {
      // Leave nothing open when the stream is not the WAV it should be.
      await chunks.return();
      if (err instanceof Error && err.message.startsWith("not a WAV")) throw new UpstreamError(this.#config.id, answer.response.status, err.message);
      throw err;
    }
  }
}
