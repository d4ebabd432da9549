import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import { constants, createWriteStream } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { assertSafeKey, bodyToReadable, collectBytes, listPages, readableToWeb, type FileStorage, type ListedFile } from "./file-storage";

/** Unfinished writes live here (a name no key can have), so a crash never leaves half a file under a key. */
const TMP_DIR = ".tmp";

const isMissing = (err: unknown) => ["ENOENT", "ENOTDIR"].includes((err as NodeJS.ErrnoException).code ?? "");

/** Stores files under one root directory; keys are relative paths made by the server only. */
export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };

  async function statFile(key: string) {
    try {
      const s = await fs.stat(resolve(key));
      return s.isFile() ? s : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /**
   * Walks `dir` in key order, yielding files under `prefix` after `after`. Entries are sorted as
   * their keys sort: a directory `a` as `a/`, so `a.mp3` comes before `a/x.mp3` as it does on S3;
   * subtrees that hold only keys up to `after` are skipped without being read.
   */
  async function* walk(dir: string, keyPrefix: string, prefix: string, after: string): AsyncGenerator<ListedFile> {
    let entries;
    try {
      entries = await fs.readdir(path.join(root, dir), { withFileTypes: true });
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    const named = entries
      .filter((e) => !e.name.startsWith(".") && (e.isDirectory() || e.isFile()))
      .map((e) => ({ entry: e, key: keyPrefix + e.name + (e.isDirectory() ? "/" : "") }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    for (const { entry, key } of named) {
      // Only subtrees/files that can hold keys starting with `prefix`.
      if (!(key.startsWith(prefix) || prefix.startsWith(key))) continue;
      if (entry.isDirectory()) {
        if (key <= after && !after.startsWith(key)) continue;
        yield* walk(path.join(dir, entry.name), key, prefix, after);
      } else if (key > after && key.startsWith(prefix)) {
        const s = await fs.stat(path.join(root, dir, entry.name)).catch((err) => (isMissing(err) ? null : Promise.reject(err)));
        if (s) yield { key, size: s.size, modifiedAt: s.mtime };
      }
    }
  }

  const storage: FileStorage = {
    async put(key, data) {
      const file = resolve(key);
      const tmpDir = path.join(root, TMP_DIR);
      await Promise.all([fs.mkdir(path.dirname(file), { recursive: true }), fs.mkdir(tmpDir, { recursive: true })]);
      const tmp = path.join(tmpDir, randomUUID());
      try {
        if (data instanceof Uint8Array) await fs.writeFile(tmp, data);
        else await pipeline(bodyToReadable(data), createWriteStream(tmp));
        await fs.rename(tmp, file);
      } catch (err) {
        await fs.rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key) {
      const opened = await storage.read(key);
      return opened && collectBytes(opened.stream);
    },
    async read(key, range) {
      let handle;
      try {
        handle = await fs.open(resolve(key), "r");
      } catch (err) {
        if (isMissing(err) || (err as NodeJS.ErrnoException).code === "EISDIR") return null;
        throw err;
      }
      try {
        // The size and the bytes come from the same open file, even if a put replaces it meanwhile.
        const { size } = await handle.stat();
        const start = range?.start ?? 0;
        const end = range?.end ?? size - 1;
        if (range && (start < 0 || start > end || end >= size)) throw new RangeError(`range ${start}-${end} is outside ${key} (${size} bytes)`);
        const stream = handle.createReadStream(size === 0 ? {} : { start, end });
        return { stream: readableToWeb(stream), size };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
    async stat(key) {
      const s = await statFile(key);
      return s && { size: s.size, modifiedAt: s.mtime };
    },
    async exists(key) {
      return (await statFile(key)) !== null;
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async deletePrefix(prefix) {
      assertSafeKey(prefix, { prefix: true });
      let removed = 0;
      for await (const page of listPages(storage, prefix)) {
        for (const file of page.files) {
          await fs.rm(resolve(file.key), { force: true });
          removed++;
        }
      }
      return removed;
    },
    async list(prefix, opts = {}) {
      assertSafeKey(prefix, { prefix: true });
      const limit = opts.limit ?? 1000;
      const files: ListedFile[] = [];
      for await (const file of walk("", "", prefix, opts.after ?? "")) {
        if (files.length === limit) return { files, next: files[files.length - 1].key };
        files.push(file);
      }
      return { files, next: null };
    },
    async removeIncompleteWrites(olderThan) {
      const tmpDir = path.join(root, TMP_DIR);
      let names: string[];
      try {
        names = await fs.readdir(tmpDir);
      } catch (err) {
        if (isMissing(err)) return 0;
        throw err;
      }
      let removed = 0;
      for (const name of names) {
        const file = path.join(tmpDir, name);
        const info = await fs.stat(file).catch(() => null);
        if (info && info.mtime < olderThan) {
          await fs.rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, constants.R_OK | constants.W_OK);
    },
    async close() {},
  };
  return storage;
}
