/**
 * Test server: Hugging Face Inference's "text-to-audio" task as Inference Endpoints, the
 * serverless Inference API and huggingface-inference-toolkit speak it.
 *
 * - `POST /` (an endpoint) and `POST /models/<owner>/<name>` (the serverless form), JSON
 *   `{"inputs": prompt, "parameters": {...}}` → the audio file: `audio/wav` (16 kHz mono 16-bit,
 *   so a client must resample), or `audio/flac` when switched to it. The sound is filtered noise
 *   derived from the prompt: the same prompt always gives the same sound, and words of bright
 *   sounds (hiss, sizzle...) make it brighter, words of dark ones (rumble, thunder...) darker.
 * - `GET /` (the toolkit's health) and `GET /models/...` (the model's status) → `{"loaded": true}`.
 * - Errors as those servers send them: `{"error": message}` (401 for a wrong key, 400 for a body
 *   without a string `inputs`), and while `loading(true)` 503 `{"error": "Model ... is currently
 *   loading", "estimated_time": 20}`.
 */
import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { ffmpegPath } from "../audio/ffmpeg";
import { floatToInt16 } from "../audio/pcm-codecs";
import { wavBytes } from "../engines/remote/pcm-stream";

export const HF_TEST_SAMPLE_RATE = 16000;
export const HF_TEST_MODEL = "facebook/audiogen-medium";

/** One request as it arrived: the body parsed as JSON (null when it was none or not JSON). */
export interface HfTextToAudioRequest {
  method: string;
  path: string;
  body: unknown;
  headers: http.IncomingHttpHeaders;
}

/** What it answers a good POST with: a WAV, a FLAC, or (a misconfigured handler) JSON with the audio in base64. */
export type HfAnswerFormat = "wav" | "flac" | "json";

export interface HfTextToAudioTestServer {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly requests: HfTextToAudioRequest[];
  /** The length of the sounds it makes from now on (5 s at start unless given). */
  answerSeconds(seconds: number): void;
  /** While on, every request gets 503 "currently loading". */
  loading(on: boolean): void;
  answerFormat(format: HfAnswerFormat): void;
  close(): Promise<void>;
}

const BRIGHT = new Set(["hiss", "hissing", "sizzle", "sizzling", "bright", "glass", "spray", "steam", "crackle", "rain"]);
const DARK = new Set(["rumble", "rumbling", "thunder", "low", "deep", "engine", "distant", "drone", "earthquake"]);

/** FNV-1a of the prompt: the noise's seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h || 1;
}

/** The prompt's sound: noise through a two-pole low-pass whose cutoff the prompt's words move, at about -12 dBFS RMS. */
export function promptSound(prompt: string, seconds: number): Int16Array {
  const words = prompt.toLowerCase().match(/[a-z]+/g) ?? [];
  const brightness = words.filter((w) => BRIGHT.has(w)).length - words.filter((w) => DARK.has(w)).length;
  const cutoff = Math.min(7000, Math.max(150, 1200 * 2.5 ** brightness));
  const a = 1 - Math.exp((-2 * Math.PI * cutoff) / HF_TEST_SAMPLE_RATE);
  const filtered = new Float64Array(Math.round(seconds * HF_TEST_SAMPLE_RATE));
  let state = hash(prompt);
  let y1 = 0, y2 = 0, power = 0;
  for (let i = 0; i < filtered.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    y1 += a * ((state >>> 0) / 0x80000000 - 1 - y1);
    y2 += a * (y1 - y2);
    filtered[i] = y2;
    power += y2 * y2;
  }
  const gain = 0.25 / Math.sqrt(power / Math.max(1, filtered.length) || 1);
  return floatToInt16(filtered.map((v) => v * gain));
}

/** A WAV file as FLAC, through the shipped ffmpeg. */
function toFlac(wav: Uint8Array): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-f", "wav", "-i", "pipe:0", "-c:a", "flac", "-f", "flac", "pipe:1"]);
    const parts: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => parts.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(Buffer.concat(parts)) : reject(new Error(`ffmpeg exited ${code}`))));
    child.stdin.end(wav);
  });
}

const MODEL_PATH = /^\/models\/[^/]+(\/[^/]+)?$/;

/** Starts the server on 127.0.0.1 and a free port; with `apiKey` it answers 401 to any other `Authorization: Bearer`. */
export async function startHfTextToAudioTestServer(opts: { apiKey?: string; seconds?: number; format?: HfAnswerFormat } = {}): Promise<HfTextToAudioTestServer> {
  const requests: HfTextToAudioRequest[] = [];
  let seconds = opts.seconds ?? 5;
  let isLoading = false;
  let format: HfAnswerFormat = opts.format ?? "wav";

  const answer = (res: http.ServerResponse, status: number, type: string, body: Uint8Array | string) =>
    res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(body) }).end(body);
  const json = (res: http.ServerResponse, status: number, value: unknown) => answer(res, status, "application/json", JSON.stringify(value));

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    const parts: Buffer[] = [];
    for await (const chunk of req) parts.push(chunk as Buffer);
    const text = Buffer.concat(parts).toString("utf8");
    let body: unknown;
    try {
      body = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      body = null;
    }
    requests.push({ method: req.method ?? "", path, body, headers: req.headers });
    if (path !== "/" && !MODEL_PATH.test(path)) return json(res, 404, { error: "Not Found" });
    if (opts.apiKey !== undefined && req.headers.authorization !== `Bearer ${opts.apiKey}`) return json(res, 401, { error: "Invalid credentials" });
    if (isLoading) return json(res, 503, { error: `Model ${HF_TEST_MODEL} is currently loading`, estimated_time: 20 });
    if (req.method === "GET") return json(res, 200, { loaded: true });
    if (req.method !== "POST") return json(res, 405, { error: "Method Not Allowed" });
    const inputs = typeof body === "object" && body !== null ? (body as { inputs?: unknown }).inputs : undefined;
    if (typeof inputs !== "string") return json(res, 400, { error: "Body needs to provide a inputs key" });
    const wav = wavBytes(promptSound(inputs, seconds), HF_TEST_SAMPLE_RATE);
    if (format === "json") return json(res, 200, { audio: Buffer.from(wav).toString("base64"), sampling_rate: HF_TEST_SAMPLE_RATE });
    if (format === "flac") return answer(res, 200, "audio/flac", await toFlac(wav));
    answer(res, 200, "audio/wav", wav);
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) json(res, 500, { error: err instanceof Error ? err.message : String(err) });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answerSeconds: (n) => void (seconds = n),
    loading: (on) => void (isLoading = on),
    answerFormat: (f) => void (format = f),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
