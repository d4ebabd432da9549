import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { extractAudio, RECOGNITION_SAMPLE_RATE, wavDataChunk } from "@vocable/speech";
import type { AppDeps } from "#platform/app-env";
import type { OrderMediaRow } from "#features/productions/orders/work-repo";

/**
 * A media file's work audio: mono 16-bit WAV at the recognisers' rate, made once when the order's
 * work is prepared, so the editor's calls (align, re-transcribe a segment, re-cut) read only the
 * span they work on by byte range, on a one-hour file as on a short one.
 */
export function workAudioKey(media: Pick<OrderMediaRow, "storageKey">): string {
  return `${media.storageKey}.16k.wav`;
}

/** Writes the media's work audio into storage (decoded from the stored media by ffmpeg). */
export async function makeWorkAudio(deps: Pick<AppDeps, "storage">, media: OrderMediaRow, signal: AbortSignal): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "vocable-production-"));
  try {
    const file = await deps.storage.read(media.storageKey);
    if (!file) throw new Error(`The order's media ${media.name} is no longer stored.`);
    const input = path.join(folder, "media");
    await pipeline(Readable.fromWeb(file.stream as import("node:stream/web").ReadableStream<Uint8Array>), createWriteStream(input));
    const output = path.join(folder, "work.wav");
    await extractAudio(input, output, { sampleRate: RECOGNITION_SAMPLE_RATE, signal });
    await deps.storage.put(workAudioKey(media), createReadStream(output), { contentType: "audio/wav" });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function readBytes(deps: Pick<AppDeps, "storage">, key: string, start: number, end: number): Promise<Uint8Array> {
  const file = await deps.storage.read(key, { start, end });
  if (!file) throw new Error("The media's work audio is no longer stored.");
  return new Uint8Array(await new Response(file.stream).arrayBuffer());
}

/** The work audio's samples from `start` to `end` seconds (clamped to the file), read by byte range. */
export async function readWorkSpan(deps: Pick<AppDeps, "storage">, media: Pick<OrderMediaRow, "storageKey">, start: number, end: number): Promise<Int16Array> {
  const key = workAudioKey(media);
  const data = wavDataChunk(await readBytes(deps, key, 0, 1023));
  if (!data) throw new Error("The media's work audio has no data chunk in its first bytes.");
  const offset = data.offset;
  const from = offset + 2 * Math.max(0, Math.floor(start * RECOGNITION_SAMPLE_RATE));
  const to = offset + 2 * Math.max(0, Math.ceil(end * RECOGNITION_SAMPLE_RATE)) - 1;
  if (to < from) return new Int16Array(0);
  const bytes = await readBytes(deps, key, from, to);
  const samples = new Int16Array(Math.floor(bytes.length / 2));
  new Uint8Array(samples.buffer).set(bytes.subarray(0, samples.length * 2));
  return samples;
}
