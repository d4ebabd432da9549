import { bearerHeaders } from "./bearer-headers";
import type { RemoteEngineConfig } from "./engine-config";
import { OPENAI_VOICE_NAMES, looksLikeSpeaches, parseVoiceListing, voiceFromListing } from "./openai-voices";
import { pcmChunks, wavStream } from "./pcm-stream";
import { UpstreamError } from "./remote-errors";
import type { EngineVoice, RemoteSynthesisRequest, SpeechSynthesizer, StreamedSpeech } from "./remote-types";
import type { EngineGuard } from "./resilience";

/** The rate of OpenAI's `pcm` response format: 24 kHz mono signed 16-bit little-endian. */
export const OPENAI_PCM_SAMPLE_RATE = 24000;
/** Where servers list voices: Kokoro-FastAPI and Speaches today, Speaches before 0.8. */
const LISTING_PATHS = ["/v1/audio/voices", "/v1/audio/speech/voices"];
/** Content types a raw PCM answer comes with (servers differ; none says the rate). */
const PCM_TYPES = /^(audio\/(pcm|l16|raw|x-pcm)|application\/octet-stream)\b/i;

/**
 * An OpenAI-compatible speech server: Kokoro-FastAPI, Speaches, LocalAI, openedai-speech, or
 * OpenAI itself. Synthesis is `POST {base}/v1/audio/speech` with exactly OpenAI's body
 * `{model, input, voice, response_format: "pcm", speed}` (OpenAI refuses unknown fields), read as
 * it streams: raw 24 kHz mono s16le. Speaches alone also gets `sample_rate: 24000`, because it
 * streams each model's own rate (Piper voices are 22050 Hz) unless asked; it is recognised by
 * its voice listing (see {@link looksLikeSpeaches}), fetched once before the first synthesis.
 *
 * Voices: `GET {base}/v1/audio/voices` (then the older `/v1/audio/speech/voices`) in the shapes
 * {@link parseVoiceListing} knows; when the server has neither (404/405, remembered), the
 * configured `voices`, else OpenAI's names. The language of a synthesis comes from the voice
 * (OpenAI's API has no language field).
 */
export class OpenAiSpeechEngine implements SpeechSynthesizer {
  /** OpenAI's body has speed and nothing like voice settings, a seed or surrounding text. */
  readonly parameters = ["speed"] as const;
  /** The listing path that answered; null once none did; undefined until tried. */
  private listingPath: string | null | undefined;
  private speaches = false;

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
    const fallbackLanguage = this.#config.languages[0];
    const paths = this.listingPath === null ? [] : this.listingPath ? [this.listingPath] : LISTING_PATHS;
    for (const path of paths) {
      let body: unknown;
      try {
        const answer = await this.#guard.send((s) => fetch(`${this.#config.baseUrl}${path}`, { headers: this.headers(false), signal: s }), signal);
        body = await answer.json();
      } catch (err) {
        if (err instanceof UpstreamError && (err.status === 404 || err.status === 405)) continue;
        throw err;
      }
      const voices = parseVoiceListing(body, fallbackLanguage);
      if (!voices) throw new UpstreamError(this.#config.id, 200, `its voice listing at ${path} has a shape Vocable does not know`);
      this.listingPath = path;
      this.speaches = looksLikeSpeaches(body, path !== LISTING_PATHS[0]);
      return voices;
    }
    this.listingPath = null;
    return (this.#config.voices ?? OPENAI_VOICE_NAMES).map((name) => voiceFromListing(name, {}, fallbackLanguage));
  }

  async synthesize(request: RemoteSynthesisRequest, signal: AbortSignal): Promise<StreamedSpeech> {
    if (this.listingPath === undefined && !this.#config.voices) {
      // Learn the server's dialect once; a failure here shows again, and better, in the synthesis itself.
      await this.listVoices(signal).catch(() => undefined);
    }
    const body = {
      model: this.#config.model,
      input: request.text,
      voice: request.engineVoiceId,
      response_format: "pcm",
      speed: Math.min(4, Math.max(0.25, request.speed ?? 1)),
      ...(this.speaches ? { sample_rate: OPENAI_PCM_SAMPLE_RATE } : {}),
    };
    const answer = await this.#guard.send(
      (s) => fetch(`${this.#config.baseUrl}/v1/audio/speech`, { method: "POST", headers: this.headers(true), body: JSON.stringify(body), signal: s }),
      signal,
    );
    const type = answer.response.headers.get("content-type") ?? "";
    if (/^audio\/(x-)?wav/i.test(type)) return wavStream(answer.body());
    if (type !== "" && !PCM_TYPES.test(type)) {
      answer.discard();
      throw new UpstreamError(this.#config.id, answer.response.status, `answered ${type} instead of PCM audio`);
    }
    return { sampleRate: OPENAI_PCM_SAMPLE_RATE, chunks: pcmChunks(answer.body()) };
  }
}
