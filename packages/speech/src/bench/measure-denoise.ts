/**
 * How much RNNoise helps, on real speech from an embedded voice with noise added at a fixed SNR:
 *   npx tsx packages/speech/src/bench/measure-denoise.ts
 * Prints the signal-to-noise ratio against the clean speech and PocketSphinx's word error rate,
 * before and after denoising, and the denoiser's real-time factor. The noise comes from a seeded
 * generator and both engines are deterministic, so the figures are the same on every run.
 */
import { pathToFileURL } from "node:url";
import { resampleWhole } from "../audio/resampler";
import { denoise } from "../denoise/rnnoise";
import { realTimeFactorOf } from "../engines/engine-registry";
import { wordErrorRate } from "../recognition/word-error-rate";
import { POCKETSPHINX_SAMPLE_RATE, recognizeWithPocketsphinx } from "../recognition/pocketsphinx";
import { seededRandom } from "../runtime/seeded-random";
import { synthesizeRaw } from "../service/speech-service";
import { PREMADE_VOICES } from "../voices/premade-voices";

/** What the voice says: plain words PocketSphinx's dictionary knows, three sentences. */
export const DENOISE_TEXT =
  "The quick brown fox jumps over the lazy dog. " +
  "We walked along the river until the sun went down behind the hills. " +
  "Please call me back tomorrow morning when you have a few minutes.";

/** Gaussian white noise with unit variance (Box-Muller), `length` samples from `seed`. */
export function whiteNoise(length: number, seed: number): Float64Array {
  const random = seededRandom(seed);
  const out = new Float64Array(length);
  for (let i = 0; i < length; i += 2) {
    const r = Math.sqrt(-2 * Math.log(1 - random()));
    const phi = 2 * Math.PI * random();
    out[i] = r * Math.cos(phi);
    if (i + 1 < length) out[i + 1] = r * Math.sin(phi);
  }
  return out;
}

/** Pink (1/f) noise with unit variance: white noise through Paul Kellett's filter (within 0.05 dB from 9 Hz up at 44.1 kHz). */
export function pinkNoise(length: number, seed: number): Float64Array {
  const white = whiteNoise(length, seed);
  const out = new Float64Array(length);
  let b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0, b6 = 0;
  let power = 0;
  for (let i = 0; i < length; i++) {
    const w = white[i];
    b0 = 0.99886 * b0 + w * 0.0555179;
    b1 = 0.99332 * b1 + w * 0.0750759;
    b2 = 0.969 * b2 + w * 0.153852;
    b3 = 0.8665 * b3 + w * 0.3104856;
    b4 = 0.55 * b4 + w * 0.5329522;
    b5 = -0.7616 * b5 - w * 0.016898;
    out[i] = b0 + b1 + b2 + b3 + b4 + b5 + b6 + w * 0.5362;
    b6 = w * 0.115926;
    power += out[i] * out[i];
  }
  const scale = length > 0 ? 1 / Math.sqrt(power / length) : 1;
  for (let i = 0; i < length; i++) out[i] *= scale;
  return out;
}

function energy(samples: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i] * samples[i];
  return sum;
}

/** `clean` plus `noise` scaled so the ratio of their powers over the whole signal is `snrDb` (clipped to 16 bits). */
export function addNoise(clean: Int16Array, noise: Float64Array, snrDb: number): Int16Array {
  if (noise.length < clean.length) throw new RangeError("the noise is shorter than the signal");
  const gain = Math.sqrt(energy(clean) / energy(noise.subarray(0, clean.length)) / 10 ** (snrDb / 10));
  const out = new Int16Array(clean.length);
  for (let i = 0; i < clean.length; i++) {
    const v = Math.round(clean[i] + gain * noise[i]);
    out[i] = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
  }
  return out;
}

/** Signal-to-noise ratio in dB of `test` against the `clean` signal it should equal (everything else counts as noise). */
export function snrDb(clean: Int16Array, test: Int16Array): number {
  if (clean.length !== test.length) throw new RangeError("the signals differ in length");
  let error = 0;
  for (let i = 0; i < clean.length; i++) error += (test[i] - clean[i]) ** 2;
  return 10 * Math.log10(energy(clean) / error);
}

