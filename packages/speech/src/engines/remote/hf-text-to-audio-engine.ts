import { decodeToPcm } from "../../audio/read-upload";
import { floatToInt16, int16ToFloat } from "../../audio/pcm-codecs";
import { fadeEnds, seamlessLoop } from "../../sound-effects/loop";
import type { GenerateSound, SoundRequest } from "../conversion-types";
import { bearerHeaders } from "./bearer-headers";
import type { RemoteEngineConfig } from "./engine-config";
import { UpstreamError } from "./remote-errors";
import type { EngineGuard } from "./resilience";

/** The rate every answer is decoded to (ElevenLabs' sound effects' rate). */
export const HF_SOUND_SAMPLE_RATE = 44100;
const RATE = HF_SOUND_SAMPLE_RATE;
/** The longest sound kept when the request names no duration (ElevenLabs' longest sound effect). */
const MAX_SECONDS = 30;
/** The fade-out of a sound cut to the asked length. */
const FADE_OUT = Math.round(0.01 * RATE);
/** A loop's longest crossfade (a quarter of a short loop) and the samples searched for its cut, as the procedural engine does. */
const MAX_CROSSFADE = RATE;
const CUT_SEARCH = 2048;
/** The least sound a loop takes from before its start when the model made about the asked length (0.1 s). */
const MIN_PRE_ROLL = Math.round(0.1 * RATE);
/** The largest answer read (a 30 s sound is ~11 MB even as 48 kHz stereo float WAV). */
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

/** The model's temperature for a prompt influence: 0..1 → 1.3..0.3 (0.3, ElevenLabs' default, gives 1.0). */
const temperatureFor = (influence: number) => Math.round((1.3 - Math.min(1, Math.max(0, influence))) * 1000) / 1000;

/** How a loop is cut from `made` samples when `want` are asked: its length, crossfade and cut search (the pre-roll is their sum). */
function loopFrame(made: number, want: number): { length: number; crossfade: number; search: number } {
  const length = Math.min(want, made);
  const crossfade = Math.min(MAX_CROSSFADE, Math.floor(length / 4));
  const search = Math.min(CUT_SEARCH, Math.floor(length / 8));
  if (made - length >= crossfade + search) return { length, crossfade, search };
  // The model made about what was asked: the pre-roll shrinks to what is left, down to MIN_PRE_ROLL; below it the loop is shorter.
  const preRoll = Math.max(made - length, Math.min(MIN_PRE_ROLL, crossfade + search));
  const cut = Math.min(search, Math.floor(preRoll / 9));
  return { length: Math.min(length, made - preRoll), crossfade: preRoll - cut, search: cut };
}

/** What the model made, at most `want` samples long (faded out when cut), or looped when asked. */
function shape(made: Int16Array, want: number, loop: boolean): Int16Array {
  const x = int16ToFloat(made); // the inverse of floatToInt16's scale
  if (loop) {
    const { length, crossfade, search } = loopFrame(made.length, want);
    if (search >= 1) return floatToInt16(seamlessLoop(x, crossfade + search, length, crossfade, search));
  }
  if (made.length <= want) return made;
  return floatToInt16(fadeEnds(x.slice(0, want), 0, FADE_OUT));
}

/** The body's pieces, failing once more than {@link MAX_ANSWER_BYTES} arrived (a model that never stops). */
async function* capped(pieces: AsyncIterable<Uint8Array>, fail: () => Error): AsyncGenerator<Uint8Array, void, undefined> {
  let bytes = 0;
  for await (const piece of pieces) {
    bytes += piece.byteLength;
    if (bytes > MAX_ANSWER_BYTES) throw fail();
    yield piece;
  }
}

