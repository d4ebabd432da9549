import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/** File URL of tsx's ESM register API (its CommonJS twin mis-resolves its loader inside an eval worker). */
function tsxEsmApiUrl(): string {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve("tsx/package.json");
  const manifest = require(manifestPath) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(path.join(path.dirname(manifestPath), manifest.exports["./esm/api"].import.default)).href;
}

/** The parent's execArgv without tsx's own preload flags, so hooks are never registered twice. */
function inheritedExecArgv(): string[] {
  const execArgv: string[] = [];
  const inherited = process.execArgv;
  for (let i = 0; i < inherited.length; i++) {
    const arg = inherited[i];
    if ((arg === "--import" || arg === "--require" || arg === "--loader") && inherited[i + 1]?.includes("tsx")) {
      i++;
      continue;
    }
    if (arg.includes("tsx")) continue;
    execArgv.push(arg);
  }
  return execArgv;
}

/**
 * Starts a worker thread whose entry is a TypeScript file.
 *
 * Workers do not get a TS loader for free: on Node 20 tsx registers its
 * hooks only on the main thread (even when the server runs under `tsx`),
 * and under Vitest there is none. So the worker starts from a one-line
 * bootstrap that registers tsx (resolved from this package, so the working
 * directory does not matter) and then imports the real entry. Works the same
 * under `tsx`, Vitest and plain `node --import tsx`.
 */
export function spawnTsWorker(entry: URL, name: string, workerData?: unknown): Worker {
  const code =
    `import(${JSON.stringify(tsxEsmApiUrl())})` +
    `.then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(code, { eval: true, execArgv: inheritedExecArgv(), name, workerData });
}
