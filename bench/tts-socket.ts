/**
 * `npm run bench` (not a test): the text-to-speech socket's latency, from the compiled server
 * running as its own process. A client writes a text word by word (20 ms apart, as a language model
 * streams), first sentence first; the figure is the time from sending that sentence's last word to
 * the first audio message, at concurrency 1 and 16, p50 and p90. Beside it, in the same run and
 * for the same sentence, the HTTP stream's time to its first byte: the ratio says what the socket
 * costs over the plain call.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PREMADE_VOICES } from "@vocable/speech";
import WebSocket from "ws";
import { liftWorkspaces, signUp, type BenchAccount } from "./bench-accounts";
import { startServer } from "./server-process";
import { ms, quantile } from "./stats";

const FIRST = "The first sentence is the one a listener waits for. ";
const REST = "Then the rest of the answer keeps arriving, word after word, while the first one already plays. ";
const WORD_GAP_MS = 20;
const voice = PREMADE_VOICES.find((v) => v.language === "en" && v.engine === "flite")!;
const sleep = (n: number) => new Promise((resolve) => setTimeout(resolve, n));

/** One socket: the first sentence's last word sent → the first audio message, in ms. */
async function socketFirstAudio(url: string, key: string): Promise<number> {
  const ws = new WebSocket(`${url.replace(/^http/, "ws")}/v1/text-to-speech/${voice.voiceId}/stream-input?enable_logging=false`, { headers: { "xi-api-key": key } });
  let lastWordAt = 0;
  let firstAudioAt = 0;
  const closed = new Promise<void>((resolve, reject) => {
    ws.on("message", (data) => {
      const message = JSON.parse(String(data)) as { audio?: string; error?: string };
      if (message.error) reject(new Error(message.error));
      if (message.audio && !firstAudioAt) firstAudioAt = performance.now();
    });
    ws.on("close", () => resolve());
    ws.on("error", reject);
  });
  await new Promise((resolve, reject) => (ws.on("open", resolve), ws.on("error", reject)));
  ws.send(JSON.stringify({ text: " " }));
  const words = FIRST.split(/(?<= )/);
  for (const word of words) {
    ws.send(JSON.stringify({ text: word }));
    lastWordAt = performance.now();
    await sleep(WORD_GAP_MS);
  }
  for (const word of REST.split(/(?<= )/)) {
    ws.send(JSON.stringify({ text: word }));
    await sleep(WORD_GAP_MS);
  }
  ws.send(JSON.stringify({ text: "" }));
  await closed;
  return firstAudioAt - lastWordAt;
}

/** The HTTP stream of the first sentence: request sent → first byte, in ms. */
async function httpFirstByte(url: string, key: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/v1/text-to-speech/${voice.voiceId}/stream?enable_logging=false`, {
    method: "POST",
    headers: { "xi-api-key": key, "content-type": "application/json" },
    body: JSON.stringify({ text: FIRST.trim() }),
  });
  const reader = res.body!.getReader();
  await reader.read();
  const firstByte = performance.now() - started;
  while (!(await reader.read()).done) {
    // drain, so the generation settles before the next one
  }
  return firstByte;
}

async function measure(url: string, account: BenchAccount, concurrency: number, rounds: number): Promise<string> {
  const socket: number[] = [];
  const http: number[] = [];
  for (let round = 0; round < rounds; round++) {
    socket.push(...(await Promise.all(Array.from({ length: concurrency }, () => socketFirstAudio(url, account.key)))));
    http.push(...(await Promise.all(Array.from({ length: concurrency }, () => httpFirstByte(url, account.key)))));
  }
  const row = (name: string, values: number[]) => `${name} p50 ${ms(quantile(values, 0.5))}, p90 ${ms(quantile(values, 0.9))}`;
  const ratio = (q: number) => (quantile(socket, q) / quantile(http, q)).toFixed(2);
  return `concurrency ${concurrency} (${socket.length} each): ${row("socket, last word → first audio", socket)}; ${row("HTTP stream first byte", http)}; ratio ${ratio(0.5)} (p50), ${ratio(0.9)} (p90)`;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-bench-socket-"));
  const env = { PORT: String(19000 + Math.floor(Math.random() * 1000)), DATA_DIR: dataDir, SPEECH_QUEUE: "64" };
  console.log(`${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs, voice ${voice.name} (Flite); words ${WORD_GAP_MS} ms apart\n`);
  let server = await startServer(env);
  const account = await signUp(server.url, "bench-socket@example.com");
  await server.stop();
  await liftWorkspaces(dataDir, [account.workspaceId]);
  server = await startServer(env);
  try {
    await socketFirstAudio(server.url, account.key); // warm: the speech thread and the engine loaded
    console.log(await measure(server.url, account, 1, 20));
    console.log(await measure(server.url, account, 16, 3));
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
