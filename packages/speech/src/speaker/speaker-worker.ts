/**
 * Speaker-embedding worker thread: loads the x-vector model on its first request (checking every
 * file's SHA-256 before parsing it) and embeds audio one request at a time, off the event loop.
 */
import { parentPort } from "node:worker_threads";
import { lowerThreadPriority } from "../runtime/lower-thread-priority";
import { readVerifiedSpeakerModel } from "./speaker-model-files";
import { NotEnoughSpeechError, XvectorExtractor } from "./xvector-extractor";

export interface SpeakerRequest {
  id: number;
  samples: Int16Array;
  sampleRate: number;
  /** The model directory (the installed one unless a caller points elsewhere). */
  modelDir: string;
}

export type SpeakerReply =
  | { id: number; embedding: Float32Array }
  | { id: number; error: string; notEnoughSpeech?: number };

const port = parentPort;
if (!port) throw new Error("speaker-worker must run in a worker thread");
lowerThreadPriority();

const extractors = new Map<string, Promise<XvectorExtractor>>();

function extractorFor(dir: string): Promise<XvectorExtractor> {
  let loading = extractors.get(dir);
  if (!loading) {
    loading = readVerifiedSpeakerModel(dir).then((files) => XvectorExtractor.fromFiles(files));
    loading.catch(() => extractors.delete(dir)); // a repaired install is picked up by the next request
    extractors.set(dir, loading);
  }
  return loading;
}

let queue: Promise<void> = Promise.resolve();

port.on("message", (request: SpeakerRequest) => {
  queue = queue.then(async () => {
    let reply: SpeakerReply;
    try {
      const extractor = await extractorFor(request.modelDir);
      reply = { id: request.id, embedding: extractor.embed(request.samples, request.sampleRate) };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      reply = err instanceof NotEnoughSpeechError ? { id: request.id, error: message, notEnoughSpeech: err.speechSeconds } : { id: request.id, error: message };
    }
    port.postMessage(reply, "embedding" in reply ? [reply.embedding.buffer as ArrayBuffer] : []);
  });
});
