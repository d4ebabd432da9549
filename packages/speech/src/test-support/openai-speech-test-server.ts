/**
 * Test server: an OpenAI-compatible speech server modelled on Kokoro-FastAPI (remsky/Kokoro-FastAPI,
 * `api/src/routers/openai_compatible.py`), speaking real audio from the embedded Flite voices.
 *
 * - `GET /v1/audio/voices` → `{"voices": [{"id", "name"}]}`; `?legacy=true` → `{"voices": ["af_heart", ...]}`.
 * - `POST /v1/audio/speech` JSON `{model, input, voice, response_format, speed}` → chunked audio:
 *   `pcm` is raw 24 kHz mono s16le (`audio/pcm`), `wav` the same behind a header of unknown size
 *   (`audio/wav`); other formats get 400 here (Kokoro encodes them; the client never asks).
 * - Errors as Kokoro-FastAPI sends them: 400 `{"detail": {"error", "message", "type"}}` for an
 *   unknown model or voice, 422 FastAPI validation lists, 401 OpenAI's body for a wrong key.
 *
 * Kokoro's voices are stood in for by Flite's: af_heart (slt), am_michael (rms), bm_george (awb),
 * am_echo (kal16). With `voiceListing: "none"` it has no listing endpoint (404), like OpenAI itself.
 */
import { WAV_UNKNOWN_SIZE, wavHeader } from "@vocable/domain";
import { FASTAPI_WITH_OPENAI_AUTH, startFaultInjectingServer, type FaultInjectingServer, type HandlerContext } from "./fault-injecting-server";
import { speakPieces } from "./flite-speech";

export const OPENAI_SPEECH_SAMPLE_RATE = 24000;
/** Kokoro voice names and the Flite voice speaking for each. */
export const KOKORO_TEST_VOICES: Record<string, string> = { af_heart: "slt", am_michael: "rms", bm_george: "awb", am_echo: "kal16" };
const MODELS = ["tts-1", "tts-1-hd", "kokoro", "gpt-4o-mini-tts"];
const FORMATS = ["mp3", "opus", "aac", "flac", "wav", "pcm"];

export interface OpenAiSpeechTestServer extends FaultInjectingServer {
  /** The JSON bodies of the speech requests received. */
  readonly speechRequests: Record<string, unknown>[];
}

function kokoroError(ctx: HandlerContext, status: number, error: string, message: string, type: string): void {
  ctx.json(status, { detail: { error, message, type } });
}

/** FastAPI's 422 body for one field. */
function validationError(ctx: HandlerContext, field: string, type: string, msg: string, input: unknown): void {
  ctx.json(422, { detail: [{ type, loc: ["body", field], msg, input }] });
}

/** Starts the server on a free port; `close()` it after the tests. */
export async function startOpenAiSpeechTestServer(opts: { voiceListing?: "kokoro" | "none" } = {}): Promise<OpenAiSpeechTestServer> {
  const speechRequests: Record<string, unknown>[] = [];
  const server = await startFaultInjectingServer(FASTAPI_WITH_OPENAI_AUTH, async (ctx) => {
    const { req, url } = ctx;
    if (url.pathname === "/v1/audio/voices" && opts.voiceListing !== "none") {
      if (req.method !== "GET") return ctx.fail(405, "Method Not Allowed");
      const names = Object.keys(KOKORO_TEST_VOICES);
      ctx.json(200, { voices: url.searchParams.get("legacy") === "true" ? names : names.map((n) => ({ id: n, name: n })) });
      return;
    }
    if (url.pathname !== "/v1/audio/speech") return ctx.fail(404, "Not Found");
    if (req.method !== "POST") return ctx.fail(405, "Method Not Allowed");
    let body: Record<string, unknown>;
    try {
      body = (await ctx.webRequest().json()) as Record<string, unknown>;
    } catch {
      ctx.json(422, { detail: [{ type: "json_invalid", loc: ["body", 0], msg: "JSON decode error", input: {} }] });
      return;
    }
    speechRequests.push(body);
    const { model = "kokoro", input, voice = "af_heart", response_format: format = "mp3", speed = 1 } = body;
    if (typeof input !== "string") return validationError(ctx, "input", "missing", "Field required", body);
    if (typeof format !== "string" || !FORMATS.includes(format)) {
      return validationError(ctx, "response_format", "literal_error", `Input should be ${FORMATS.map((f) => `'${f}'`).join(", ")}`, format);
    }
    if (typeof speed !== "number" || speed < 0.25) return validationError(ctx, "speed", "greater_than_equal", "Input should be greater than or equal to 0.25", speed);
    if (speed > 4) return validationError(ctx, "speed", "less_than_equal", "Input should be less than or equal to 4", speed);
    if (typeof model !== "string" || !MODELS.includes(model)) return kokoroError(ctx, 400, "invalid_model", `Unsupported model: ${String(model)}`, "invalid_request_error");
    const fliteVoice = typeof voice === "string" ? KOKORO_TEST_VOICES[voice] : undefined;
    if (!fliteVoice) {
      const available = Object.keys(KOKORO_TEST_VOICES).sort().join(", ");
      return kokoroError(ctx, 400, "validation_error", `Voice '${String(voice)}' not found. Available voices: ${available}`, "invalid_request_error");
    }
    if (format !== "pcm" && format !== "wav") return kokoroError(ctx, 400, "validation_error", `This test server streams pcm and wav, not ${format}`, "invalid_request_error");
    ctx.res.writeHead(200, {
      "content-type": format === "pcm" ? "audio/pcm" : "audio/wav",
      "content-disposition": `attachment; filename=speech.${format}`,
      "x-accel-buffering": "no",
      "cache-control": "no-cache",
    });
    if (format === "wav") await ctx.write(wavHeader(OPENAI_SPEECH_SAMPLE_RATE, WAV_UNKNOWN_SIZE));
    for await (const bytes of speakPieces(input, fliteVoice, OPENAI_SPEECH_SAMPLE_RATE, speed)) await ctx.write(bytes);
    ctx.res.end();
  });
  return Object.assign(server, { speechRequests });
}