/**
 * A sound-effect engine speaking Hugging Face Inference's "text-to-audio" task: Inference
 * Endpoints, the serverless Inference API, and the open-source huggingface-inference-toolkit
 * (AudioGen, MusicGen, Stable Audio... whatever model the endpoint serves).
 *
 * - `POST {url}` with `{"inputs": prompt, "parameters": {"generation_parameters": {"do_sample":
 *   true, "temperature": t}}}`, `Accept: audio/*` (the pipeline chooses the container) and
 *   `Authorization: Bearer <key>` when a key is configured. `{url}` is the base URL (an Inference
 *   Endpoint's) without a model, `{base}/models/{owner}/{name}` (the serverless API's form, each
 *   segment encoded) with one. `GET {url}` is its health (the toolkit's root, the serverless
 *   model status): {@link checkReachable}.
 * - The answer is the audio file (FLAC, WAV, MP3, Ogg...), decoded with ffmpeg to mono 16-bit PCM
 *   at 44.1 kHz. A JSON or text answer (an error, a model still loading) is refused, and so is
 *   audio that decodes to nothing.
 * - Prompt influence becomes the temperature, 1.3 − influence (0..1 → 1.3..0.3; ElevenLabs'
 *   default 0.3 gives the models' default 1.0): the more influence, the closer to the prompt and
 *   the less varied the sound.
 * - The protocol takes no seed and no duration (lengths are model-specific token counts): the seed
 *   stays here, so equal requests with equal seeds may give different sounds; the length is cut here.
 * - With a duration: exactly round(seconds × 44100) samples, cut with a 10 ms fade-out. A model
 *   that made less keeps what it made, unpadded (only seconds made are charged). Without one:
 *   what the model made, at most 30 s.
 * - A loop is cut from the sound with the procedural engine's seamless crossfade, taking its
 *   pre-roll (up to a 1 s crossfade and a 2048-sample cut search) from what the model made beyond
 *   the asked length. When it made about the asked length the crossfade shrinks to keep it, down to
 *   a 0.1 s pre-roll; below that the loop is that much shorter.
 * - It says nothing of what it made: description and category are null.
 */
export class HfTextToAudioEngine {
  // Private fields: the config holds the API key, and nothing that serialises an engine may see it.
  readonly #config: RemoteEngineConfig;
  readonly #guard: EngineGuard;

  constructor(config: RemoteEngineConfig, guard: EngineGuard) {
    this.#config = config;
    this.#guard = guard;
  }

  /** The endpoint's URL, or the serverless API's model URL when a model is configured. */
  get #url(): string {
    const { baseUrl, model } = this.#config;
    return model ? `${baseUrl}/models/${model.split("/").map(encodeURIComponent).join("/")}` : baseUrl;
  }

  /** Resolves when `GET {url}` answers 2xx; throws UpstreamError (or the guard's errors) otherwise. */
  async checkReachable(signal?: AbortSignal): Promise<void> {
    const answer = await this.#guard.send((s) => fetch(this.#url, { headers: bearerHeaders(this.#config.apiKey, false), signal: s }), signal);
    // Read to its end (a health answer is small): the guard counts the exchange as a success.
    for await (const piece of answer.body()) void piece;
  }

  readonly generateSound: GenerateSound = async (request: SoundRequest) => {
    const id = this.#config.id;
    const body = JSON.stringify({ inputs: request.text, parameters: { generation_parameters: { do_sample: true, temperature: temperatureFor(request.promptInfluence) } } });
    const headers = { ...bearerHeaders(this.#config.apiKey, true), accept: "audio/*" };
    const answer = await this.#guard.send((s) => fetch(this.#url, { method: "POST", headers, body, signal: s }), request.signal);
    const status = answer.response.status;
    const type = answer.response.headers.get("content-type") ?? "";
    if (/json|text\//i.test(type)) {
      answer.discard();
      throw new UpstreamError(id, status, `answered ${type} instead of audio`);
    }
    let made: Int16Array;
    try {
      made = await decodeToPcm(capped(answer.body(), () => new UpstreamError(id, status, `its audio is larger than ${MAX_ANSWER_BYTES} bytes`)), RATE, request.signal);
    } catch (err) {
      if (request.signal?.aborted) throw request.signal.reason;
      if (err instanceof Error && err.message.startsWith("ffmpeg could not decode")) throw new UpstreamError(id, status, `its ${type || "answer"} is not readable audio: ${err.message}`);
      throw err;
    }
    if (made.length === 0) throw new UpstreamError(id, status, `its ${type || "answer"} holds no audio`);
    const want = request.durationSeconds === null ? MAX_SECONDS * RATE : Math.round(request.durationSeconds * RATE);
    return { samples: shape(made, want, request.loop), sampleRate: RATE, description: null, category: null };
  };
}
