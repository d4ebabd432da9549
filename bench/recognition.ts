/**
 * PocketSphinx figures (not a test; packages/speech/src/recognition/pocketsphinx.test.ts checks
 * the behaviour on one short sentence and aborts the long recognition as soon as it starts):
 * what one recognition costs on this machine, raw (no server).
 *  1. Its fixed cost: one second of silence (process start, loading the US English model).
 *  2. A short sentence (the test's: Flite's Richard, "The quick brown fox jumps over the lazy dog.").
 *  3. Two minutes of speech (Richard reading one sentence over and over, as the abort test builds
 *     it), its real-time factor and word error rate.
 * Each is the median of a few runs; ratios compare them with the fixed cost and with the audio's length.
 *
 *   npx tsx bench/recognition.ts
 *   BENCH_RUNS=5 npx tsx bench/recognition.ts       # runs per case (default 3)
 */
import os from "node:os";
import { PREMADE_VOICES, recognizeWithPocketsphinx, synthesizeRaw } from "@vocable/speech";
import { wordErrorRate } from "../packages/speech/src/bench/measure-denoise";
import { quantile } from "./stats";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const RATE = 16000;
const SENTENCE = "The quick brown fox jumps over the lazy dog.";
const LONG_SENTENCE = "Every morning the baker opens the shop and the whole street smells of bread.";
const LONG_SECONDS = 120;

/** The median seconds of `RUNS` recognitions of `samples`, and the text the last one heard. */
async function time(samples: Int16Array): Promise<{ seconds: number; text: string }> {
  const times: number[] = [];
  let text = "";
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    text = (await recognizeWithPocketsphinx(samples, { timeoutMs: 900_000 })).text;
    times.push((performance.now() - started) / 1000);
  }
  return { seconds: quantile(times, 0.5), text };
}

async function main() {
  const voice = PREMADE_VOICES.find((v) => v.name === "Richard")!;
  const sentence = await synthesizeRaw({ text: SENTENCE, voiceId: voice.voiceId });
  const said = (await synthesizeRaw({ text: LONG_SENTENCE, voiceId: voice.voiceId })).samples;
  if (sentence.sampleRate !== RATE) throw new Error(`${voice.name} speaks at ${sentence.sampleRate} Hz, not ${RATE}`);
  const long = new Int16Array(RATE * LONG_SECONDS);
  let repeats = 0;
  for (let at = 0; at < long.length; at += said.length, repeats++) long.set(said.subarray(0, Math.min(said.length, long.length - at)), at);
  const sentenceSeconds = sentence.samples.length / RATE;

  console.log(`${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"}), load average at start ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  console.log(`PocketSphinx (pocketsphinx_continuous, US English), median of ${RUNS} runs each, ${voice.name}'s voice at ${RATE} Hz.\n`);

  const silence = await time(new Int16Array(RATE));
  console.log(`1 s of silence (start-up and model):   ${silence.seconds.toFixed(2)} s`);
  const short = await time(sentence.samples);
  console.log(
    `${sentenceSeconds.toFixed(1)} s sentence:                        ${short.seconds.toFixed(2)} s ` +
      `(${(short.seconds / silence.seconds).toFixed(1)}x silence; real-time factor ${(short.seconds / sentenceSeconds).toFixed(2)}), ` +
      `WER ${wordErrorRate(SENTENCE, short.text).toFixed(2)}: "${short.text}"`,
  );
  const longRun = await time(long);
  const reference = Array.from({ length: repeats }, () => LONG_SENTENCE).join(" ");
  console.log(
    `${LONG_SECONDS} s of speech (${repeats} readings):        ${longRun.seconds.toFixed(1)} s ` +
      `(real-time factor ${(longRun.seconds / LONG_SECONDS).toFixed(3)}; ${(longRun.seconds / short.seconds).toFixed(1)}x the sentence), ` +
      `WER ${wordErrorRate(reference, longRun.text).toFixed(2)} (the last reading is cut short)`,
  );
}

await main();
