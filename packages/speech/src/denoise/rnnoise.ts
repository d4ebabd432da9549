/**
 * Noise suppression with RNNoise (Xiph/Mozilla, BSD-3-Clause), compiled to WebAssembly in
 * `@echogarden/rnnoise-wasm`. RNNoise works on 48 kHz mono in frames of 480 samples (10 ms) with
 * its built-in model; other rates are resampled there and back. It runs in the caller's thread
 * (about 0.02 s of work per second of audio) and yields to the event loop between slices.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { resampleWhole } from "../audio/resampler";

/** The rate RNNoise's model was trained on. */
export const RNNOISE_SAMPLE_RATE = 48000;
/** Samples per RNNoise frame (10 ms at 48 kHz). */
export const RNNOISE_FRAME_SIZE = 480;
/** Frames denoised between two turns of the event loop (1 s of audio, ~20 ms of work). */
const FRAMES_PER_SLICE = 100;

/** The calls this file makes into the Emscripten module (it ships no typings). */
interface RnnoiseWasm {
  HEAPF32: Float32Array;
  _malloc(bytes: number): number;
  _free(pointer: number): void;
  _rnnoise_create(model: number): number;
  _rnnoise_destroy(state: number): void;
  _rnnoise_get_frame_size(): number;
  /** Denoises one frame from `input` into `output` (may alias); returns the frame's speech probability. */
  _rnnoise_process_frame(state: number, output: number, input: number): number;
}

let loading: Promise<RnnoiseWasm> | undefined;

/** The WebAssembly module, compiled and instantiated on first use and kept for the process. */
function loadRnnoise(): Promise<RnnoiseWasm> {
  loading ??= (async () => {
    // Resolved by path and imported by URL: the package ships no typings, and the bundled server
    // must load it (and the .wasm beside it) from node_modules.
    const entry = pathToFileURL(createRequire(import.meta.url).resolve("@echogarden/rnnoise-wasm")).href;
    const { default: create } = (await import(entry)) as { default: () => Promise<RnnoiseWasm> };
    const wasm = await create();
    const frameSize = wasm._rnnoise_get_frame_size();
    if (frameSize !== RNNOISE_FRAME_SIZE) throw new Error(`RNNoise frame size is ${frameSize}, expected ${RNNOISE_FRAME_SIZE}`);
    return wasm;
  })();
  loading.catch(() => (loading = undefined)); // a failed load is retried next time
  return loading;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Denoises 48 kHz samples. RNNoise takes floats on the 16-bit scale and answers each frame with
 * the frame before it, cleaned (its analysis window spans two frames): it is fed one frame of
 * silence past the end, and its output is read one frame late, so output sample i is input sample i.
 */
async function denoise48k(wasm: RnnoiseWasm, samples: Int16Array): Promise<Int16Array> {
  const out = new Int16Array(samples.length);
  const state = wasm._rnnoise_create(0); // 0: the built-in model
  const frame = wasm._malloc(RNNOISE_FRAME_SIZE * 4);
  const at = frame >> 2;
  try {
    const frames = Math.ceil(samples.length / RNNOISE_FRAME_SIZE) + 1;
    for (let f = 0; f < frames; f++) {
      if (f > 0 && f % FRAMES_PER_SLICE === 0) await nextTurn();
      const start = f * RNNOISE_FRAME_SIZE;
      // Read HEAPF32 each time: the view is replaced when the module's memory grows.
      const input = wasm.HEAPF32.subarray(at, at + RNNOISE_FRAME_SIZE);
      input.fill(0); // past the end: silence
      for (let i = start, end = Math.min(start + RNNOISE_FRAME_SIZE, samples.length); i < end; i++) input[i - start] = samples[i];
      wasm._rnnoise_process_frame(state, frame, frame);
      if (f === 0) continue; // the frame before the first: nothing
      const cleaned = wasm.HEAPF32.subarray(at, at + RNNOISE_FRAME_SIZE);
      const outStart = start - RNNOISE_FRAME_SIZE;
      for (let i = outStart, end = Math.min(start, samples.length); i < end; i++) {
        const v = Math.round(cleaned[i - outStart]);
        out[i] = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
      }
    }
  } finally {
    wasm._free(frame);
    wasm._rnnoise_destroy(state);
  }
  return out;
}

/**
 * Removes background noise (hiss, hum, fans, street noise) from mono 16-bit speech at any rate
 * and returns it at the same rate and length. Each call starts from a fresh RNNoise state, so
 * calls are independent and may run concurrently.
 */
export async function denoise(samples: Int16Array, sampleRate: number): Promise<Int16Array> {
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) throw new RangeError(`sample rate must be a positive integer, got ${sampleRate}`);
  if (samples.length === 0) return new Int16Array(0);
  const wasm = await loadRnnoise();
  const cleaned = await denoise48k(wasm, resampleWhole(samples, sampleRate, RNNOISE_SAMPLE_RATE));
  const back = resampleWhole(cleaned, RNNOISE_SAMPLE_RATE, sampleRate);
  if (back.length === samples.length) return back;
  // Resampling there and back can differ from the input's length by a sample: match it exactly.
  const out = new Int16Array(samples.length);
  out.set(back.subarray(0, samples.length));
  return out;
}
