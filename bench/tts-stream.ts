/**
 * `npm run bench` (not a test): the speech figures of issue 7, from the compiled server running as
 * its own process, each compared with the raw engine in the same run.
 *  1. For both English default voices (Flite Samantha, the catalogue's first and default voice, and
 *     eSpeak NG Oliver): time to first byte and total time of /stream for a 500-character text at
 *     concurrency 1, 4 and 16 (pcm_24000, mp3_44100_128), as ratios to one raw synthesis.
 *  2. Aggregate characters per second at concurrency 16, as a ratio to the raw engine on every core
 *     (one process per CPU calling synthesizeRaw in a loop, at the synthesis threads' nice value).
 *  3. mp3_44100_128 time to first byte at concurrency 1, p50 and p90.
 *  4. GET /v1/user latency while each concurrency-16 load runs.
 *  5. Server RSS: idle, then the peak during 16 concurrent 10,000-character pcm_48000 requests,
 *     whole-file and streaming.
 *  6. Fairness: a one-sentence request from workspace B alone, and while workspace A streams 16
 *     long texts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PREMADE_VOICES, type PremadeVoice } from "@vocable/speech";
import { liftWorkspaces, signUp, type BenchAccount } from "./bench-accounts";
import { peakDuring, resetPeak, rssMb } from "./proc-memory";
import { rawCharsPerSecondAllCores, rawEngineMs } from "./raw-engine";
import { startServer } from "./server-process";
import { mean, ms, quantile } from "./stats";
import { load, loadUntil, speak, userLatencyDuring, type SpeakOptions, type Timing } from "./tts-load";

const TEXT = (
  "Vocable turns written words into speech that you can keep, share and play back at any time. " +
  "This benchmark reads a paragraph of about five hundred characters, sentence by sentence, and measures how quickly the first sound arrives. " +
  "A good streaming server sends each sentence as soon as it exists, so a listener hears the start while the rest is still being made. " +
  "The numbers below compare the whole platform with the bare engine, request by request, in the same run on the same machine, at three levels of load."
).slice(0, 500); // exactly 500 characters
const SENTENCE = TEXT.slice(0, TEXT.indexOf(". ") + 1); // 92 characters
const LONG_TEXT = `${TEXT} `.repeat(20).slice(0, 10_000); // 10,000 characters
const FAIR_TEXT = `${TEXT} `.repeat(4).slice(0, 2_000);
const FORMATS = ["pcm_24000", "mp3_44100_128"];
const CONCURRENCY = [1, 4, 16];
const ROUNDS = 3;
const TTFB_SAMPLES = 20;
const RAW_SECONDS = 5;
const FAIR_SAMPLES = 7;

const flite = PREMADE_VOICES.find((v) => v.language === "en" && v.engine === "flite")!;
const espeak = PREMADE_VOICES.find((v) => v.language === "en" && v.engine === "espeak-ng")!;
const pct = (q: number, values: number[]) => ms(quantile(values, q));
const mb = (n: number) => `${n.toFixed(0)} MB`;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-bench-"));
  const env = { PORT: String(18000 + Math.floor(Math.random() * 1000)), DATA_DIR: dataDir, SPEECH_QUEUE: "64" };
  const started = performance.now();
  console.log(`${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"}), load average at start ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  console.log(`The benchmark client runs on the same machine. Texts: ${TEXT.length} characters (tables), ${LONG_TEXT.length} (memory), ${SENTENCE.length} (fairness probe).\n`);

  // Two workspaces signed up, then lifted to an unlimited tier offline.
  let server = await startServer(env);
  const a = await signUp(server.url, "bench-a@example.com");
  const b = await signUp(server.url, "bench-b@example.com");
  await server.stop();
  await liftWorkspaces(dataDir, [a.workspaceId, b.workspaceId]);
  server = await startServer(env);
  try {
    await waitForPreviews(server.url, a.key);
    const coldIdle = rssMb(server.pid);
    for (const voice of [flite, espeak]) await measureVoice(server.url, a, voice);
    await measureMemory(server.url, server.pid, a, coldIdle);
    await measureFairness(server.url, a, b);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s; load average at end ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
}

/** The server renders voice previews after start; measuring during that would measure them too. */
async function waitForPreviews(url: string, key: string) {
  const { voices } = (await (await fetch(`${url}/v1/voices`, { headers: { "xi-api-key": key } })).json()) as { voices: { preview_url: string }[] };
  for (const v of voices) await (await fetch(v.preview_url.replace(/^https?:\/\/[^/]+/, url))).arrayBuffer();
}

