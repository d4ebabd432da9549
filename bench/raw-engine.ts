/** The raw engine figures the server's are compared with: one call in this thread, and every core. */
import { spawn } from "node:child_process";
import os from "node:os";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import { synthesizeRaw } from "@vocable/speech";
import { quantile } from "./stats";

const CHILD = fileURLToPath(new URL("./raw-engine-child.ts", import.meta.url));
/** The nice value of the server's synthesis threads (packages/speech lower-thread-priority.ts). */
const SYNTHESIS_NICE = 10;

/** Median time of one raw synthesis of the text in this thread (after a warm-up that compiles the WASM). */
export async function rawEngineMs(voiceId: string, text: string, runs = 5): Promise<number> {
  await synthesizeRaw({ text, voiceId });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await synthesizeRaw({ text, voiceId });
    times.push(performance.now() - start);
  }
  return quantile(times, 0.5);
}

/**
 * Characters per second of the raw engine on every core: one process per CPU, each calling
 * synthesizeRaw on the text in a loop for `seconds` (after all have warmed up), summed.
 */
export async function rawCharsPerSecondAllCores(voiceId: string, text: string, seconds: number, processes = os.cpus().length): Promise<number> {
  const children = Array.from({ length: processes }, () => {
    const child = spawn(process.execPath, ["--import", "tsx", CHILD, voiceId, String(seconds), String(SYNTHESIS_NICE)], {
      stdio: ["pipe", "pipe", "inherit"],
    });
    const lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
    child.stdin!.write(`${JSON.stringify(text)}\n`);
    return { child, lines };
  });
  try {
    for (const { lines } of children) {
      const line = await lines.next();
      if (line.value !== "ready") throw new Error(`raw engine process: ${String(line.value)}`);
    }
    for (const { child } of children) child.stdin!.write("go\n");
    const results = await Promise.all(children.map(async ({ lines }) => JSON.parse((await lines.next()).value as string) as { characters: number; ms: number }));
    return results.reduce((sum, r) => sum + (r.characters / r.ms) * 1000, 0);
  } finally {
    for (const { child } of children) if (child.exitCode === null) child.kill();
  }
}
