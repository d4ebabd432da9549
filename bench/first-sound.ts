/**
 * `npm run bench:first-sound`: how long a person waits for the first sound of a 1,000-character
 * text on the compiled server, with no warm speech thread and with one (SPEECH_WARM_THREADS 0
 * and 1): on a new server while it renders the voice previews, right after a restart, again at
 * once, and after the speech threads' idle time has passed (SPEECH_IDLE_SECONDS, shortened here
 * to 5 s so the run takes seconds, not minutes); and the server's resident memory after that idle
 * time. The time is from sending POST /v1/text-to-speech/{voice_id}/stream to the first audio
 * byte, per engine's first English voice; beside it the server's CPU time for that generation
 * (it says more than wall time on a shared machine). The new server renders every voice preview
 * before it stops, so no preview rendering runs during the later measurements. FIRST_SOUND_WARM
 * ("0,1") picks the settings, FIRST_SOUND_MAIN another build's entry (a before/after comparison),
 * FIRST_SOUND_SETTLE_MS the wait after /health before the first request (3 s).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cpuTimeMs, PREMADE_VOICES } from "@vocable/speech";
import { liftWorkspaces, signUp } from "./bench-accounts";
import { rssMb } from "./proc-memory";
import { startServer } from "./server-process";

const PORT = Number(process.env.BENCH_PORT ?? 18094);
const IDLE_SECONDS = 5;
/** How long after /health a restarted server is left before the first request (warm threads load meanwhile). */
const SETTLE_MS = Number(process.env.FIRST_SOUND_SETTLE_MS ?? 3000);
/** Another build's entry to measure (a before/after comparison); default this checkout's dist/main.js. */
const MAIN = process.env.FIRST_SOUND_MAIN;
const SENTENCE = "The quick brown fox jumps over the lazy dog while the band plays on in the park. ";
const TEXT = SENTENCE.repeat(Math.ceil(1000 / SENTENCE.length)).slice(0, 1000);
const voices = ["flite", "espeak-ng"].map((engine) => PREMADE_VOICES.find((v) => v.language === "en" && v.engine === engine)!);

/** CPU time the server process (all its threads) has used so far, in ms. */
const serverCpuMs = (pid: number): number => cpuTimeMs(pid) ?? 0;

async function firstByteMs(url: string, key: string, voiceId: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/v1/text-to-speech/${voiceId}/stream?output_format=mp3_44100_128`, {
    method: "POST",
    headers: { "xi-api-key": key, "content-type": "application/json" },
    body: JSON.stringify({ text: TEXT }),
  });
  if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}: ${await res.text()}`);
  const reader = res.body.getReader();
  const first = await reader.read();
  const ms = performance.now() - started;
  if (first.done) throw new Error("no audio");
  while (!(await reader.read()).done) {
    // drain, so the generation settles before the next one
  }
  return ms;
}

/** One row per engine for one SPEECH_WARM_THREADS setting, each on a server started for it. */
async function measure(warm: number): Promise<string[][]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-first-sound-"));
  const env = { PORT: String(PORT), DATA_DIR: dataDir, SPEECH_IDLE_SECONDS: String(IDLE_SECONDS), SPEECH_WARM_THREADS: String(warm) };
  const start = (settle = 0) => startServer(env, [], MAIN).then(async (server) => (await new Promise((r) => setTimeout(r, settle)), server));
  try {
    // A new data directory: the server renders the voice previews in the background as it starts.
    let server = await start();
    const account = await signUp(server.url, "first-sound@example.com");
    const whilePreviews = await firstByteMs(server.url, account.key, voices[0].voiceId);
    // Every preview rendered before this server stops: the restarts below then have none to render.
    for (const voice of PREMADE_VOICES) await (await fetch(`${server.url}/v1/voices/${voice.voiceId}/preview.mp3`)).arrayBuffer();
    await server.stop();
    await liftWorkspaces(dataDir, [account.workspaceId]);
    const rows: string[][] = [];
    for (const voice of voices) {
      // Left SETTLE_MS after /health first (a warm thread loads its engines meanwhile): a person does not click at once.
      server = await start(SETTLE_MS);
      const idleRss = Math.round(rssMb(server.pid));
      const cpuBefore = serverCpuMs(server.pid);
      const cold = await firstByteMs(server.url, account.key, voice.voiceId);
      const coldCpu = serverCpuMs(server.pid) - cpuBefore;
      const cpuWarm = serverCpuMs(server.pid);
      const warmMs = await firstByteMs(server.url, account.key, voice.voiceId);
      const warmCpu = serverCpuMs(server.pid) - cpuWarm;
      await new Promise((r) => setTimeout(r, (IDLE_SECONDS + 6) * 1000));
      const cpuIdle = serverCpuMs(server.pid);
      const afterIdle = await firstByteMs(server.url, account.key, voice.voiceId);
      const afterIdleCpu = serverCpuMs(server.pid) - cpuIdle;
      await new Promise((r) => setTimeout(r, (IDLE_SECONDS + 6) * 1000));
      const rss = Math.round(rssMb(server.pid));
      await server.stop();
      const first = voice === voices[0] ? whilePreviews.toFixed(0) : "";
      rows.push([String(warm), voice.engine, first, String(idleRss), `${cold.toFixed(0)} (${coldCpu})`, `${warmMs.toFixed(0)} (${warmCpu})`, `${afterIdle.toFixed(0)} (${afterIdleCpu})`, String(rss)]);
    }
    return rows;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const settings = (process.env.FIRST_SOUND_WARM ?? "0,1").split(",").map(Number);
const rows: string[][] = [];
for (const warm of settings) rows.push(...(await measure(warm)));
console.log(`first audio byte of a 1,000-character stream, ms (in brackets: the server's CPU ms for that whole generation, thread starts included; load average at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")})`);
console.log(["warm threads", "engine", "new server, previews rendering", `server RSS ${SETTLE_MS / 1000} s after start, MB`, "after restart", "again", `after ${IDLE_SECONDS + 6} s idle`, "server RSS idle after, MB"].join("\t"));
for (const row of rows) console.log(row.join("\t"));
