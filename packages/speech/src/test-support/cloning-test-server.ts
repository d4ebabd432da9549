/**
 * Test server: a Chatterbox TTS API server (travisvn/chatterbox-tts-api: `app/api/endpoints/
 * speech.py`, `voices.py`, `app/core/aliases.py`), speaking real audio from the embedded Flite voices.
 *
 * - `GET /v1/voices` (aliases `/voices`, `/voice-library`) → `{"voices": [{name, filename,
 *   original_filename, file_size, upload_date, path, aliases, language}], "count"}`.
 * - `POST /v1/audio/speech/stream/upload` (aliases without `/v1`, `/tts/stream/upload`), multipart
 *   `input` (1–3000 characters), optional `voice_file` (the reference), `voice`, `model`,
 *   `exaggeration`, `cfg_weight`, `temperature` → a streamed WAV: a header of unknown size
 *   (RIFF size 0x7FFFFFFF - 36, data size 0xFFFFFFFF, as that server writes it) then 24 kHz mono
 *   s16le PCM sentence by sentence.
 * - `POST /v1/audio/speech/stream`, JSON `{input, voice}`: the same with a library voice.
 * - `GET /health`. Errors as FastAPI sends them from that server: `{"detail": {"error": {message,
 *   type}}}` (400), validation lists (422).
 *
 * Honest about the "cloning": it measures the reference's pitch and speaks with the Flite voice
 * whose pitch is closest (slt ~173 Hz, awb ~130, rms ~103, kal16 ~90). A test double that keeps
 * a low voice low and a high voice high, not a voice clone.
 */
import { WAV_UNKNOWN_SIZE, wavHeader } from "@vocable/domain";
import { startFaultInjectingServer, type FaultInjectingServer, type HandlerContext, type ProtocolErrors } from "./fault-injecting-server";
import { FLITE_VOICES, speakPieces, speakWithFlite } from "./flite-speech";
import { medianPitchHz } from "./pitch";
import { readWav } from "./read-wav";

export const CLONING_SAMPLE_RATE = 24000;
const MAX_INPUT = 3000;
const AUDIO_EXTENSIONS = [".mp3", ".wav", ".flac", ".m4a", ".ogg"];
/** The voice library it starts with, and the Flite voice behind each. */
export const CLONING_LIBRARY: Record<string, string> = { narrator: "rms", amy: "slt" };

export interface CloningTestServer extends FaultInjectingServer {
  /** For each synthesis: the Flite voice chosen, and the reference's measured pitch when one was sent. */
  readonly syntheses: { fliteVoice: string; referencePitchHz: number | null; fields: Record<string, string> }[];
}

const CHATTERBOX_ERRORS: ProtocolErrors = {
  errorBody: (status, message) => ({
    contentType: "application/json",
    // FastAPI's HTTPBearer answers a wrong key this way (the real server runs without keys, behind a proxy that checks them).
    body: JSON.stringify(status === 401 ? { detail: message } : { detail: { error: { message, type: status >= 500 ? "server_error" : "invalid_request_error" } } }),
  }),
  keyOf: (req) => req.headers.authorization?.replace(/^Bearer /, ""),
  unauthorizedMessage: (key) => (key ? "Invalid authentication credentials" : "Not authenticated"),
};

/** Each Flite voice's pitch, measured once on a sentence of its own. */
let flitePitches: Promise<Map<string, number>> | undefined;
function fliteVoicePitches(): Promise<Map<string, number>> {
  flitePitches ??= (async () => {
    const pitches = new Map<string, number>();
    for (const name of FLITE_VOICES.keys()) {
      const samples = await speakWithFlite("The quick brown fox jumps over the lazy dog.", name, CLONING_SAMPLE_RATE);
      pitches.set(name, medianPitchHz(samples, CLONING_SAMPLE_RATE) ?? 0);
    }
    return pitches;
  })();
  return flitePitches;
}

async function closestFliteVoice(pitch: number): Promise<string> {
  let best = "slt";
  let distance = Infinity;
  for (const [name, hz] of await fliteVoicePitches()) {
    if (Math.abs(hz - pitch) < distance) [best, distance] = [name, Math.abs(hz - pitch)];
  }
  return best;
}

function library() {
  return Object.keys(CLONING_LIBRARY).map((name) => ({
    name,
    filename: `${name}.wav`,
    original_filename: `${name}.wav`,
    file_size: 480_044,
    upload_date: "2025-06-01T12:00:00",
    path: `voices/${name}.wav`,
    aliases: [],
    language: "en",
  }));
}

