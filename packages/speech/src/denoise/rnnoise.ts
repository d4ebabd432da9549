/**
 * Noise suppression with RNNoise (Xiph/Mozilla, BSD-3-Clause), compiled to WebAssembly in
 * `@echogarden/rnnoise-wasm`. RNNoise works on 48 kHz mono in frames of 480 samples (10 ms) with
 * its built-in model; other rates are resampled there and back. It runs in the caller's thread
 * (about 0.02 s of work per second of audio) and yields to the event loop between slices.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { floatToInt16 } from "../audio/pcm-codecs";
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

/** RNNoise over 48 kHz audio that arrives in pieces: one state from the first sample to the last. */
export interface DenoiseStream {
  /** Cleans the next samples; answers the cleaned audio ready so far (it lags the input by less than two frames). */
  write(samples: Int16Array): Promise<Int16Array>;
  /** Cleans what is left and answers it: over all calls, exactly as many samples out as went in. Frees the state. */
  end(): Promise<Int16Array>;
  /** Frees the state without finishing (a stopped request); safe to call more than once. */
  close(): void;
}

/**
 * A denoiser for 48 kHz audio in pieces. RNNoise takes floats on the 16-bit scale and answers each
 * frame with the frame before it, cleaned (its analysis window spans two frames): the output is
 * read one frame late, and `end` feeds the last partial frame and one frame of silence, so output
 * sample i is input sample i. Memory is a frame, whatever the length.
 */
export async function createDenoiseStream(): Promise<DenoiseStream> {
  const wasm = await loadRnnoise();
  const state = wasm._rnnoise_create(0); // 0: the built-in model
  const frame = wasm._malloc(RNNOISE_FRAME_SIZE * 4);
  const at = frame >> 2;
  const pending = new Int16Array(RNNOISE_FRAME_SIZE);
  let pendingLength = 0;
  let framesIn = 0;
  let samplesIn = 0;
  let samplesOut = 0;
  let closed = false;

  /** Feeds `pending` (zero-padded) as one frame; answers the frame before it, cleaned (none for the first). */
  const processPending = (): Int16Array | null => {
    // Read HEAPF32 each time: the view is replaced when the module's memory grows.
    const input = wasm.HEAPF32.subarray(at, at + RNNOISE_FRAME_SIZE);
    for (let i = 0; i < RNNOISE_FRAME_SIZE; i++) input[i] = i < pendingLength ? pending[i] : 0;
    pendingLength = 0;
    wasm._rnnoise_process_frame(state, frame, frame);
    if (framesIn++ === 0) return null;
    return floatToInt16(wasm.HEAPF32.subarray(at, at + RNNOISE_FRAME_SIZE), 1); // on the 16-bit scale already
  };
  /** The cleaned frames, trimmed so that no more comes out than went in. */
  const collect = (frames: Int16Array[]): Int16Array => {
    const length = Math.min(frames.length * RNNOISE_FRAME_SIZE, samplesIn - samplesOut);
    const out = new Int16Array(length);
    frames.forEach((f, i) => out.set(f.subarray(0, Math.max(0, Math.min(RNNOISE_FRAME_SIZE, length - i * RNNOISE_FRAME_SIZE))), i * RNNOISE_FRAME_SIZE));
    samplesOut += length;
    return out;
  };
  const close = () => {
    if (closed) return;
    closed = true;
    wasm._free(frame);
    wasm._rnnoise_destroy(state);
  };

  return {
    async write(samples) {
      if (closed) throw new Error("the denoiser is closed");
      const frames: Int16Array[] = [];
      samplesIn += samples.length;
      for (let i = 0; i < samples.length; ) {
        const take = Math.min(RNNOISE_FRAME_SIZE - pendingLength, samples.length - i);
        pending.set(samples.subarray(i, i + take), pendingLength);
        pendingLength += take;
        i += take;
        if (pendingLength < RNNOISE_FRAME_SIZE) break;
        const cleaned = processPending();
        if (cleaned) frames.push(cleaned);
        if (framesIn % FRAMES_PER_SLICE === 0) await nextTurn();
      }
      return collect(frames);
    },
    async end() {
      if (closed) throw new Error("the denoiser is closed");
      try {
        const frames: Int16Array[] = [];
        // The last partial frame (if any, zero-padded), then a frame of silence that brings out the frame before it.
        const calls = pendingLength > 0 ? 2 : 1;
        for (let c = 0; c < calls; c++) {
          const cleaned = processPending();
          if (cleaned) frames.push(cleaned);
        }
        return collect(frames);
      } finally {
        close();
      }
    },
    close,
  };
}

/** Denoises 48 kHz samples in one go (a stream written once). */
async function denoise48k(samples: Int16Array): Promise<Int16Array> {
  const stream = await createDenoiseStream();
  try {
    const head = await stream.write(samples);
    const tail = await stream.end();
    const out = new Int16Array(head.length + tail.length);
    out.set(head);
    out.set(tail, head.length);
    return out;
  } finally {
    stream.close();
  }
}

/**
 * Removes background noise (hiss, hum, fans, street noise) from mono 16-bit speech at any rate
 * and returns it at the same rate and length. Each call starts from a fresh RNNoise state, so
 * calls are independent and may run concurrently.
 */
export async function denoise(samples: Int16Array, sampleRate: number): Promise<Int16Array> {
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) throw new RangeError(`sample rate must be a positive integer, got ${sampleRate}`);
  if (samples.length === 0) return new Int16Array(0);
  const cleaned = await denoise48k(resampleWhole(samples, sampleRate, RNNOISE_SAMPLE_RATE));
  const back = resampleWhole(cleaned, RNNOISE_SAMPLE_RATE, sampleRate);
  if (back.length === samples.length) return back;
  // Resampling there and back can differ from the input's length by a sample: match it exactly.
  const out = new Int16Array(samples.length);
  out.set(back.subarray(0, samples.length));
  return out;
}
