import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { spawnTsWorker } from "./spawn-ts-worker";

/** True when this code runs from the compiled server bundle rather than from TypeScript sources. */
const COMPILED = !fileURLToPath(import.meta.url).endsWith(".ts");

/**
 * Starts a worker thread from its TypeScript source `entry`. From sources (tsx, Vitest) the thread
 * registers tsx first; in the compiled server the entry was bundled under the same base name beside
 * the bundle that runs this code (`dist/synthesis-worker.js`), and loads with plain Node.
 */
export function spawnWorker(entry: URL, name: string, workerData?: unknown): Worker {
  if (!COMPILED) return spawnTsWorker(entry, name, workerData);
  const compiled = new URL(`./${path.basename(fileURLToPath(entry), ".ts")}.js`, import.meta.url);
  return new Worker(compiled, { name, workerData });
}
