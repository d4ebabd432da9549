/**
 * `npm run bench:voices` (also the end of `npm run bench`): instant cloning without a cloning
 * engine, the approximation measured raw (approximateVoice in this process, on a speech service
 * of its own) and through the compiled server's POST /v1/voices/add in the same run (the ratio is
 * the platform's overhead: upload, ffmpeg check, decoding, the speech/clipping/one-speaker checks,
 * storage, the transaction). Each sample is a premade voice reading a paragraph; the figure of
 * merit is the speaker-embedding similarity between the sample and the approximation, next to the
 * similarity of a deliberately wrong voice.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { approximateVoice, concatBytes, measureSimilarity, PREMADE_VOICES, SpeechService } from "@vocable/speech";
import { wavHeader } from "@vocable/domain";
import { liftWorkspaces, signUp } from "./bench-accounts";
import { startServer } from "./server-process";

const PARAGRAPH =
  "Our library opens at nine every morning. Children come for the picture books, students for the quiet tables, " +
  "and the old sailors for the maps of the harbour, which they read as if they were letters from home.";
const SAMPLES = [
  { name: "Samantha", wrong: "Richard" },
  { name: "Richard", wrong: "Samantha" },
  { name: "Emily", wrong: "Oliver" },
  { name: "Lukas", wrong: "Camille" },
];

async function main() {
  console.log(`\nVoice cloning (approximation): ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  const speech = new SpeechService({ workers: 2 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-bench-voices-"));
  const env = { PORT: String(19000 + Math.floor(Math.random() * 1000)), DATA_DIR: dataDir };
  // Instant cloning starts with Starter: the account is signed up, then lifted offline (bench-accounts.ts).
  let server = await startServer(env);
  const { key, workspaceId } = await signUp(server.url, "bench-voices@example.com");
  await server.stop();
  await liftWorkspaces(dataDir, [workspaceId]);
  server = await startServer(env);
  try {
    console.log("| sample | base chosen | similarity | wrong voice | raw approximation | POST /v1/voices/add | ratio |");
    console.log("|---|---|---|---|---|---|---|");
    for (const { name, wrong } of SAMPLES) {
      const voice = PREMADE_VOICES.find((v) => v.name === name)!;
      const said = await speech.synthesize({ text: PARAGRAPH, voiceId: voice.voiceId, languageCode: "en" });
      let started = performance.now();
      const raw = await approximateVoice(speech, said.samples, said.sampleRate, { language: "en" });
      const rawSeconds = (performance.now() - started) / 1000;
      const wrongSimilarity = await measureSimilarity(speech, said.samples, said.sampleRate, { kind: "embedded", baseVoiceId: PREMADE_VOICES.find((v) => v.name === wrong)!.voiceId });
      const pcm = new Uint8Array(said.samples.buffer, said.samples.byteOffset, said.samples.byteLength);
      const form = new FormData();
      form.append("name", `Bench ${name}`);
      form.append("files", new Blob([new Uint8Array(concatBytes([wavHeader(said.sampleRate, pcm.length), pcm]))]), `${name}.wav`);
      started = performance.now();
      const res = await fetch(`${server.url}/v1/voices/add`, { method: "POST", headers: { "xi-api-key": key }, body: form });
      const apiSeconds = (performance.now() - started) / 1000;
      if (!res.ok) throw new Error(`POST /v1/voices/add: ${res.status} ${await res.text()}`);
      const { voice_id } = (await res.json()) as { voice_id: string };
      // Each sample takes a custom voice slot; the next one starts from the same count.
      await fetch(`${server.url}/v1/voices/${voice_id}`, { method: "DELETE", headers: { "xi-api-key": key } });
      console.log(
        `| ${name} | ${raw.baseVoiceName} | ${raw.similarity.toFixed(3)} | ${wrong} ${wrongSimilarity.toFixed(3)} | ${rawSeconds.toFixed(1)} s (${raw.work.syntheses} syntheses) | ${apiSeconds.toFixed(1)} s | ${(apiSeconds / rawSeconds).toFixed(2)}x |`,
      );
    }
  } finally {
    await server.stop();
    await speech.close();
  }
}

await main();
