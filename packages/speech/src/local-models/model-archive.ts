/**
 * Unpacks a model archive as sherpa-onnx publishes them (`.tar.bz2`) or as operators repack them
 * (`.tar.gz`, `.tgz`), streamed: a model archive runs to gigabytes. Only regular files and folders
 * are written, never outside the target (node-tar strips absolute paths and `..`); links, devices
 * and owners in the archive are ignored.
 */
import { createReadStream } from "node:fs";
import { createRequire } from "node:module";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import * as tar from "tar";

const require = createRequire(import.meta.url);

const ARCHIVE = /\.(tar\.gz|tgz|tar\.bz2|tbz2?)$/i;

/** Whether `file` is named like an archive {@link extractArchive} reads. */
export function isModelArchive(file: string): boolean {
  return ARCHIVE.test(file);
}

/** The archive's name without its extension (`vits-piper-en_US-amy-low.tar.bz2` → `vits-piper-en_US-amy-low`). */
export function archiveBaseName(file: string): string {
  return file.replace(/^.*[\\/]/, "").replace(ARCHIVE, "");
}

/** A stream that decompresses bzip2 (unbzip2-stream, pure JavaScript). */
function bunzip(): NodeJS.ReadWriteStream {
  return (require("unbzip2-stream") as () => NodeJS.ReadWriteStream)();
}

/**
 * Extracts the archive `file` into the existing folder `into`. Rejects when the archive is
 * damaged (a bad compressed stream or tar header) or of another format.
 */
export async function extractArchive(file: string, into: string): Promise<void> {
  if (!isModelArchive(file)) throw new Error(`${file}: not a .tar.gz, .tgz or .tar.bz2 archive`);
  const decompress = /bz2?$/i.test(file) ? bunzip() : createGunzip();
  const unpack = tar.x({
    cwd: into,
    strict: true,
    preserveOwner: false,
    filter: (_path, entry) => "type" in entry && (entry.type === "File" || entry.type === "OldFile" || entry.type === "Directory"),
  });
  try {
    await pipeline(createReadStream(file), decompress, unpack);
  } catch (err) {
    throw new Error(`cannot unpack ${file}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
}
