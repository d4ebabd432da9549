/**
 * Test server: rvc-python's API server (daswer123/rvc-python, `rvc_python/api.py`), as its
 * routes answer:
 * - `GET /models` → `{"models": [...]}`;
 * - `POST /models/{name}` → `{"message": "Model {name} loaded successfully"}`, 400 `{"detail"}`
 *   for a model it does not have;
 * - `GET /params`, `POST /params` `{"params": {...}}` → `{"message": "Parameters updated successfully"}`;
 * - `POST /convert` `{"audio_data": base64}` → `audio/wav`; 400 `{"detail": "No model loaded.
 *   Please load a model first."}` before a model is loaded; 422 for a body without `audio_data`
 *   (FastAPI's validation list).
 * The server holds one model and one set of parameters for every client, as the real one does.
 *
 * Honest about the "conversion": it moves the speech's median pitch to the loaded model's
 * (amy ~210 Hz, narrator ~100 Hz) with the embedded PSOLA pitch shifter and answers at the
 * model's rate (40 kHz), keeping length and words. A test double that makes a voice higher or
 * lower, not RVC.
 */
import { medianPitchHz } from "../analysis/pitch";
import { wavBytes } from "../engines/remote/pcm-stream";
import { resampleWhole } from "../audio/resampler";
import { shiftPitch } from "../voice-conversion/pitch-shift";
import { startFaultInjectingServer, type FaultInjectingServer, type ProtocolErrors } from "./fault-injecting-server";
import { readWav } from "./read-wav";

export const RVC_TEST_MODELS: Record<string, number> = { amy: 210, narrator: 100 };
export const RVC_TEST_RATE = 40_000;

export interface RvcTestServer extends FaultInjectingServer {
  /** The model loaded now (null after `restart`). */
  readonly loaded: string | null;
  readonly params: Record<string, unknown>;
  /** For each conversion: the model it used and the input's length in seconds. */
  readonly conversions: { model: string; seconds: number }[];
  /** Forgets the loaded model, as a restarted server does. */
  restart(): void;
}

const FASTAPI_ERRORS: ProtocolErrors = {
  errorBody: (_status, message) => ({ contentType: "application/json", body: JSON.stringify({ detail: message }) }),
  keyOf: (req) => req.headers.authorization?.replace(/^Bearer /, ""),
  unauthorizedMessage: () => "Not authenticated",
};

export async function startRvcTestServer(): Promise<RvcTestServer> {
  let loaded: string | null = null;
  let params: Record<string, unknown> = { f0method: "harvest", f0up_key: 0, index_rate: 0.5, filter_radius: 3, resample_sr: 0, rms_mix_rate: 1, protect: 0.33 };
  const conversions: RvcTestServer["conversions"] = [];
  const server = await startFaultInjectingServer(FASTAPI_ERRORS, async (ctx) => {
    const { req, url } = ctx;
    if (url.pathname === "/models" && req.method === "GET") return ctx.json(200, { models: Object.keys(RVC_TEST_MODELS) });
    const load = /^\/models\/([^/]+)$/.exec(url.pathname);
    if (load && req.method === "POST") {
      const name = decodeURIComponent(load[1]);
      if (!(name in RVC_TEST_MODELS)) return ctx.fail(400, `Model ${name} not found.`);
      loaded = name;
      return ctx.json(200, { message: `Model ${name} loaded successfully` });
    }
    if (url.pathname === "/params" && req.method === "GET") return ctx.json(200, params);
    if (url.pathname === "/params" && req.method === "POST") {
      const body = (await ctx.webRequest().json()) as { params?: unknown };
      if (typeof body.params !== "object" || body.params === null) return ctx.json(422, { detail: [{ type: "missing", loc: ["body", "params"], msg: "Field required" }] });
      params = { ...params, ...(body.params as Record<string, unknown>) };
      return ctx.json(200, { message: "Parameters updated successfully" });
    }
    if (url.pathname === "/convert" && req.method === "POST") {
      const body = (await ctx.webRequest().json()) as { audio_data?: unknown };
      if (typeof body.audio_data !== "string") return ctx.json(422, { detail: [{ type: "missing", loc: ["body", "audio_data"], msg: "Field required" }] });
      if (!loaded) return ctx.fail(400, "No model loaded. Please load a model first.");
      let input: { samples: Int16Array; sampleRate: number };
      try {
        input = readWav(new Uint8Array(Buffer.from(body.audio_data, "base64")));
      } catch (err) {
        return ctx.fail(500, `An error occurred: ${err instanceof Error ? err.message : String(err)}`);
      }
      conversions.push({ model: loaded, seconds: input.samples.length / input.sampleRate });
      const pitch = medianPitchHz(input.samples, input.sampleRate);
      const shifted = pitch ? shiftPitch(input.samples, input.sampleRate, RVC_TEST_MODELS[loaded] / pitch) : input.samples;
      const wav = wavBytes(resampleWhole(shifted, input.sampleRate, RVC_TEST_RATE), RVC_TEST_RATE);
      ctx.res.writeHead(200, { "content-type": "audio/wav", "content-length": String(wav.byteLength) });
      await ctx.write(wav);
      ctx.res.end();
      return;
    }
    ctx.json(404, { detail: "Not Found" });
  });
  return Object.defineProperties(server, {
    loaded: { get: () => loaded },
    params: { get: () => params },
    conversions: { value: conversions },
    restart: { value: () => void (loaded = null) },
  }) as RvcTestServer;
}
