/**
 * `npm run bench:first-sound`: how long a person waits for the first sound of a 1,000-character
 * text on the compiled server, with no warm speech thread and with one (SPEECH_WARM_THREADS 0
 * and 1): on a new server while it renders the voice previews, right after a restart, again at
 * once, and after the speech threads' idle time has passed (SPEECH_IDLE_SECONDS, shortened here
 * to 5 s so the run takes seconds, not minutes); and the server's resident memory after that idle
 * time. The time is from sending POST /v1/text-to-speech/{voice_id}/stream to the first audio
 * byte, per engine's first English voice.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PREMADE_VOICES } from "@vocable/speech";
import { liftWorkspaces, signUp } from "./bench-accounts";
import { startServer } from "./server-process";

const PORT = Number(process.env.BENCH_PORT ?? 18094);
const IDLE_SECONDS = 5;
const SENTENCE = "The quick brown fox jumps over the lazy dog while the band plays on in the park. ";
const TEXT = SENTENCE.repeat(Math.ceil(1000 / SENTENCE.length)).slice(0, 1000);
const voices = ["flite", "espeak-ng"].map((engine) => PREMADE_VOICES.find((v) => v.language === "en" && v.engine === engine)!);

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
  try {
    // A new data directory: the server renders the voice previews in the background as it starts.
    let server = await startServer(env);
    const account = await signUp(server.url, "first-sound@example.com");
    const whilePreviews = await firstByteMs(server.url, account.key, voices[0].voiceId);
    await server.stop();
    await liftWorkspaces(dataDir, [account.workspaceId]);
    const rows: string[][] = [];
    for (const voice of voices) {
      server = await startServer(env);
      const cold = await firstByteMs(server.url, account.key, voice.voiceId);
      const warmMs = await firstByteMs(server.url, account.key, voice.voiceId);
      await new Promise((r) => setTimeout(r, (IDLE_SECONDS + 6) * 1000));
      const afterIdle = await firstByteMs(server.url, account.key, voice.voiceId);
      const rss = Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, "utf8"))![1]) / 1024);
      await server.stop();
      const first = voice === voices[0] ? whilePreviews.toFixed(0) : "";
      rows.push([String(warm), voice.engine, first, cold.toFixed(0), warmMs.toFixed(0), afterIdle.toFixed(0), String(rss)]);
    }
    return rows;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [...(await measure(0)), ...(await measure(1))];
console.log(`first audio byte of a 1,000-character stream, ms (load average at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")})`);
console.log(["warm threads", "engine", "new server, previews rendering", "after restart", "again", `after ${IDLE_SECONDS + 6} s idle`, "server RSS then, MB"].join("\t"));
for (const row of rows) console.log(row.join("\t"));
