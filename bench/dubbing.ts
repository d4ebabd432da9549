/**
 * `npm run bench:dubbing`: dubbing through the compiled server, step by step. A minute of video
 * (two premade voices taking turns over a quiet tone) is dubbed into its own language (re-voicing:
 * no translation engine needed), and each step's time (the job records it: GET /v1/dubbing/{id}
 * step_seconds) is printed as seconds of work per minute of source, with the recogniser's raw time
 * on the same speech in this process for comparison (the transcribe step's floor).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PREMADE_VOICES, recognizeWithPocketsphinx, resampleWhole, SpeechService, wavBytes } from "@vocable/speech";
import { makeTestVideo } from "../packages/speech/src/test-support/test-video";
import { liftWorkspaces, signUp } from "./bench-accounts";
import { startServer } from "./server-process";

const SECONDS = Number(process.env.BENCH_DUB_SECONDS ?? 60);
const LINES = [
  "Good morning, and welcome back to the kitchen.",
  "Today we are making bread, and it is easier than you think.",
  "First the flour goes into a large bowl with a pinch of salt.",
  "Then warm water, a little at a time, while you stir.",
];

/** Two voices taking turns, a line every few seconds, over a 220 Hz tone. */
async function sourceSound(speech: SpeechService, rate: number): Promise<Int16Array> {
  const out = new Int16Array(SECONDS * rate);
  for (let i = 0; i < out.length; i++) out[i] = Math.round(800 * Math.sin((2 * Math.PI * 220 * i) / rate));
  const voices = [PREMADE_VOICES.find((v) => v.name === "Richard")!, PREMADE_VOICES.find((v) => v.name === "Samantha")!];
  for (let at = 0.5, n = 0; at < SECONDS - 4; n++) {
    const said = await speech.synthesize({ text: LINES[n % LINES.length]!, voiceId: voices[n % 2]!.voiceId });
    const samples = resampleWhole(said.samples, said.sampleRate, rate);
    const from = Math.round(at * rate);
    for (let i = 0; i < samples.length && from + i < out.length; i++) out[from + i] = Math.max(-32768, Math.min(32767, out[from + i]! + samples[i]!));
    at += samples.length / rate + 0.8;
  }
  return out;
}

async function main() {
  console.log(`\nDubbing: ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}, ${SECONDS} s of video, two speakers, re-voiced in English`);
  const speech = new SpeechService({ workers: 2 });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-bench-dub-"));
  const rate = 44_100;
  const sound = await sourceSound(speech, rate);
  fs.writeFileSync(path.join(folder, "sound.wav"), wavBytes(sound, rate));
  await makeTestVideo({ path: path.join(folder, "clip.mp4"), seconds: SECONDS, audioWav: path.join(folder, "sound.wav") });
  let started = performance.now();
  await recognizeWithPocketsphinx(resampleWhole(sound, rate, 16_000), { timeoutMs: 600_000 });
  const rawRecognition = (performance.now() - started) / 1000;
  await speech.close();

  const dataDir = path.join(folder, "data");
  const env = { PORT: String(19000 + Math.floor(Math.random() * 1000)), DATA_DIR: dataDir, MAX_UPLOAD_BYTES: "200000000" };
  let server = await startServer(env);
  const { key, workspaceId } = await signUp(server.url, "bench-dubbing@example.com");
  await server.stop();
  await liftWorkspaces(dataDir, [workspaceId]);
  server = await startServer(env);
  try {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(fs.readFileSync(path.join(folder, "clip.mp4")))]), "clip.mp4");
    form.append("source_lang", "en");
    form.append("target_lang", "en");
    started = performance.now();
    const created = await fetch(`${server.url}/v1/dubbing`, { method: "POST", headers: { "xi-api-key": key }, body: form });
    if (!created.ok) throw new Error(`POST /v1/dubbing: ${created.status} ${await created.text()}`);
    const { dubbing_id } = (await created.json()) as { dubbing_id: string };
    let dub: { status: string; error: string | null; step_seconds: Record<string, number> };
    do {
      await new Promise((r) => setTimeout(r, 500));
      dub = (await (await fetch(`${server.url}/v1/dubbing/${dubbing_id}`, { headers: { "xi-api-key": key } })).json()) as typeof dub;
    } while (dub.status !== "dubbed" && dub.status !== "failed");
    const total = (performance.now() - started) / 1000;
    if (dub.status === "failed") throw new Error(`the dub failed: ${dub.error}`);
    const perMinute = (s: number) => ((s * 60) / SECONDS).toFixed(1);
    console.log("| step | seconds | seconds per minute of source |");
    console.log("|---|---|---|");
    for (const step of ["prepared", "transcribed", "translated", "voiced", "rendered"]) {
      const seconds = dub.step_seconds[step] ?? NaN;
      console.log(`| ${step} | ${seconds.toFixed(1)} | ${perMinute(seconds)} |`);
    }
    console.log(`| whole dub (create to dubbed, queue included) | ${total.toFixed(1)} | ${perMinute(total)} |`);
    console.log(`| raw PocketSphinx on the same speech, this process | ${rawRecognition.toFixed(1)} | ${perMinute(rawRecognition)} |`);
  } finally {
    await server.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

await main();
