import { Readable } from "node:stream";

/** What `put` accepts: bytes already in memory, or a stream that is written as it arrives. */
export type StorageBody = Uint8Array | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

/** Inclusive byte offsets, as in HTTP `Range`; `end` omitted means to the last byte. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredFileInfo {
  size: number;
  modifiedAt: Date;
}

export interface ListedFile extends StoredFileInfo {
  key: string;
}

export interface ListPage {
  /** In ascending key order (byte order, which is what S3 uses). */
  files: ListedFile[];
  /** Pass as `after` to get the next page; null on the last page. */
  next: string | null;
}

export interface OpenedFile {
  /** The requested bytes only. Cancel it when not read to the end, so the file or socket is released. */
  stream: ReadableStream<Uint8Array>;
  /** Size of the whole file, not of the range. */
  size: number;
  contentType?: string;
}

/**
 * Where generated audio and other files live: a local directory by default, an S3-compatible
 * bucket when configured. Keys are relative paths made by the server (`history/<ws>/<id>.mp3`),
 * never taken from a client. Writes are atomic: a reader sees the old file or the whole new one.
 */
export interface FileStorage {
  put(key: string, data: StorageBody, opts?: { contentType?: string }): Promise<void>;
  /** The whole file in memory, or null when missing. For small files only; audio goes through `read`. */
  get(key: string): Promise<Uint8Array | null>;
  /** Streams the file, or the range of it (which must lie inside the file); null when missing. */
  read(key: string, range?: ByteRange): Promise<OpenedFile | null>;
  stat(key: string): Promise<StoredFileInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `prefix`; returns how many went. */
  deletePrefix(prefix: string): Promise<number>;
  /** One page of files under `prefix` with keys after `after` (exclusive), at most `limit` (default 1000). */
  list(prefix: string, opts?: { after?: string; limit?: number }): Promise<ListPage>;
  /**
   * Removes what interrupted writes left behind before `olderThan` (local: temporary files of a
   * process that died mid-write; S3: multipart uploads never completed); returns how many.
   */
  removeIncompleteWrites(olderThan: Date): Promise<number>;
  /** Throws when the backend cannot be reached or written (used by readiness checks). */
  check(): Promise<void>;
  /** Releases connections; the storage is not used afterwards. */
  close(): Promise<void>;
}

/** Every page of `storage.list(prefix)`, one after another (each page read when the previous is done). */
export async function* listPages(storage: Pick<FileStorage, "list">, prefix: string, limit?: number): AsyncGenerator<ListPage> {
  let after: string | undefined;
  do {
    const page = await storage.list(prefix, { after, limit });
    yield page;
    after = page.next ?? undefined;
  } while (after);
}

const SAFE_KEY = /^[A-Za-z0-9_\-./]+$/;

/**
 * Rejects keys that could leave the storage root or collide with the backend's own files:
 * only `[A-Za-z0-9_-./]`, no empty segment and no segment starting with a dot. A prefix may
 * end with `/`.
 */
export function assertSafeKey(key: string, opts: { prefix?: boolean } = {}): void {
  const segments = (opts.prefix && key.endsWith("/") ? key.slice(0, -1) : key).split("/");
  const ok = SAFE_KEY.test(key) && segments.every((s) => s.length > 0 && !s.startsWith("."));
  if (!ok && !(opts.prefix && key === "")) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}

/** Any accepted body as a Node stream, for the backends' writers. */
export function bodyToReadable(data: StorageBody): Readable {
  if (data instanceof Uint8Array) return Readable.from([data], { objectMode: false });
  if (data instanceof ReadableStream) return Readable.fromWeb(data as import("node:stream/web").ReadableStream<Uint8Array>);
  return Readable.from(data, { objectMode: false });
}

/**
 * A Node stream as the web stream the interface hands out, read only as the reader pulls. Not
 * Readable.toWeb: on Node 20 a reader that stops early (a transcription deleted halfway, a decoder
 * that is done) cancels it while the file stream still emits data, and its enqueue on the closed
 * controller is an uncaught exception that ends the process.
 */
export function readableToWeb(stream: Readable): ReadableStream<Uint8Array> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
    },
    async cancel() {
      await chunks.return?.();
      stream.destroy();
    },
  });
}

/** Collects a stream into one array (for `get`, which is for small files). */
export async function collectBytes(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