async function streamSpeech(ctx: HandlerContext, text: string, fliteVoice: string): Promise<void> {
  ctx.res.writeHead(200, {
    "content-type": "audio/wav",
    "content-disposition": "attachment; filename=speech_stream.wav",
    "cache-control": "no-cache",
    "x-accel-buffering": "no",
  });
  const header = wavHeader(CLONING_SAMPLE_RATE, WAV_UNKNOWN_SIZE);
  new DataView(header.buffer).setUint32(4, 0x7fffffff - 36, true);
  await ctx.write(header);
  for await (const bytes of speakPieces(text, fliteVoice, CLONING_SAMPLE_RATE)) await ctx.write(bytes);
  ctx.res.end();
}

const fail400 = (ctx: HandlerContext, message: string) => ctx.fail(400, message);
const paths = (primary: string, ...aliases: string[]) => new Set([primary, `/v1${primary}`, ...aliases]);
const VOICES = paths("/voices", "/voice-library", "/voice_library");
const STREAM_UPLOAD = paths("/audio/speech/stream/upload", "/tts/stream/upload");
const STREAM = paths("/audio/speech/stream", "/tts/stream");

/** Starts the server on a free port; `close()` it after the tests. */
export async function startCloningTestServer(): Promise<CloningTestServer> {
  const syntheses: CloningTestServer["syntheses"] = [];
  const server = await startFaultInjectingServer(CHATTERBOX_ERRORS, async (ctx) => {
    const { req, url } = ctx;
    if (url.pathname === "/health" && req.method === "GET") return ctx.json(200, { status: "healthy", model_loaded: true, device: "cpu" });
    if (VOICES.has(url.pathname) && req.method === "GET") {
      const voices = library();
      return ctx.json(200, { voices, count: voices.length });
    }
    if (STREAM_UPLOAD.has(url.pathname) && req.method === "POST") {
      const form = await ctx.webRequest().formData();
      const fields: Record<string, string> = {};
      for (const [name, value] of form.entries()) if (typeof value === "string") fields[name] = value;
      const input = fields.input;
      if (input === undefined) return ctx.json(422, { detail: [{ type: "missing", loc: ["body", "input"], msg: "Field required", input: null }] });
      if (input.length > MAX_INPUT) {
        return ctx.json(422, { detail: [{ type: "string_too_long", loc: ["body", "input"], msg: `String should have at most ${MAX_INPUT} characters`, input, ctx: { max_length: MAX_INPUT } }] });
      }
      if (!input.trim()) return fail400(ctx, "Input text cannot be empty");
      const file = form.get("voice_file");
      let fliteVoice = CLONING_LIBRARY[fields.voice ?? ""] ?? "rms";
      let referencePitchHz: number | null = null;
      if (file instanceof Blob) {
        const name = (file as File).name.toLowerCase();
        const extension = name.includes(".") ? name.slice(name.lastIndexOf(".")) : "";
        if (!AUDIO_EXTENSIONS.includes(extension)) return fail400(ctx, `Unsupported audio format: ${extension}. Supported formats: ${AUDIO_EXTENSIONS.join(", ")}`);
        let reference: { samples: Int16Array; sampleRate: number };
        try {
          reference = readWav(new Uint8Array(await file.arrayBuffer()));
        } catch (err) {
          return ctx.fail(500, `Failed to process voice file: ${err instanceof Error ? err.message : String(err)}`);
        }
        referencePitchHz = medianPitchHz(reference.samples, reference.sampleRate);
        if (referencePitchHz !== null) fliteVoice = await closestFliteVoice(referencePitchHz);
      }
      syntheses.push({ fliteVoice, referencePitchHz, fields });
      return streamSpeech(ctx, input.trim(), fliteVoice);
    }
    if (STREAM.has(url.pathname) && req.method === "POST") {
      const body = (await ctx.webRequest().json()) as { input?: unknown; voice?: unknown };
      if (typeof body.input !== "string") return ctx.json(422, { detail: [{ type: "missing", loc: ["body", "input"], msg: "Field required", input: body }] });
      if (!body.input.trim()) return fail400(ctx, "Input text cannot be empty");
      // An unknown voice falls back to the configured sample, as the real server does.
      const fliteVoice = CLONING_LIBRARY[typeof body.voice === "string" ? body.voice : ""] ?? "rms";
      syntheses.push({ fliteVoice, referencePitchHz: null, fields: {} });
      return streamSpeech(ctx, body.input, fliteVoice);
    }
    ctx.json(404, { detail: "Not Found" });
  });
  return Object.assign(server, { syntheses });
}
