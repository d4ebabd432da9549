/**
 * Audio isolation of a long file (issue 22): the server's resident memory while it cleans half an
 * hour of speech, and how long that takes. The file is real speech (a sentence and a pause,
 * repeated); the server is the compiled one as its own process.
 *
 *   npm run bench:isolation                                  # this tree (builds the server first)
 *   ISOLATION_BENCH_SERVER_MAIN=/path/to/dist/main.js tsx bench/isolation-memory.ts   # another build, e.g. an older commit's
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

const SECONDS = 30 * 60;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-isolation-bench-"));
  const speech = new SpeechService();
  const voice = PREMADE_VOICES.find((v) => v.name === "Richard")!;
  const said = await speech.synthesize({ text: "The quick brown fox jumps over the lazy dog, while a fan hums in the room.", voiceId: voice.voiceId, owner: "bench" });
  await speech.close();
  const pcm = new Uint8Array(said.samples.buffer, said.samples.byteOffset, said.samples.byteLength);
  const file = await longSpokenFlac(concatBytes([wavHeader(said.sampleRate, pcm.length), pcm]), SECONDS, path.join(dir, "talk.flac"), 3);
  const env = { PORT: String(19000 + Math.floor(Math.random() * 1000)), DATA_DIR: path.join(dir, "data") };
  const main = process.env.ISOLATION_BENCH_SERVER_MAIN;
  let server = await startServer(env, [], main);
  const account = await signUp(server.url, "bench-isolation@example.com");
  await server.stop();
  await liftWorkspaces(env.DATA_DIR, [account.workspaceId]);
  server = await startServer(env, [], main);
  try {
    const isolate = async () => {
      const body = new FormData();
      body.append("audio", await fs.openAsBlob(file), "talk.flac");
      const res = await fetch(`${server.url}/v1/audio-isolation/stream`, { method: "POST", headers: { "xi-api-key": account.key }, body });
      let bytes = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
      return { status: res.status, bytes };
    };
    // Warm: RNNoise and the MP3 encoder are loaded, as on any busy server.
    const small = new FormData();
    small.append("audio", new Blob([new Uint8Array(concatBytes([wavHeader(said.sampleRate, pcm.length), pcm]))]), "short.wav");
    await (await fetch(`${server.url}/v1/audio-isolation`, { method: "POST", headers: { "xi-api-key": account.key }, body: small })).arrayBuffer();
    const baseline = rssMb(server.pid);
    resetPeak(server.pid);
    const started = performance.now();
    const watched = await peakDuring(server.pid, isolate(), 100);
    const seconds = (performance.now() - started) / 1000;
    console.log(`server: ${main ?? "this tree's apps/server/dist/main.js"}`);
    console.log(`isolating ${SECONDS / 60} minutes of speech: ${watched.result.status}, ${(watched.result.bytes / 1e6).toFixed(1)} MB of MP3 in ${seconds.toFixed(1)} s (${(seconds / SECONDS).toFixed(3)} of real time)`);
    console.log(`resident memory: ${baseline.toFixed(0)} MB before, peak ${watched.hwmMb.toFixed(0)} MB (sampled ${watched.sampledPeakMb.toFixed(0)} MB): +${(watched.hwmMb - baseline).toFixed(0)} MB`);
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
