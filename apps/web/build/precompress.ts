import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/** Text files worth compressing; images, fonts and audio are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/i;
/** Below this a compressed copy saves less than the request headers weigh. */
const MIN_BYTES = 1024;

/** What {@link precompressDir} wrote. */
export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip level 9) beside every
 * compressible file of at least 1 KB under `dir`, so the server sends them without compressing
 * per request. Once per build, so the slowest, smallest settings are worth it.
 */
export function precompressDir(dir: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = fs.readFileSync(file);
    if (body.byteLength < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
    const gz = zlib.gzipSync(body, { level: 9 });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    result.files += 1;
    result.bytes += body.byteLength;
    result.brotliBytes += br.byteLength;
    result.gzipBytes += gz.byteLength;
  }
  return result;
}

/** Vite plugin: precompresses the build output once it is written. */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "vocable-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const r = precompressDir(outDir);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
      this.info?.(`precompressed ${r.files} files: ${kb(r.bytes)} -> brotli ${kb(r.brotliBytes)}, gzip ${kb(r.gzipBytes)}`);
    },
  };
}
