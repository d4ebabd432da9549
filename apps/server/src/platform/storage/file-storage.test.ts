import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../env";
import { startTestS3, type TestS3 } from "#testing/test-s3";
import { createFileStorage } from "./create-file-storage";
import { collectBytes, type FileStorage } from "./file-storage";

interface Backend {
  storage: FileStorage;
  /** Stops what the backend runs on, so `check` must fail. */
  breakIt(): Promise<void>;
  close(): Promise<void>;
}

async function localBackend(): Promise<Backend> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-storage-"));
  const storage = await createFileStorage(loadConfig({ DATA_DIR: dataDir }));
  return {
    storage,
    async breakIt() {
      // The files directory replaced by a plain file: nothing can be written under it.
      fs.rmSync(path.join(dataDir, "files"), { recursive: true, force: true });
      fs.writeFileSync(path.join(dataDir, "files"), "");
    },
    async close() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function s3Backend(): Promise<Backend> {
  let s3: TestS3 | null = await startTestS3();
  const storage = await createFileStorage(loadConfig({ DATA_DIR: os.tmpdir(), ...s3.env }));
  const stop = async () => {
    await s3?.close();
    s3 = null;
  };
  return { storage, breakIt: stop, close: async () => (await storage.close(), await stop()) };
}

const text = (s: string) => new TextEncoder().encode(s);
const bytesOf = (n: number, seed = 7) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) & 255);
const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

/** A deterministic body of `total` bytes produced in 64 KiB chunks, never held whole. */
async function* generated(total: number): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < total; offset += 65536) {
    yield Uint8Array.from({ length: Math.min(65536, total - offset) }, (_, i) => ((offset + i) * 13) & 255);
  }
}

