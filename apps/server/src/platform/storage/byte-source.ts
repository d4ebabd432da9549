import { AppError } from "../errors";
import type { FileStorage } from "./file-storage";

/**
 * A file as HTTP serves it: a size, and any inclusive byte range on demand. It may be a stored
 * file as it is, or a virtual one (a header followed by a stored file), so ranges work on both.
 */
export interface ByteSource {
  size: number;
  /** Streams bytes `start..end` (inclusive; `end < start` gives nothing). */
  open(start: number, end: number): Promise<ReadableStream<Uint8Array>>;
}

const empty = () => new ReadableStream<Uint8Array>({ start: (controller) => controller.close() });

/** The stored file at `key`, or null when it does not exist. */
export async function storedSource(storage: FileStorage, key: string): Promise<ByteSource | null> {
  const info = await storage.stat(key);
  if (!info) return null;
  return {
    size: info.size,
    async open(start, end) {
      if (end < start) return empty();
      const file = await storage.read(key, { start, end });
      // Deleted between the stat and this read.
      if (!file) throw new AppError("not_found", 404, "The file is no longer available.");
      return file.stream;
    },
  };
}

/** Bytes in memory (a file made on request). */
export function bytesSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    async open(start, end) {
      if (end < start) return empty();
      const slice = bytes.subarray(start, end + 1);
      return new ReadableStream<Uint8Array>({ start: (controller) => (controller.enqueue(slice), controller.close()) });
    },
  };
}

/** `header` followed by `body`: ranges map across the two, touching the body only when needed. */
export function prefixedSource(header: Uint8Array, body: ByteSource): ByteSource {
  const h = header.length;
  return {
    size: h + body.size,
    async open(start, end) {
      const parts: (() => Promise<ReadableStream<Uint8Array>>)[] = [];
      if (start < h && end >= start) {
        const slice = header.slice(start, Math.min(end + 1, h));
        parts.push(async () => new ReadableStream({ start: (c) => (c.enqueue(slice), c.close()) }));
      }
      if (end >= h) parts.push(() => body.open(Math.max(start - h, 0), end - h));
      return concatStreams(parts);
    },
  };
}

/** Streams each part in turn, opening the next only when the previous one has ended. */
export function concatStreams(parts: readonly (() => Promise<ReadableStream<Uint8Array>>)[]): ReadableStream<Uint8Array> {
  let next = 0;
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        if (!reader) {
          if (next === parts.length) return controller.close();
          reader = (await parts[next++]()).getReader();
        }
        const { done, value } = await reader.read();
        if (!done) return controller.enqueue(value);
        reader = null;
      }
    },
    cancel(reason) {
      return reader?.cancel(reason);
    },
  });
}
