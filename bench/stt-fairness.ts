/**
 * Speech to text shared between workspaces (issue 22): how long another workspace's 12-second
 * synchronous transcription waits while one workspace's three 2-hour transcriptions run, and how
 * far the server's resident memory rises meanwhile. The long files are real speech (a sentence and
 * a pause, repeated), fed at full speed; the server is the compiled one as its own process.
 *
 *   npm run bench:stt-fairness                          # this tree (npm run build -w @vocable/server first)
 *   STT_BENCH_SERVER_MAIN=/path/to/dist/main.js tsx bench/stt-fairness.ts   # another build, e.g. an older commit's
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PREMADE_VOICES, SpeechService, concatBytes } from "@vocable/speech";
import { wavHeader } from "@vocable/domain";
import { longSpokenFlac } from "../apps/server/src/testing/long-audio";
import { liftWorkspaces, signUp } from "./bench-accounts";
import { peakDuring, resetPeak, rssMb } from "./proc-memory";
import { startServer } from "./server-process";

const LONG_SECONDS = 2 * 3600;
/** The short request's wait is given up on after this (the old one-at-a-time queue waits for hours). */
const GIVE_UP_MS = 240_000;
/** How long memory is watched while the three long jobs run. */
const WATCH_MS = 60_000;
const SHORT_TEXT =
  "The quick brown fox jumps over the lazy dog. A journey of a thousand miles begins with a single step. " +
  "She sells sea shells by the sea shore, and the shells she sells are surely sea shells.";

async function spoken(speech: SpeechService, text: string): Promise<Uint8Array> {
  const voice = PREMADE_VOICES.find((v) => v.name === "Richard")!;
  const said = await speech.synthesize({ text, voiceId: voice.voiceId, owner: "bench" });
  const pcm = new Uint8Array(said.samples.buffer, said.samples.byteOffset, said.samples.byteLength);
  return concatBytes([wavHeader(said.sampleRate, pcm.length), pcm]);
}

function form(bytes: Uint8Array | Blob, name: string, fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  body.append("file", bytes instanceof Blob ? bytes : new Blob([new Uint8Array(bytes)]), name);
  return body;
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-stt-bench-"));
  const speech = new SpeechService();
  const short = await spoken(speech, SHORT_TEXT);
  const sentence = await spoken(speech, "The quick brown fox jumps over the lazy dog. A journey of a thousand miles begins with a single step.");
  await speech.close();
  const longFile = await longSpokenFlac(sentence, LONG_SECONDS, path.join(dir, "meeting.flac"));
  const longBlob = await fs.openAsBlob(longFile);
  const env = { PORT: String(19000 + Math.floor(Math.random() * 1000)), DATA_DIR: path.join(dir, "data"), MAX_UPLOAD_BYTES: "200000000", MAX_UPLOAD_SECONDS: String(3 * 3600) };
  const main = process.env.STT_BENCH_SERVER_MAIN;
  let server = await startServer(env, [], main);
  const a = await signUp(server.url, "bench-stt-a@example.com");
  const b = await signUp(server.url, "bench-stt-b@example.com");
  await server.stop();
  await liftWorkspaces(env.DATA_DIR, [a.workspaceId, b.workspaceId]);
  server = await startServer(env, [], main);
  const post = (key: string, body: FormData) => fetch(`${server.url}/v1/speech-to-text`, { method: "POST", headers: { "xi-api-key": key }, body });
  try {
    // Warm up: the recogniser and the voice activity detector are loaded, as on any busy server.
    await post(b.key, form(short, "short.wav", { model_id: "scribe_v1" }));
    const baseline = rssMb(server.pid);
    resetPeak(server.pid);
    const longIds = await Promise.all(
      [1, 2, 3].map(async () => ((await (await post(a.key, form(longBlob, "meeting.flac", { model_id: "scribe_v1", async: "true" }))).json()) as { transcription_id: string }).transcription_id),
    );
    const progress = async () =>
      Promise.all(longIds.map(async (id) => ((await (await fetch(`${server.url}/v1/speech-to-text/transcripts/${id}`, { headers: { "xi-api-key": a.key } })).json()) as { progress: number }).progress));
    for (let i = 0; i < 600 && !(await progress()).some((p) => p > 0); i++) await new Promise((r) => setTimeout(r, 500));

    const started = performance.now();
    const ask = new AbortController();
    const timer = setTimeout(() => ask.abort(), GIVE_UP_MS);
    const answered = await fetch(`${server.url}/v1/speech-to-text`, { method: "POST", headers: { "xi-api-key": b.key }, body: form(short, "short.wav", { model_id: "scribe_v1" }), signal: ask.signal })
      .then((r) => r.ok)
      .catch(() => false);
    clearTimeout(timer);
    const waitedS = (performance.now() - started) / 1000;
    const watched = await peakDuring(server.pid, new Promise((r) => setTimeout(r, WATCH_MS)), 200);
    const done = await progress();
    console.log(`server: ${main ?? "this tree's apps/server/dist/main.js"}`);
    console.log(`12-second transcription from another workspace behind three 2-hour ones: ${answered ? `${waitedS.toFixed(1)} s` : `no answer within ${GIVE_UP_MS / 1000} s`}`);
    console.log(`long jobs' progress after that: ${done.map((p) => `${(p * 100).toFixed(1)}%`).join(", ")}`);
    console.log(`resident memory: ${baseline.toFixed(0)} MB before, peak ${watched.hwmMb.toFixed(0)} MB (sampled ${watched.sampledPeakMb.toFixed(0)} MB) with three 2-hour jobs: +${(watched.hwmMb - baseline).toFixed(0)} MB`);
    for (const id of longIds) await fetch(`${server.url}/v1/speech-to-text/transcripts/${id}`, { method: "DELETE", headers: { "xi-api-key": a.key } });
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
