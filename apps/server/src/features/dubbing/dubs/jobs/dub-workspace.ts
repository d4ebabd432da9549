import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { concatSamples, decodeToPcm, wavBytes, wavStream } from "@vocable/speech";
import type { FileStorage } from "#platform/storage/file-storage";

/** Where a dub's files live in storage: `dubs/{workspace}/{dub}/…`. */
export function dubKey(dub: { workspaceId: string; id: string }, name: string): string {
  return `dubs/${dub.workspaceId}/${dub.id}/${name}`;
}

/**
 * A dub job's files: what the steps keep in storage (the step's results, read again by a resumed
 * run) and a private temporary folder for ffmpeg's inputs and outputs, removed when the run ends.
 */
export class DubWorkspace {
  private constructor(
    private readonly storage: FileStorage,
    readonly folder: string,
  ) {}

  static async open(storage: FileStorage, dubId: string): Promise<DubWorkspace> {
    return new DubWorkspace(storage, await mkdtemp(path.join(os.tmpdir(), `vocable-dub-${dubId}-`)));
  }

  /** A path in the temporary folder. */
  local(name: string): string {
    return path.join(this.folder, name);
  }

  /** The stored file `key` copied into the temporary folder as `name` (once per run). */
  async download(key: string, name: string): Promise<string> {
    const file = await this.storage.read(key);
    if (!file) throw new Error(`The dub's file ${key.split("/").pop()} is no longer stored.`);
    const target = this.local(name);
    await pipeline(Readable.fromWeb(file.stream as import("node:stream/web").ReadableStream<Uint8Array>), createWriteStream(target));
    return target;
  }

  async upload(key: string, localPath: string, contentType: string): Promise<void> {
    await this.storage.put(key, createReadStream(localPath), { contentType });
  }

  async putPcm(key: string, samples: Int16Array, sampleRate: number): Promise<void> {
    await this.storage.put(key, wavBytes(samples, sampleRate), { contentType: "audio/wav" });
  }

  /**
   * A stored audio file as mono PCM at `sampleRate`: a mono 16-bit PCM WAV at that rate (what
   * putPcm and extractAudio write) is read as it is, anything else is decoded by ffmpeg.
   */
  async getPcm(key: string, sampleRate: number, signal?: AbortSignal): Promise<Int16Array> {
    const file = await this.storage.read(key);
    if (!file) throw new Error(`The dub's file ${key.split("/").pop()} is no longer stored.`);
    const pieces: Uint8Array[] = [];
    for await (const piece of file.stream as unknown as AsyncIterable<Uint8Array>) pieces.push(piece);
    const bytes = async function* () {
      yield* pieces;
    };
    const samples = await wavStream(bytes())
      .then(async (wav) => {
        if (wav.sampleRate !== sampleRate) return null;
        const parts: Int16Array[] = [];
        for await (const part of wav.chunks) parts.push(part);
        return concatSamples(parts);
      })
      .catch(() => null); // not a mono 16-bit PCM WAV, or one that ends on half a sample
    if (!samples) return decodeToPcm(bytes(), sampleRate, signal);
    if (signal?.aborted) throw new Error("decoding aborted"); // as decodeToPcm says it
    return samples;
  }

  async close(): Promise<void> {
    await rm(this.folder, { recursive: true, force: true });
  }
}