async function measureVoice(url: string, account: BenchAccount, voice: PremadeVoice) {
  const raw = await rawEngineMs(voice.voiceId, TEXT);
  const rawAllCores = await rawCharsPerSecondAllCores(voice.voiceId, TEXT, RAW_SECONDS);
  console.log(`== ${voice.name} (${voice.engine} ${voice.engineVoice}) ==`);
  console.log(`Raw engine: ${ms(raw)} for ${TEXT.length} characters in one thread; ${rawAllCores.toFixed(0)} characters/s on all ${os.cpus().length} cores (${os.cpus().length} processes, ${RAW_SECONDS} s)`);
  const base: SpeakOptions = { url, key: account.key, voiceId: voice.voiceId, text: TEXT, format: "pcm_24000", stream: true, logging: false };
  await load(base, 2, 1); // warm the worker pool for this voice

  console.log("format          conc  ttfb p50   ttfb/raw  total p50   total/raw   chars/s  vs raw all cores");
  const userLatencies: string[] = [];
  for (const format of FORMATS) {
    for (const concurrency of CONCURRENCY) {
      const busy = load({ ...base, format }, concurrency, ROUNDS);
      const latencies = concurrency === 16 ? await userLatencyDuring(url, account.key, busy) : [];
      const { results, wallMs, characters } = await busy;
      const ttfb = quantile(results.map((r) => r.ttfb), 0.5);
      const total = quantile(results.map((r) => r.total), 0.5);
      const rate = (characters / wallMs) * 1000;
      console.log(
        `${format.padEnd(15)} ${String(concurrency).padStart(4)}  ${ms(ttfb).padStart(9)}  ${(ttfb / raw).toFixed(2).padStart(8)}x  ${ms(total).padStart(9)}  ${(total / raw).toFixed(2).padStart(8)}x  ${rate.toFixed(0).padStart(8)}  ${(rate / rawAllCores).toFixed(2).padStart(6)}`,
      );
      if (latencies.length) {
        userLatencies.push(`  ${format} x16: p50 ${pct(0.5, latencies)}, p99 ${pct(0.99, latencies)}, max ${ms(Math.max(...latencies))}, mean ${ms(mean(latencies))} (${latencies.length} calls)`);
      }
    }
  }
  console.log("GET /v1/user during the concurrency-16 loads:");
  for (const line of userLatencies) console.log(line);

  const mp3: number[] = [];
  for (let i = 0; i < TTFB_SAMPLES; i++) mp3.push((await speak({ ...base, format: "mp3_44100_128" })).ttfb);
  console.log(`mp3_44100_128 first byte at concurrency 1 (${TTFB_SAMPLES} requests): p50 ${pct(0.5, mp3)}, p90 ${pct(0.9, mp3)}\n`);
}

async function measureMemory(url: string, pid: number, account: BenchAccount, coldIdle: number) {
  console.log(`== Memory: 16 concurrent ${LONG_TEXT.length}-character pcm_48000 requests (${espeak.name}, history kept) ==`);
  console.log(`Server RSS idle after start (previews rendered, before any request): ${mb(coldIdle)}`);
  console.log("endpoint        idle RSS  peak (VmHWM)  peak sampled  peak - idle  time     audio received");
  for (const stream of [false, true]) {
    const idle = rssMb(pid);
    const exact = resetPeak(pid);
    const options: SpeakOptions = { url, key: account.key, voiceId: espeak.voiceId, text: LONG_TEXT, format: "pcm_48000", stream };
    const start = performance.now();
    const { result, sampledPeakMb, hwmMb } = await peakDuring(pid, load(options, 16, 1));
    const peak = exact ? Math.max(hwmMb, sampledPeakMb) : sampledPeakMb;
    const bytes = result.results.reduce((sum, r) => sum + r.bytes, 0);
    console.log(
      `${(stream ? "/stream" : "whole file").padEnd(14)}  ${mb(idle).padStart(8)}  ${(exact ? mb(hwmMb) : "n/a").padStart(12)}  ${mb(sampledPeakMb).padStart(12)}  ${mb(peak - idle).padStart(11)}  ${((performance.now() - start) / 1000).toFixed(1).padStart(5)} s  ${mb(bytes / 1024 / 1024).padStart(8)}`,
    );
  }
  console.log();
}

async function measureFairness(url: string, a: BenchAccount, b: BenchAccount) {
  const voice = flite;
  console.log(`== Fairness: workspace B's one-sentence request (${SENTENCE.length} characters, ${voice.name}, mp3_44100_128 /stream) ==`);
  const probe: SpeakOptions = { url, key: b.key, voiceId: voice.voiceId, text: SENTENCE, format: "mp3_44100_128", stream: true, logging: false };
  const samples = async () => {
    const timings: Timing[] = [];
    for (let i = 0; i < FAIR_SAMPLES; i++) {
      timings.push(await speak(probe));
      await new Promise((r) => setTimeout(r, 100));
    }
    return { ttfb: quantile(timings.map((t) => t.ttfb), 0.5), total: quantile(timings.map((t) => t.total), 0.5) };
  };
  const alone = await samples();

  let finish = () => {};
  const finished = new Promise<void>((r) => (finish = r));
  const busy = loadUntil({ url, key: a.key, voiceId: voice.voiceId, text: FAIR_TEXT, format: "mp3_44100_128", stream: true }, 16, finished);
  await busy.running;
  const during = await samples();
  finish();
  const streams = await busy.done;
  console.log("                         ttfb p50   total p50");
  console.log(`B alone                 ${ms(alone.ttfb).padStart(9)}  ${ms(alone.total).padStart(9)}`);
  console.log(`B while A streams 16    ${ms(during.ttfb).padStart(9)}  ${ms(during.total).padStart(9)}`);
  console.log(`ratio                   ${(during.ttfb / alone.ttfb).toFixed(2).padStart(8)}x  ${(during.total / alone.total).toFixed(2).padStart(8)}x`);
  console.log(`(A: 16 clients streaming ${FAIR_TEXT.length}-character texts back to back, ${streams} streams; B: median of ${FAIR_SAMPLES} requests each)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
