/**
 * Codec worker thread: runs the resampler and the encoders (lamejs MP3 at
 * ~20x real time, ffmpeg pipes for Opus) away from the event loop. Each
 * encoder's operations run in order; different encoders interleave.
 */
import { parentPort } from "node:worker_threads";
import { createLocalEncoder, type AudioEncoder } from "./local-encoder";
import type { OutputFormat } from "./output-formats";

export type CodecRequest =
  | { op: "create"; id: number; format: OutputFormat; inputSampleRate: number; streaming: boolean; totalInputSamples?: number }
  | { op: "write"; id: number; seq: number; pcm: Int16Array }
  | { op: "end"; id: number; seq: number }
  | { op: "cancel"; id: number };

export type CodecReply = { seq: number; bytes: Uint8Array } | { seq: number; error: string };

const port = parentPort;
if (!port) throw new Error("codec-worker must run in a worker thread");

const encoders = new Map<number, { encoder: AudioEncoder; chain: Promise<void>; lastUsed: number }>();

/**
 * Encoders abandoned without `end()` or `cancel()` (a client that went away)
 * would keep lamejs state or an ffmpeg child forever; reap them after a
 * long silence. A live stream writes every few hundred milliseconds.
 */
const IDLE_LIMIT_MS = 5 * 60_000;
setInterval(() => {
  const now = Date.now();
  for (const [id, entry] of encoders) {
    if (now - entry.lastUsed < IDLE_LIMIT_MS) continue;
    entry.encoder.cancel();
    encoders.delete(id);
  }
}, 30_000).unref();

/** A transferable copy: pooled Buffers share their ArrayBuffer with unrelated data. */
function owned(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

port.on("message", (message: CodecRequest) => {
  if (message.op === "create") {
    const { id, format, inputSampleRate, streaming, totalInputSamples } = message;
    const encoder = createLocalEncoder(format, inputSampleRate, { streaming, totalInputSamples });
    encoders.set(id, { encoder, chain: Promise.resolve(), lastUsed: Date.now() });
    return;
  }
  const entry = encoders.get(message.id);
  if (message.op === "cancel") {
    entry?.encoder.cancel();
    encoders.delete(message.id);
    return;
  }
  const { seq } = message;
  if (entry) entry.lastUsed = Date.now();
  if (!entry) {
    port.postMessage({ seq, error: "encoder already ended or cancelled" } satisfies CodecReply);
    return;
  }
  entry.chain = entry.chain.then(async () => {
    try {
      const bytes = owned(message.op === "write" ? await entry.encoder.write(message.pcm) : await entry.encoder.end());
      port.postMessage({ seq, bytes } satisfies CodecReply, [bytes.buffer as ArrayBuffer]);
    } catch (error) {
      port.postMessage({ seq, error: error instanceof Error ? error.message : String(error) } satisfies CodecReply);
    } finally {
      if (message.op === "end") encoders.delete(message.id);
    }
  });
});