describe.each([
  ["local directory", localBackend],
  ["S3 (s3rver)", s3Backend],
])("file storage on %s", (_name, make) => {
  let backend: Backend;
  let storage: FileStorage;
  beforeAll(async () => {
    backend = await make();
    storage = backend.storage;
  });
  afterAll(() => backend.close());

  it("puts, gets, stats and deletes a file", async () => {
    expect(await storage.get("t1/a.bin")).toBeNull();
    expect(await storage.stat("t1/a.bin")).toBeNull();
    expect(await storage.exists("t1/a.bin")).toBe(false);
    await storage.put("t1/a.bin", text("hello"), { contentType: "text/plain" });
    expect(await storage.get("t1/a.bin")).toEqual(text("hello"));
    const stat = await storage.stat("t1/a.bin");
    expect(stat?.size).toBe(5);
    expect(Math.abs(stat!.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await storage.exists("t1/a.bin")).toBe(true);
    await storage.put("t1/a.bin", text("replaced"));
    expect(await storage.get("t1/a.bin")).toEqual(text("replaced"));
    await storage.delete("t1/a.bin");
    expect(await storage.exists("t1/a.bin")).toBe(false);
    await storage.delete("t1/a.bin"); // a missing file is not an error
  });

  it("reads whole files and byte ranges as streams", async () => {
    const data = bytesOf(1000);
    await storage.put("t2/r.bin", data);
    const whole = await storage.read("t2/r.bin");
    expect(whole?.size).toBe(1000);
    expect(await collectBytes(whole!.stream)).toEqual(data);
    const middle = await storage.read("t2/r.bin", { start: 10, end: 19 });
    expect(middle?.size).toBe(1000);
    expect(await collectBytes(middle!.stream)).toEqual(data.slice(10, 20));
    const tail = await storage.read("t2/r.bin", { start: 990 });
    expect(await collectBytes(tail!.stream)).toEqual(data.slice(990));
    const last = await storage.read("t2/r.bin", { start: 999, end: 999 });
    expect(await collectBytes(last!.stream)).toEqual(data.slice(999));
    await expect(storage.read("t2/r.bin", { start: 1000 })).rejects.toThrow(RangeError);
    expect(await storage.read("t2/missing.bin")).toBeNull();
    expect(await storage.read("t2/missing.bin", { start: 0, end: 1 })).toBeNull();
  });

  it("stores an empty file", async () => {
    await storage.put("t3/empty.bin", new Uint8Array(0));
    expect((await storage.stat("t3/empty.bin"))?.size).toBe(0);
    const opened = await storage.read("t3/empty.bin");
    expect(opened?.size).toBe(0);
    expect((await collectBytes(opened!.stream)).length).toBe(0);
  });

  it("streams a multi-megabyte body in and out without changing a byte", async () => {
    const total = 12 * 1024 * 1024 + 12345; // more than two 5 MiB parts of a multipart upload
    const expected = createHash("sha256");
    for await (const chunk of generated(total)) expected.update(chunk);
    await storage.put("t4/big.wav", generated(total), { contentType: "audio/wav" });
    expect((await storage.stat("t4/big.wav"))?.size).toBe(total);
    const opened = await storage.read("t4/big.wav");
    const actual = createHash("sha256");
    for await (const chunk of opened!.stream as unknown as AsyncIterable<Uint8Array>) actual.update(chunk);
    expect(actual.digest("hex")).toBe(expected.digest("hex"));
    const slice = await collectBytes((await storage.read("t4/big.wav", { start: 6_000_000, end: 6_000_099 }))!.stream);
    expect(slice).toEqual(Uint8Array.from({ length: 100 }, (_, i) => ((6_000_000 + i) * 13) & 255));
  });

  it("accepts a web ReadableStream body", async () => {
    const data = bytesOf(300_000, 3);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < data.length; i += 100_000) controller.enqueue(data.slice(i, i + 100_000));
        controller.close();
      },
    });
    await storage.put("t5/web.bin", body);
    expect(sha((await storage.get("t5/web.bin"))!)).toBe(sha(data));
  });

  it("leaves nothing behind when a streamed write fails", async () => {
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield bytesOf(100_000);
      throw new Error("the source broke");
    }
    await expect(storage.put("t6/broken.bin", failing())).rejects.toThrow("the source broke");
    expect(await storage.exists("t6/broken.bin")).toBe(false);
    expect((await storage.list("t6/")).files).toEqual([]);
    await storage.put("t6/kept.bin", text("old"));
    await expect(storage.put("t6/kept.bin", failing())).rejects.toThrow("the source broke");
    expect(await storage.get("t6/kept.bin")).toEqual(text("old"));
  });

  it("shows a streamed write only once it is complete", async () => {
    let reachedGate!: () => void;
    let openGate!: () => void;
    const atGate = new Promise<void>((resolve) => (reachedGate = resolve));
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    async function* slow(): AsyncGenerator<Uint8Array> {
      yield bytesOf(100_000);
      reachedGate();
      await gate;
      yield bytesOf(10);
    }
    const before = (await storage.list("")).files.map((f) => f.key);
    const writing = storage.put("t9/slow.bin", slow());
    await atGate;
    expect(await storage.exists("t9/slow.bin")).toBe(false);
    expect((await storage.list("")).files.map((f) => f.key)).toEqual(before);
    openGate();
    await writing;
    expect((await storage.stat("t9/slow.bin"))?.size).toBe(100_010);
  });

  it("lists keys in byte order, page by page", async () => {
    const keys = ["t7/a.mp3", "t7/a/b.mp3", "t7/a/c/d.mp3", "t7/b.mp3", "t7/B.mp3", "t7/a-z.mp3", "t7x/other.mp3"];
    for (const key of keys) await storage.put(key, text(key));
    const expected = keys.filter((k) => k.startsWith("t7/")).sort();
    const seen: string[] = [];
    let after: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const page = await storage.list("t7/", { after, limit: 2 });
      expect(page.files.length).toBeLessThanOrEqual(2);
      seen.push(...page.files.map((f) => f.key));
      for (const f of page.files) expect(f.size).toBe(text(f.key).length);
      if (!page.next) break;
      after = page.next;
    }
    expect(seen).toEqual(expected);
    expect((await storage.list("t7/a", { limit: 100 })).files.map((f) => f.key)).toEqual(["t7/a-z.mp3", "t7/a.mp3", "t7/a/b.mp3", "t7/a/c/d.mp3"]);
    expect((await storage.list("t7/", { after: "t7/a/b.mp3" })).files.map((f) => f.key)).toEqual(["t7/a/c/d.mp3", "t7/b.mp3"]);
    expect((await storage.list("nothing/")).files).toEqual([]);
  });

  it("deletes everything under a prefix and nothing else", async () => {
    for (const key of ["t8/ws1/a.mp3", "t8/ws1/b.mp3", "t8/ws1/sub/c.mp3", "t8/ws10/d.mp3"]) await storage.put(key, text(key));
    expect(await storage.deletePrefix("t8/ws1/")).toBe(3);
    expect((await storage.list("t8/")).files.map((f) => f.key)).toEqual(["t8/ws10/d.mp3"]);
    expect(await storage.deletePrefix("t8/none/")).toBe(0);
  });

  it("refuses keys that could escape the storage root", async () => {
    for (const key of ["../x", "a/../../x", "/abs", "a//b", ".tmp/x", "a/.hidden", "a b", ""]) {
      await expect(storage.put(key, text("x"))).rejects.toThrow(/unsafe storage key/);
    }
    await expect(storage.read("../etc/passwd")).rejects.toThrow(/unsafe storage key/);
  });

  it("checks that the backend is reachable, and fails once it is not", async () => {
    await storage.check();
    await backend.breakIt();
    await expect(storage.check()).rejects.toThrow();
  });
});
