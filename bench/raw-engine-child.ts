/**
 * One raw-engine process for the all-cores throughput figure (started by raw-engine.ts, not by
 * hand): `node --import tsx bench/raw-engine-child.ts <voiceId> <seconds> <nice>` with the text on
 * stdin's first line (JSON). It warms the engine, prints "ready", waits for a "go" line, then calls
 * synthesizeRaw in a loop for the given seconds and prints {"characters","ms"} as JSON.
 */
import os from "node:os";
import readline from "node:readline";
import { synthesizeRaw } from "@vocable/speech";

const [voiceId, seconds, nice] = process.argv.slice(2);
const lines = readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();

async function main() {
  const text = JSON.parse((await lines.next()).value as string) as string;
  // The server's synthesis threads run at this nice value; so do we, to meet the same competition.
  try {
    os.setPriority(Number(nice));
  } catch {
    // not permitted: normal priority
  }
  await synthesizeRaw({ text, voiceId });
  process.stdout.write("ready\n");
  await lines.next();
  const start = performance.now();
  let characters = 0;
  while (performance.now() - start < Number(seconds) * 1000) {
    await synthesizeRaw({ text, voiceId });
    characters += text.length;
  }
  process.stdout.write(`${JSON.stringify({ characters, ms: performance.now() - start })}\n`);
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
