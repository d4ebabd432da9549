/**
 * What a cheap API call costs a client over HTTP (not a test), on the compiled server as its own
 * process, on the embedded database and, when DATABASE_URL is set, on PostgreSQL (a temporary
 * database, dropped at the end):
 *  1. Idle: p50 / p99 of `GET /health` (the floor: no authentication, no database) and of the
 *     cheap authenticated calls, each as a ratio to the floor of the same run; beside them the
 *     server's own time on the calls (its Server-Timing header), which tells a slow server from a
 *     slow delivery.
 *  2. Under load: the same calls while 16 clients (in a process of their own) stream speech back
 *     to back, and where the CPU went meanwhile (the event loop, the speech and codec threads, the
 *     database's thread among the helpers; "bench client" is the probing process only).
 *
 *   npm run build -w @vocable/server && npx tsx bench/api-latency.ts
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import { PREMADE_VOICES } from "@vocable/speech";
import { liftWorkspaces, signUp } from "./bench-accounts";
import { cpuSnapshot, describeCpu } from "./proc-cpu";
import { startServer } from "./server-process";
import { ms, quantile } from "./stats";
import type { SpeakOptions } from "./tts-load";
import { createTestDatabaseUrl } from "../apps/server/src/testing/test-database";

const ROUNDS = 400;
const WARM_UP = 50;
/**
 * Calls per path while the speech load runs (one every PROBE_GAP_MS, the paths taking turns): as
 * many as idle, so that a p99 is not merely the second worst of a few.
 */
const LOAD_ROUNDS = 400;
const PROBE_GAP_MS = 10;
const CALLS = ["/health", "/v1/user", "/v1/models", "/v1/voices", "/v1/history?page_size=20"];
const TEXT =
  "Vocable turns written words into speech that you can keep, share and play back at any time. " +
  "This benchmark keeps sixteen streams busy while it times the cheap calls a page or a client makes.";

const LOAD_CHILD = fileURLToPath(new URL("./stream-load-child.ts", import.meta.url));
const flite = PREMADE_VOICES.find((v) => v.language === "en" && v.engine === "flite")!;

/**
 * Clients streaming speech back to back from a process of their own (stream-load-child.ts): this
 * process then only times its probes, its own event loop not busy reading the streams.
 */
async function streamLoad(options: SpeakOptions, concurrency: number): Promise<{ stop(): Promise<number> }> {
  const child = spawn(process.execPath, ["--import", "tsx", LOAD_CHILD], { stdio: ["pipe", "pipe", "inherit"] });
  const lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  child.stdin!.write(`${JSON.stringify({ ...options, concurrency })}\n`);
  const first = await lines.next();
  if (first.value !== "running") throw new Error(`stream load: ${String(first.value)}`);
  return {
    async stop() {
      child.stdin!.write("stop\n");
      const { streams } = JSON.parse((await lines.next()).value as string) as { streams: number };
      return streams;
    },
  };
}

/** A call's time at the client, and the server's own time on it (its Server-Timing header). */
async function time(url: string, key: string): Promise<{ client: number; server: number }> {
  const start = performance.now();
  const res = await fetch(url, { headers: { "xi-api-key": key } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  const client = performance.now() - start;
  return { client, server: Number(res.headers.get("server-timing")?.match(/dur=([\d.]+)/)?.[1] ?? NaN) };
}

type Times = Map<string, { client: number[]; server: number[] }>;

/** Every path once per round, in turn, so the machine's other load weighs on each alike. */
async function rounds(base: string, key: string, n: number, gapMs = 0): Promise<Times> {
  const times: Times = new Map(CALLS.map((p) => [p, { client: [], server: [] }]));
  for (let i = 0; i < n; i++) {
    for (const p of CALLS) {
      const { client, server } = await time(`${base}${p}`, key);
      times.get(p)!.client.push(client);
      times.get(p)!.server.push(server);
      if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
    }
  }
  return times;
}

function table(title: string, times: Times, floor: number) {
  console.log(title);
  console.log(`${"call".padEnd(28)} ${"p50".padStart(9)} ${"p99".padStart(9)}  p50/floor  p99/floor  in the server p50 / p99`);
  for (const [p, { client, server }] of times) {
    const p50 = quantile(client, 0.5);
    const p99 = quantile(client, 0.99);
    console.log(
      `${`GET ${p}`.padEnd(28)} ${ms(p50).padStart(9)} ${ms(p99).padStart(9)}  ${(p50 / floor).toFixed(1).padStart(8)}x  ${(p99 / floor).toFixed(1).padStart(8)}x  ${ms(quantile(server, 0.5)).padStart(9)} / ${ms(quantile(server, 0.99))}`,
    );
  }
}

async function run(kind: "pglite" | "postgres") {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-bench-"));
  const pg = kind === "postgres" ? await createTestDatabaseUrl(process.env.DATABASE_URL!) : null;
  const env: Record<string, string> = { PORT: String(18000 + Math.floor(Math.random() * 1000)), DATA_DIR: dataDir, SPEECH_QUEUE: "64", ...(pg ? { DATABASE_URL: pg.url } : {}) };
  let server = await startServer(env);
  try {
    const account = await signUp(server.url, `latency-${kind}@example.com`);
    await server.stop();
    await liftWorkspaces({ dataDir, databaseUrl: pg?.url }, [account.workspaceId]);
    server = await startServer(env);
    // A few generations in history, and every thread started, before anything is timed.
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${server.url}/v1/text-to-speech/${flite.voiceId}?output_format=pcm_16000`, {
        method: "POST",
        headers: { "xi-api-key": account.key, "content-type": "application/json" },
        body: JSON.stringify({ text: `Hello number ${i}.` }),
      });
      await res.arrayBuffer();
    }
    await rounds(server.url, account.key, WARM_UP);
    const idle = await rounds(server.url, account.key, ROUNDS);
    const floor = quantile(idle.get("/health")!.client, 0.5);
    console.log(`\n== ${kind === "pglite" ? "Embedded database (PGlite)" : "PostgreSQL"}: ${ROUNDS} calls of each, one at a time, keep-alive ==`);
    table("Idle server", idle, floor);

    const busy = await streamLoad({ url: server.url, key: account.key, voiceId: flite.voiceId, text: TEXT, format: "pcm_16000", stream: true }, 16);
    const before = cpuSnapshot(server.pid);
    const loaded = await rounds(server.url, account.key, LOAD_ROUNDS, PROBE_GAP_MS);
    const cpu = describeCpu(server.pid, before, cpuSnapshot(server.pid));
    const streams = await busy.stop();
    table(`While 16 clients stream speech (${flite.name}, pcm_16000, ${streams} streams in all); ratios to the idle /health p50`, loaded, floor);
    console.log(`  ${cpu}`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await pg?.drop();
  }
}

console.log(`${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"}), load average at start ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
for (const kind of process.env.DATABASE_URL ? (["pglite", "postgres"] as const) : (["pglite"] as const)) await run(kind);
process.exit(0);
