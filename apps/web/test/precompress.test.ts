import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { precompressDir } from "../build/precompress";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-precompress-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("precompressDir", () => {
  it("writes brotli and gzip twins of large text files only", () => {
    const js = "export const words = [" + Array.from({ length: 400 }, (_, i) => `"word${i}"`).join(",") + "];\n";
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "assets", "app-abc123.js"), js);
    fs.writeFileSync(path.join(dir, "assets", "tiny.css"), "body{margin:0}");
    fs.writeFileSync(path.join(dir, "assets", "photo.png"), Buffer.alloc(4096, 7));

    const result = precompressDir(dir);

    expect(result.files).toBe(1);
    const file = path.join(dir, "assets", "app-abc123.js");
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(result.brotliBytes).toBeLessThan(result.bytes);
    expect(fs.readdirSync(path.join(dir, "assets")).sort()).toEqual([
      "app-abc123.js",
      "app-abc123.js.br",
      "app-abc123.js.gz",
      "photo.png",
      "tiny.css",
    ]);
  });
});