/** PocketSphinx's word error rate on `samples` (at `sampleRate`) against `text`. */
export async function recognitionErrorRate(text: string, samples: Int16Array, sampleRate: number): Promise<number> {
  const heard = await recognizeWithPocketsphinx(resampleWhole(samples, sampleRate, POCKETSPHINX_SAMPLE_RATE), { timeoutMs: 300_000 });
  return wordErrorRate(text, heard.text);
}

/** One kind of noise: the figures before and after denoising. */
export interface DenoiseCase {
  noise: "white" | "pink";
  snrBefore: number;
  snrAfter: number;
  werBefore: number;
  werAfter: number;
}

export interface DenoiseMeasurement {
  /** Seconds of speech denoised per case. */
  audioSeconds: number;
  sampleRate: number;
  /** The SNR the noise was added at, dB. */
  snrDb: number;
  /** PocketSphinx on the clean speech: the floor the denoiser can reach at best. */
  werClean: number;
  /** Seconds of denoising per second of audio (median of warm runs, this thread). */
  realTimeFactor: number;
  cases: DenoiseCase[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The voice of the measurement: Flite's Alasdair (awb, 16 kHz), the one PocketSphinx hears best here (WER 0.03 clean). */
export const DENOISE_VOICE = PREMADE_VOICES.find((v) => v.engineVoice === "awb")!;

/**
 * {@link DENOISE_VOICE} reads {@link DENOISE_TEXT}; white and pink noise are added at `snr` dB
 * (default 10, seeded); each noisy copy is denoised and recognised. Needs PocketSphinx installed.
 */
export async function measureDenoise(opts: { snr?: number; seed?: number; runs?: number } = {}): Promise<DenoiseMeasurement> {
  const snr = opts.snr ?? 10;
  const seed = opts.seed ?? 1;
  const voice = DENOISE_VOICE;
  const said = await synthesizeRaw({ text: DENOISE_TEXT, voiceId: voice.voiceId });
  const { samples: clean, sampleRate } = said;
  const audioSeconds = clean.length / sampleRate;

  const cases: DenoiseCase[] = [];
  for (const [noise, make] of [["white", whiteNoise], ["pink", pinkNoise]] as const) {
    const noisy = addNoise(clean, make(clean.length, seed), snr);
    const cleaned = await denoise(noisy, sampleRate);
    cases.push({
      noise,
      snrBefore: snrDb(clean, noisy),
      snrAfter: snrDb(clean, cleaned),
      werBefore: await recognitionErrorRate(DENOISE_TEXT, noisy, sampleRate),
      werAfter: await recognitionErrorRate(DENOISE_TEXT, cleaned, sampleRate),
    });
  }

  const noisy = addNoise(clean, whiteNoise(clean.length, seed), snr);
  await denoise(noisy, sampleRate); // warm: the first call compiles the WebAssembly
  const times: number[] = [];
  for (let i = 0; i < (opts.runs ?? 5); i++) {
    const started = performance.now();
    await denoise(noisy, sampleRate);
    times.push((performance.now() - started) / 1000);
  }
  return {
    audioSeconds,
    sampleRate,
    snrDb: snr,
    werClean: await recognitionErrorRate(DENOISE_TEXT, clean, sampleRate),
    realTimeFactor: realTimeFactorOf(median(times), audioSeconds),
    cases,
  };
}

/** The measurement as printable lines. */
export function formatDenoiseMeasurement(m: DenoiseMeasurement): string[] {
  const lines = [
    `RNNoise on ${m.audioSeconds.toFixed(1)} s of speech at ${m.sampleRate} Hz, noise added at ${m.snrDb} dB SNR`,
    `real-time factor ${m.realTimeFactor} (resampling to 48 kHz and back included); PocketSphinx WER on the clean speech ${m.werClean.toFixed(2)}`,
  ];
  for (const c of m.cases) {
    lines.push(
      `${c.noise.padEnd(5)} noise: SNR ${c.snrBefore.toFixed(1)} -> ${c.snrAfter.toFixed(1)} dB (${(c.snrAfter - c.snrBefore >= 0 ? "+" : "") + (c.snrAfter - c.snrBefore).toFixed(1)} dB), ` +
        `WER ${c.werBefore.toFixed(2)} -> ${c.werAfter.toFixed(2)}`,
    );
  }
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of formatDenoiseMeasurement(await measureDenoise())) console.log(line);
}

export { wordErrorRate };
