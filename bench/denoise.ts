/**
 * Denoising figures (not a test; packages/speech/src/denoise/rnnoise.test.ts checks the behaviour
 * with one recognition): Flite's Alasdair reads three sentences (10 s), white and pink noise are
 * added at 10 and 20 dB SNR (seeded: the same noise every run), RNNoise cleans each copy, and
 * PocketSphinx recognises the noisy and the cleaned copy. Prints, per case, the SNR against the
 * clean speech and the word error rate before and after, how long each recognition took (noise
 * makes PocketSphinx search longer), and RNNoise's real-time factor. The SNRs and error rates are
 * the same on every run (deterministic engines); the times are this machine's.
 *
 *   npx tsx bench/denoise.ts
 *   BENCH_DENOISE_SNR=5,10,20 npx tsx bench/denoise.ts
 */
import os from "node:os";
import { addNoise, DENOISE_TEXT, DENOISE_VOICE, pinkNoise, snrDb, whiteNoise, wordErrorRate } from "../packages/speech/src/bench/measure-denoise";
import { resampleWhole } from "../packages/speech/src/audio/resampler";
import { denoise } from "../packages/speech/src/denoise/rnnoise";
import { POCKETSPHINX_SAMPLE_RATE, recognizeWithPocketsphinx } from "../packages/speech/src/recognition/pocketsphinx";
import { synthesizeRaw } from "../packages/speech/src/service/speech-service";
import { quantile } from "./stats";

const SNRS = (process.env.BENCH_DENOISE_SNR ?? "10,20").split(",").map(Number);
const SEED = 1;
const TIMED_RUNS = 5;

/** PocketSphinx on `samples`: its word error rate against the text, and the seconds it took. */
async function recognise(samples: Int16Array, sampleRate: number): Promise<{ wer: number; seconds: number }> {
  const started = performance.now();
  const heard = await recognizeWithPocketsphinx(resampleWhole(samples, sampleRate, POCKETSPHINX_SAMPLE_RATE), { timeoutMs: 600_000 });
  return { wer: wordErrorRate(DENOISE_TEXT, heard.text), seconds: (performance.now() - started) / 1000 };
}

async function main() {
  const { samples: clean, sampleRate } = await synthesizeRaw({ text: DENOISE_TEXT, voiceId: DENOISE_VOICE.voiceId });
  const audioSeconds = clean.length / sampleRate;
  console.log(`${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"}), load average at start ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  console.log(`RNNoise, then PocketSphinx: ${DENOISE_VOICE.name} reads ${audioSeconds.toFixed(1)} s at ${sampleRate} Hz, seeded noise (seed ${SEED}).\n`);

  const reference = await recognise(clean, sampleRate);
  console.log(`clean speech: WER ${reference.wer.toFixed(2)}, recognised in ${reference.seconds.toFixed(1)} s (the floor denoising can reach at best)\n`);

  for (const snr of SNRS) {
    for (const [name, make] of [["white", whiteNoise], ["pink", pinkNoise]] as const) {
      const noisy = addNoise(clean, make(clean.length, SEED), snr);
      const cleaned = await denoise(noisy, sampleRate);
      const before = await recognise(noisy, sampleRate);
      const after = await recognise(cleaned, sampleRate);
      const snrBefore = snrDb(clean, noisy);
      const snrAfter = snrDb(clean, cleaned);
      console.log(
        `${String(snr).padStart(2)} dB ${name.padEnd(5)}: SNR ${snrBefore.toFixed(1)} -> ${snrAfter.toFixed(1)} dB (${snrAfter - snrBefore >= 0 ? "+" : ""}${(snrAfter - snrBefore).toFixed(1)}); ` +
          `WER ${before.wer.toFixed(2)} -> ${after.wer.toFixed(2)} (${after.wer > 0 ? `${(before.wer / after.wer).toFixed(1)}x fewer errors` : "no errors left"}); ` +
          `recognition ${before.seconds.toFixed(1)} s -> ${after.seconds.toFixed(1)} s (${(before.seconds / after.seconds).toFixed(2)}x)`,
      );
    }
  }

  const noisy = addNoise(clean, whiteNoise(clean.length, SEED), 10);
  await denoise(noisy, sampleRate); // warm: the first call compiles the WebAssembly
  const times: number[] = [];
  for (let i = 0; i < TIMED_RUNS; i++) {
    const started = performance.now();
    await denoise(noisy, sampleRate);
    times.push((performance.now() - started) / 1000);
  }
  const median = quantile(times, 0.5);
  console.log(`\nRNNoise real-time factor ${(median / audioSeconds).toFixed(4)} (median of ${TIMED_RUNS}: ${(median * 1000).toFixed(0)} ms for ${audioSeconds.toFixed(1)} s, resampling to 48 kHz and back included)`);
}

await main();
