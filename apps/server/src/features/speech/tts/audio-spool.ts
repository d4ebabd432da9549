import { createReadStream } from "node:fs";
import { mkdir, open, readdir, rm, stat, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { WAV_HEADER_BYTES, writeWavSizes } from "@vocable/domain";

/** Where generations write their audio while it is produced: `DATA_DIR/tmp/speech`. */
export function spoolDirectory(dataDir: string): string {
  return path.join(dataDir, "tmp", "speech");
}

/**
 * A generation's audio on local disk, appended piece by piece as it is encoded, so that no
 * response and no history item ever holds a whole file in memory. At the end a WAV header gets its
 * sizes, and the file is read back for the response or copied into file storage.
 */
export class AudioSpool {
  private size = 0;
  private writing: Promise<unknown> = Promise.resolve();
  private closed = false;

  private constructor(
    readonly file: string,
    private readonly handle: FileHandle,
  ) {}

  static async create(dataDir: string, id: string): Promise<AudioSpool> {
    const dir = spoolDirectory(dataDir);
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${id}.part`);
    return new AudioSpool(file, await open(file, "w+"));
  }

  get bytes(): number {
    return this.size;
  }

  /** Appends bytes (writes are queued, in order). */
  append(bytes: Uint8Array): Promise<void> {
    if (bytes.length === 0) return this.writing.then(() => {});
    const offset = this.size;
    this.size += bytes.length;
    const write = this.writing.then(() => this.handle.write(bytes, 0, bytes.length, offset));
    this.writing = write;
    return write.then(() => {});
  }

  /** Waits for the writes, fills in a WAV header's sizes, and closes the file for writing. */
  async seal(): Promise<void> {
    await this.writing;
    if (this.closed) return;
    if (this.size >= WAV_HEADER_BYTES) {
      const head = new Uint8Array(WAV_HEADER_BYTES);
      await this.handle.read(head, 0, WAV_HEADER_BYTES, 0);
      if (writeWavSizes(head, this.size)) await this.handle.write(head, 0, WAV_HEADER_BYTES, 0);
    }
    this.closed = true;
    await this.handle.close();
  }

  /** The sealed file as a stream. */
  read(): ReadableStream<Uint8Array> {
    return Readable.toWeb(createReadStream(this.file)) as ReadableStream<Uint8Array>;
  }

  /** Closes (if needed) and deletes the file. */
  async remove(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      await this.writing.catch(() => {});
      await this.handle.close().catch(() => {});
    }
    await rm(this.file, { force: true });
  }
}

/** Deletes spool files not written to since `olderThan` (left by a process that died); returns how many. */
export async function removeStaleSpoolFiles(dataDir: string, olderThan: Date): Promise<number> {
  const dir = spoolDirectory(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtime < olderThan) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
