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

const encoders = new Map<number, { encoder: AudioEncoder; chain: Promise<void> }>();

/** A transferable copy: pooled Buffers share their ArrayBuffer with unrelated data. */
function owned(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

port.on("message", (message: CodecRequest) => {
  if (message.op === "create") {
    const { id, format, inputSampleRate, streaming, totalInputSamples } = message;
    encoders.set(id, { encoder: createLocalEncoder(format, inputSampleRate, { streaming, totalInputSamples }), chain: Promise.resolve() });
    return;
  }
  const entry = encoders.get(message.id);
  if (message.op === "cancel") {
    entry?.encoder.cancel();
    encoders.delete(message.id);
    return;
  }
  const { seq } = message;
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
