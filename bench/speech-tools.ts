/**
 * `npm run bench`, second part (not a test): the recognition, alignment, denoising and voice
 * activity figures of issue 10, each engine measured raw and, for recognition, through the compiled
 * server's POST /v1/speech-to-text in the same run (the ratio is the platform's overhead: upload,
 * ffmpeg check and FLAC, storage, the job, the voice activity pass).
 *  1. Recognition: PocketSphinx's real-time factor and word error rate on the embedded English voices'
 *     paragraphs (synthesised speech: an easy case), raw and through the API.
 *  2. Forced alignment: mean absolute word-boundary error against the synthesiser's own timings, and
 *     its real-time factor.
 *  3. Denoising (RNNoise): real-time factor, and the recogniser's word error rate on noisy speech before and after.
 *  4. Voice activity (Silero VAD on sherpa-onnx): real-time factor.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { concatBytes, PREMADE_VOICES, recognizeWithPocketsphinx, synthesizeRaw } from "@vocable/speech";
import { wavHeader } from "@vocable/domain";
import { measureAlignment } from "../packages/speech/src/bench/measure-alignment";
import { formatDenoiseMeasurement, measureDenoise, wordErrorRate } from "../packages/speech/src/bench/measure-denoise";
import { measureVad } from "../packages/speech/src/bench/measure-vad";
import { resampleWhole } from "../packages/speech/src/audio/resampler";
import { signUp } from "./bench-accounts";
import { startServer } from "./server-process";

const PARAGRAPH =
  "Last winter our team recorded three hundred short stories for the library. Each narrator read slowly and clearly, " +
  "because listeners notice every stumble. Would you like to hear more? Then keep listening, because there is plenty more to say.";
const VOICES = ["slt", "rms", "awb", "kal16"].map((engineVoice) => PREMADE_VOICES.find((v) => v.engineVoice === engineVoice)!);
const rtf = (work: number, audio: number) => (work / audio).toFixed(3);

async function main() {
  console.log(`\nSpeech tools: ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  await measureRecognition();
  const alignment = await measureAlignment();
  console.log(
    `forced alignment (PocketSphinx grammar): ${alignment.words} words, mean absolute word-boundary error ` +
      `${(alignment.meanAbsBoundaryErrorSeconds * 1000).toFixed(1)} ms, real-time factor ${alignment.realTimeFactor}`,
  );
  for (const line of formatDenoiseMeasurement(await measureDenoise())) console.log(line);
  const vad = await measureVad();
  console.log(`voice activity (Silero VAD v6 on sherpa-onnx): real-time factor ${vad.realTimeFactor} on ${vad.audioSeconds.toFixed(1)} s`);
}

/** PocketSphinx on each voice's paragraph: raw, then the same WAV through the API. */
async function measureRecognition() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-bench-stt-"));
  const server = await startServer({ PORT: String(19000 + Math.floor(Math.random() * 1000)), DATA_DIR: dataDir });
  try {
    const { key } = await signUp(server.url, "bench-stt@example.com");
    let audio = 0;
    let raw = 0;
    let api = 0;
    let rawErrors = 0;
    let apiErrors = 0;
    for (const voice of VOICES) {
      const said = await synthesizeRaw({ text: PARAGRAPH, voiceId: voice.voiceId });
      const seconds = said.samples.length / said.sampleRate;
      audio += seconds;
      let started = performance.now();
      const heard = await recognizeWithPocketsphinx(resampleWhole(said.samples, said.sampleRate, 16000), { timeoutMs: 300_000 });
      raw += (performance.now() - started) / 1000;
      rawErrors += wordErrorRate(PARAGRAPH, heard.text);

      const pcm = new Uint8Array(said.samples.buffer, said.samples.byteOffset, said.samples.byteLength);
      const form = new FormData();
      form.append("model_id", "scribe_v1");
      form.append("file", new Blob([new Uint8Array(concatBytes([wavHeader(said.sampleRate, pcm.length), pcm]))]), "bench.wav");
      started = performance.now();
      const res = await fetch(`${server.url}/v1/speech-to-text`, { method: "POST", headers: { "xi-api-key": key }, body: form });
      const body = (await res.json()) as { text?: string };
      if (!res.ok || body.text === undefined) throw new Error(`speech-to-text answered ${res.status}: ${JSON.stringify(body)}`);
      api += (performance.now() - started) / 1000;
      apiErrors += wordErrorRate(PARAGRAPH, body.text);
    }
    console.log(
      `recognition (PocketSphinx, ${VOICES.length} Flite voices, ${audio.toFixed(1)} s of speech): raw real-time factor ${rtf(raw, audio)}, ` +
        `WER ${(rawErrors / VOICES.length).toFixed(2)}; through POST /v1/speech-to-text ${rtf(api, audio)} (${(api / raw).toFixed(2)}x raw), ` +
        `WER ${(apiErrors / VOICES.length).toFixed(2)}`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
