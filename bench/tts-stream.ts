/**
 * `npm run bench` (not a test): the speech figures of issue 7, from the compiled server running as
 * its own process, each compared with the raw engine in the same run.
 *  1. For both English default voices (Flite Samantha, the catalogue's first and default voice, and
 *     eSpeak NG Oliver): time to first byte and total time of /stream for a 500-character text at
 *     concurrency 1, 4 and 16, as ratios to one raw synthesis; as PCM at the engine's own rate (no
 *     resampling: what is left is the platform's overhead) and as mp3_44100_128 (plus the encoder,
 *     whose cost in one thread is printed beside the raw engine's).
 *  2. Aggregate characters per second at concurrency 16, as a ratio to the raw engine on every core
 *     (one process per CPU calling synthesizeRaw in a loop, at the synthesis threads' nice value).
 *  3. mp3_44100_128 time to first byte at concurrency 1, p50 and p90.
 *  4. Where the CPU went during each concurrency-16 load (server threads, this client, other
 *     programs on the machine). No API call is timed meanwhile: a probe's calls took CPU from the
 *     very streams being measured (about a fifth of their throughput); `bench/api-latency.ts`
 *     times the cheap calls under the same load from a process of their own.
 *  5. Server RSS: idle (before any request, and once the speech and codec threads have started),
 *     then the peak (VmHWM) during 16 concurrent 10,000-character pcm_48000 requests, whole-file
 *     and streaming. Runs first, so the idle figure is not what earlier loads left behind.
 *  6. Fairness: a one-sentence request from workspace B alone, and while workspace A streams 16
 *     long texts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { encodeAll, parseOutputFormat, PREMADE_VOICES, synthesizeRaw, type PremadeVoice } from "@vocable/speech";
import { liftWorkspaces, signUp, type BenchAccount } from "./bench-accounts";
import { cpuSnapshot, describeCpu } from "./proc-cpu";
import { peakDuring, resetPeak, rssMb } from "./proc-memory";
import { rawCharsPerSecondAllCores, rawEngineMs } from "./raw-engine";
import { startServer } from "./server-process";
import { ms, quantile } from "./stats";
import { load, loadUntil, speak, type SpeakOptions, type Timing } from "./tts-load";

const TEXT = (
  "Vocable turns written words into speech that you can keep, share and play back at any time. " +
  "This benchmark reads a paragraph of about five hundred characters, sentence by sentence, and measures how quickly the first sound arrives. " +
  "A good streaming server sends each sentence as soon as it exists, so a listener hears the start while the rest is still being made. " +
  "The numbers below compare the whole platform with the bare engine, request by request, in the same run on the same machine, at three levels of load."
).slice(0, 500); // exactly 500 characters
const SENTENCE = TEXT.slice(0, TEXT.indexOf(". ") + 1); // 92 characters
const LONG_TEXT = `${TEXT} `.repeat(20).slice(0, 10_000); // 10,000 characters
const FAIR_TEXT = `${TEXT} `.repeat(4).slice(0, 2_000);
const CONCURRENCY = [1, 4, 16];
/** Requests each client sends one after another at concurrency 1 and 4 (16: see rounds16). */
const ROUNDS = 3;
/** Seconds of raw all-cores work a concurrency-16 run should hold, so that a fast engine's run is not over in two seconds. */
const LOAD16_SECONDS = 6;
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
    await warmUp(server.url, a);
    await measureMemory(server.url, server.pid, a, coldIdle);
    for (const voice of [flite, espeak]) await measureVoice(server.url, server.pid, a, voice);
    await measureFairness(server.url, a, b);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s; load average at end ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
}

/** Two requests at once per voice and format: both synthesis threads and the codec thread start. */
async function warmUp(url: string, account: BenchAccount) {
  for (const voice of [flite, espeak]) {
    for (const format of ["pcm_24000", "mp3_44100_128"]) {
      await load({ url, key: account.key, voiceId: voice.voiceId, text: TEXT, format, stream: true, logging: false }, 2, 1);
    }
  }
  await new Promise((r) => setTimeout(r, 1000));
}

/** Median time to encode the raw engine's audio of TEXT as mp3_44100_128 (on the codec thread, as the server does). */
async function rawMp3EncodeMs(voiceId: string): Promise<number> {
  const format = parseOutputFormat("mp3_44100_128")!;
  const { samples, sampleRate } = await synthesizeRaw({ text: TEXT, voiceId });
  const times: number[] = [];
  for (let i = 0; i < 4; i++) {
    const start = performance.now();
    await encodeAll(format, samples, sampleRate);
    times.push(performance.now() - start);
  }
  return quantile(times.slice(1), 0.5);
}

/** The server renders voice previews after start; measuring during that would measure them too. */
async function waitForPreviews(url: string, key: string) {
  const { voices } = (await (await fetch(`${url}/v1/voices`, { headers: { "xi-api-key": key } })).json()) as { voices: { preview_url: string }[] };
  for (const v of voices) await (await fetch(v.preview_url.replace(/^https?:\/\/[^/]+/, url))).arrayBuffer();
}

