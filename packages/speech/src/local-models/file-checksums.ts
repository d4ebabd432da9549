/** SHA-256 of model files, streamed (models run to gigabytes), and the comparison with a descriptor. */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { DESCRIPTOR_FILE, STATE_FILE, type ModelFile } from "./model-descriptor";

/** The SHA-256 (hex) of the file at `file`, read as a stream. */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/**
 * Every regular file under `dir` but Vocable's own (descriptor, state), relative with `/`, sorted.
 * Symbolic links are refused: a model folder must hold its files, not point elsewhere.
 */
export async function listModelFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (entry.isSymbolicLink()) throw new Error(`${relative} is a symbolic link; copy the file itself into the model folder`);
    if (!entry.isFile()) continue;
    if (relative === DESCRIPTOR_FILE || relative === STATE_FILE) continue;
    files.push(relative);
  }
  return files.sort();
}

/** Each file of `dir` with its checksum and size. */
export async function describeFiles(dir: string, files: string[]): Promise<ModelFile[]> {
  const described: ModelFile[] = [];
  for (const file of files) {
    const full = path.join(dir, file);
    described.push({ path: file, sha256: await sha256File(full), bytes: (await stat(full)).size });
  }
  return described;
}

/**
 * What differs between the files of `dir` and `expected`: one sentence per missing or changed file
 * (empty when all match). Sizes are compared first, so a truncated file is named without hashing it.
 */
export async function checkFiles(dir: string, expected: ModelFile[]): Promise<string[]> {
  const problems: string[] = [];
  for (const file of expected) {
    const full = path.join(dir, file.path);
    let size: number;
    try {
      size = (await stat(full)).size;
    } catch {
      problems.push(`${file.path} is missing`);
      continue;
    }
    if (size !== file.bytes) {
      problems.push(`${file.path} changed since it was added: ${size} bytes, the descriptor says ${file.bytes}`);
      continue;
    }
    const actual = await sha256File(full);
    if (actual !== file.sha256) problems.push(`${file.path} changed since it was added: its SHA-256 is ${actual}, the descriptor says ${file.sha256}`);
  }
  return problems;
}
