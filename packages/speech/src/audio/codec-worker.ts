/**
 * Codec worker thread: runs the resampler and the encoders (LAME in WASM for
 * MP3 at ~165x real time, ffmpeg pipes for Opus) away from the event loop.
 * Each encoder's operations run in order; different encoders interleave.
 */
import { parentPort } from "node:worker_threads";
import { setImmediate as nextTurn } from "node:timers/promises";
import { createLocalEncoder, type AudioEncoder } from "./local-encoder";
import { warmUpMp3 } from "./mp3-encoder";
import type { OutputFormat } from "./output-formats";
import { concatBytes } from "./pcm-codecs";
import { Resampler } from "./resampler";
import { lowerThreadPriority } from "../runtime/lower-thread-priority";

export type CodecRequest =
  | { op: "create"; id: number; format: OutputFormat; inputSampleRate: number; streaming: boolean; totalInputSamples?: number }
  | { op: "write"; id: number; seq: number; pcm: Int16Array }
  | { op: "end"; id: number; seq: number }
  | { op: "cancel"; id: number };

export type CodecReply = { seq: number; bytes: Uint8Array } | { seq: number; error: string };

const port = parentPort;
if (!port) throw new Error("codec-worker must run in a worker thread");
lowerThreadPriority();

// Warm up while the server is still starting: compile and exercise LAME (a failure shows up again on
// first use), and run the resampler once so its loop is optimised (a cold first sentence took ~5x longer).
warmUpMp3().catch(() => {});
const warmResampler = new Resampler(22050, 24000);
warmResampler.process(new Int16Array(22050));
warmResampler.flush();

interface Entry {
  encoder: AudioEncoder;
  chain: Promise<void>;
  lastUsed: number;
  /** A streaming encoder that has not written yet (its first write gets the larger slice). */
  fresh: boolean;
}

const encoders = new Map<number, Entry>();

/**
 * Encoders abandoned without `end()` or `cancel()` (a client that went away)
 * would keep a LAME instance or an ffmpeg child forever; reap them after a
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

/**
 * Input samples encoded between two turns of the event loop (~0.75 s of
 * audio at 22.05 kHz, ~5 ms of MP3 work). A long sentence from one stream
 * would otherwise hold the thread for tens of ms while another stream's
 * first write (its time to first byte) waits behind it. A stream's first
 * write may run longer at once (up to ~3 s of audio, the usual first
 * clause), so it overtakes the slices of streams already under way.
 * Encoders are streaming, so slicing does not change their output.
 */
const SLICE = 16384;
const FIRST_SLICE = 65536;

async function writeInSlices(encoder: AudioEncoder, pcm: Int16Array, slice: number): Promise<Uint8Array> {
  if (pcm.length <= slice) return encoder.write(pcm);
  const parts: Uint8Array[] = [];
  for (let start = 0; start < pcm.length; start += slice) {
    if (start > 0) await nextTurn(); // let queued messages (other streams) in
    parts.push(await encoder.write(pcm.subarray(start, start + slice)));
  }
  return concatBytes(parts);
}

port.on("message", (message: CodecRequest) => {
  if (message.op === "create") {
    const { id, format, inputSampleRate, streaming, totalInputSamples } = message;
    const encoder = createLocalEncoder(format, inputSampleRate, { streaming, totalInputSamples });
    encoders.set(id, { encoder, chain: Promise.resolve(), lastUsed: Date.now(), fresh: streaming });
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
      let bytes: Uint8Array;
      if (message.op === "write") {
        const slice = entry.fresh ? FIRST_SLICE : SLICE;
        entry.fresh = false;
        bytes = owned(await writeInSlices(entry.encoder, message.pcm, slice));
      } else {
        bytes = owned(await entry.encoder.end());
      }
      port.postMessage({ seq, bytes } satisfies CodecReply, [bytes.buffer as ArrayBuffer]);
    } catch (error) {
      port.postMessage({ seq, error: error instanceof Error ? error.message : String(error) } satisfies CodecReply);
    } finally {
      if (message.op === "end") encoders.delete(message.id);
    }
  });
});
