/**
 * TTS streaming benchmark (not a test): raw engine time of a 500-character text, then time to
 * first byte and total time of /v1/text-to-speech/{id}/stream at concurrency 1, 4 and 16 for
 * mp3_44100_128 and pcm_24000, each as a ratio to the raw engine time, and the latency of
 * GET /v1/user while the concurrency-16 load runs.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { PREMADE_VOICES, synthesizeRaw } from "@vocable/speech";
import { openDatabase } from "../apps/server/src/db/client";
import { workspace } from "../apps/server/src/db/schema";
import { startServer } from "./server-process";
import { mean, ms, quantile } from "./stats";

const TEXT = (
  "Vocable turns written words into speech that you can keep, share and play back at any time. " +
  "This benchmark reads a paragraph of about five hundred characters, sentence by sentence, and measures how quickly the first sound arrives. " +
  "A good streaming server sends each sentence as soon as it exists, so a listener hears the start while the rest is still being made. " +
  "The numbers below compare the whole platform with the bare engine, request by request, in the same run on the same machine, at three levels of load."
).slice(0, 500); // exactly 500 characters
const FORMATS = ["pcm_24000", "mp3_44100_128"];
const CONCURRENCY = [1, 4, 16];
const ROUNDS = 3;
const voice = PREMADE_VOICES.find((v) => v.language === "en" && v.engine === "espeak-ng") ?? PREMADE_VOICES[0];

async function rawEngineMs(): Promise<number> {
  await synthesizeRaw({ text: TEXT, voiceId: voice.voiceId }); // warm-up: compiles the WASM
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    await synthesizeRaw({ text: TEXT, voiceId: voice.voiceId });
    times.push(performance.now() - start);
  }
  return quantile(times, 0.5);
}

async function streamOnce(url: string, key: string, format: string): Promise<{ ttfb: number; total: number }> {
  const start = performance.now();
  const res = await fetch(`${url}/v1/text-to-speech/${voice.voiceId}/stream?output_format=${format}&enable_logging=false`, {
    method: "POST",
    headers: { "xi-api-key": key, "content-type": "application/json" },
    body: JSON.stringify({ text: TEXT }),
  });
  if (!res.ok) throw new Error(`stream failed: ${res.status} ${await res.text()}`);
  const reader = res.body!.getReader();
  let ttfb = 0;
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    if (!ttfb && r.value.length) ttfb = performance.now() - start;
  }
  return { ttfb, total: performance.now() - start };
}

async function load(url: string, key: string, format: string, concurrency: number) {
  const results: { ttfb: number; total: number }[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = 0; i < ROUNDS; i++) results.push(await streamOnce(url, key, format));
    }),
  );
  return results;
}

async function userLatencyDuring(url: string, key: string, busy: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let done = false;
  void busy.finally(() => (done = true));
  while (!done) {
    const start = performance.now();
    const res = await fetch(`${url}/v1/user`, { headers: { "xi-api-key": key } });
    await res.arrayBuffer();
    latencies.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 20));
  }
  return latencies;
}

/** The server renders voice previews after start; measuring during that would measure them too. */
async function waitForPreviews(url: string, key: string) {
  const { voices } = (await (await fetch(`${url}/v1/voices`, { headers: { "xi-api-key": key } })).json()) as { voices: { preview_url: string }[] };
  for (const v of voices) await (await fetch(v.preview_url.replace(/^https?:\/\/[^/]+/, url))).arrayBuffer();
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-bench-"));
  const env = { PORT: String(18000 + Math.floor(Math.random() * 1000)), DATA_DIR: dataDir, SPEECH_QUEUE: "64" };
  console.log(`Text: ${TEXT.length} characters; voice ${voice.name} (${voice.engine}); ${os.cpus().length} CPUs`);

  // Sign up, then lift the quota offline (the embedded database belongs to one process at a time).
  let server = await startServer(env);
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: `http://localhost:${env.PORT}` },
    body: JSON.stringify({ name: "Bench", email: "bench@example.com", password: "benchmark password" }),
  });
  const cookie = signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const created = await fetch(`${server.url}/v1/user/create-api-key`, { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify({ name: "bench" }) });
  const { api_key: key } = (await created.json()) as { api_key: string };
  const { workspace_id } = (await (await fetch(`${server.url}/v1/user`, { headers: { "xi-api-key": key } })).json()) as { workspace_id: string };
  await server.stop();
  const database = await openDatabase({ dataDir });
  await database.db.update(workspace).set({ characterLimit: 1_000_000_000 }).where(eq(workspace.id, workspace_id));
  await database.close();
  server = await startServer(env);
  try {
    await waitForPreviews(server.url, key);
    await measure(server.url, key);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measure(url: string, key: string) {
  const raw = await rawEngineMs();
  console.log(`Raw engine synthesis (in-process, no pool): ${ms(raw)}\n`);
  await load(url, key, "pcm_24000", 2); // warm the worker pool

  console.log("format          conc  ttfb p50   ttfb/raw  total p50   total/raw");
  for (const format of FORMATS) {
    for (const concurrency of CONCURRENCY) {
      const busy = load(url, key, format, concurrency);
      const latencies = concurrency === 16 ? await userLatencyDuring(url, key, busy) : [];
      const results = await busy;
      const ttfb = quantile(results.map((r) => r.ttfb), 0.5);
      const total = quantile(results.map((r) => r.total), 0.5);
      console.log(
        `${format.padEnd(15)} ${String(concurrency).padStart(4)}  ${ms(ttfb).padStart(9)}  ${(ttfb / raw).toFixed(2).padStart(8)}x  ${ms(total).padStart(9)}  ${(total / raw).toFixed(2).padStart(8)}x`,
      );
      if (latencies.length) {
        console.log(`    GET /v1/user during the load: p50 ${ms(quantile(latencies, 0.5))}, p99 ${ms(quantile(latencies, 0.99))}, mean ${ms(mean(latencies))} (${latencies.length} calls)`);
      }
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