async function measureVoice(url: string, pid: number, account: BenchAccount, voice: PremadeVoice) {
  const raw = await rawEngineMs(voice.voiceId, TEXT);
  // Others may share the machine: the all-cores figure is taken before and after the table, averaged.
  const rawBefore = await rawCharsPerSecondAllCores(voice.voiceId, TEXT, RAW_SECONDS);
  console.log(`== ${voice.name} (${voice.engine} ${voice.engineVoice}) ==`);
  const encode = await rawMp3EncodeMs(voice.voiceId);
  console.log(`Raw engine: ${ms(raw)} for ${TEXT.length} characters in one thread`);
  console.log(`Encoding that audio as mp3_44100_128 in one thread: ${ms(encode)} (${(encode / raw).toFixed(2)}x the synthesis)`);
  const native = voice.engine === "flite" ? "pcm_16000" : "pcm_22050";
  const base: SpeakOptions = { url, key: account.key, voiceId: voice.voiceId, text: TEXT, format: "pcm_24000", stream: true, logging: false };
  await load(base, 2, 1); // warm the worker pool for this voice

  const rows: { line: string; rate: number }[] = [];
  const rounds16 = Math.min(8, Math.max(2, Math.ceil((rawBefore * LOAD16_SECONDS) / (16 * TEXT.length))));
  const during16: string[] = [];
  for (const format of [native, "mp3_44100_128"]) {
    for (const concurrency of CONCURRENCY) {
      const cpuBefore = cpuSnapshot(pid);
      const { results, wallMs, characters } = await load({ ...base, format }, concurrency, concurrency === 16 ? rounds16 : ROUNDS);
      const cpu = describeCpu(pid, cpuBefore, cpuSnapshot(pid));
      const ttfb = quantile(results.map((r) => r.ttfb), 0.5);
      const total = quantile(results.map((r) => r.total), 0.5);
      const rate = (characters / wallMs) * 1000;
      rows.push({
        line: `${format.padEnd(15)} ${String(concurrency).padStart(4)}  ${ms(ttfb).padStart(9)}  ${(ttfb / raw).toFixed(2).padStart(8)}x  ${ms(total).padStart(9)}  ${(total / raw).toFixed(2).padStart(8)}x  ${rate.toFixed(0).padStart(8)}`,
        rate,
      });
      if (concurrency === 16) during16.push(`  ${format} x16: ${cpu}`);
    }
  }
  const rawAfter = await rawCharsPerSecondAllCores(voice.voiceId, TEXT, RAW_SECONDS);
  const rawAllCores = (rawBefore + rawAfter) / 2;
  console.log("format          conc  ttfb p50   ttfb/raw  total p50   total/raw   chars/s  vs raw all cores");
  for (const row of rows) console.log(`${row.line}  ${(row.rate / rawAllCores).toFixed(2).padStart(6)}`);
  console.log(
    `Raw engine on all ${os.cpus().length} cores (${os.cpus().length} processes at nice 10, ${RAW_SECONDS} s each time): ${rawBefore.toFixed(0)} characters/s before the table, ${rawAfter.toFixed(0)} after; ratios use the mean, ${rawAllCores.toFixed(0)}`,
  );
  console.log(`During the concurrency-16 loads (${rounds16} requests per client):`);
  for (const line of during16) console.log(line);

  const mp3: number[] = [];
  for (let i = 0; i < TTFB_SAMPLES; i++) mp3.push((await speak({ ...base, format: "mp3_44100_128" })).ttfb);
  console.log(`mp3_44100_128 first byte at concurrency 1 (${TTFB_SAMPLES} requests): p50 ${pct(0.5, mp3)}, p90 ${pct(0.9, mp3)}\n`);
}

async function measureMemory(url: string, pid: number, account: BenchAccount, coldIdle: number) {
  const warmIdle = rssMb(pid);
  console.log(`== Memory: 16 concurrent ${LONG_TEXT.length}-character pcm_48000 requests (${espeak.name}, history kept, responses read to the end) ==`);
  console.log(`Server RSS idle: ${mb(coldIdle)} after start (previews rendered, no request yet); ${mb(warmIdle)} once the speech and codec threads have started`);
  console.log("endpoint        RSS before  peak (VmHWM)  peak sampled  peak - warm idle  peak - cold idle  time     audio received");
  for (const stream of [false, true]) {
    const before = rssMb(pid);
    const exact = resetPeak(pid);
    const options: SpeakOptions = { url, key: account.key, voiceId: espeak.voiceId, text: LONG_TEXT, format: "pcm_48000", stream };
    const start = performance.now();
    const { result, sampledPeakMb, hwmMb } = await peakDuring(pid, load(options, 16, 1));
    const peak = exact ? Math.max(hwmMb, sampledPeakMb) : sampledPeakMb;
    const bytes = result.results.reduce((sum, r) => sum + r.bytes, 0);
    console.log(
      `${(stream ? "/stream" : "whole file").padEnd(14)}  ${mb(before).padStart(10)}  ${(exact ? mb(hwmMb) : "n/a").padStart(12)}  ${mb(sampledPeakMb).padStart(12)}  ${mb(peak - warmIdle).padStart(16)}  ${mb(peak - coldIdle).padStart(16)}  ${((performance.now() - start) / 1000).toFixed(1).padStart(5)} s  ${mb(bytes / 1024 / 1024).padStart(8)}`,
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

main().then(
  () => process.exit(0), // the codec thread of rawMp3EncodeMs would keep the process alive
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
