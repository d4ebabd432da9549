/**
 * The acoustic features Kaldi's x-vector recipes feed their networks, computed as Kaldi computes
 * them (`compute-mfcc-feats`, `compute-vad`, `apply-cmvn-sliding`), so that a Kaldi-trained model
 * sees what it was trained on:
 *
 * - MFCC: 25 ms frames every 10 ms (frames that do not fit whole are dropped, `--snip-edges`),
 *   dither, DC removal, log raw energy, pre-emphasis 0.97, Povey window, FFT padded to a power of
 *   two, power spectrum, triangular mel filters, log, DCT, cepstral liftering 22, and the first
 *   coefficient replaced by the log energy (`--use-energy`).
 * - Energy VAD: a frame is speech when enough frames around it are louder than a threshold that
 *   follows the recording's mean log energy.
 * - Sliding cepstral mean normalisation: each frame minus the mean of a window centred on it.
 *
 * Samples are on the 16-bit scale (-32768..32767), as Kaldi reads WAV files.
 */
import { seededRandom } from "../runtime/seeded-random";
import { fft } from "../audio/fft";

/** MFCC settings; the defaults are Kaldi's, except those a model's `mfcc.conf` sets. */
export interface MfccOptions {
  sampleRate: number;
  numCeps: number;
  numMelBins: number;
  lowFreq: number;
  /** Positive: in Hz. Zero or negative: that far below the Nyquist frequency. */
  highFreq: number;
  frameLengthMs: number;
  frameShiftMs: number;
  preemphasis: number;
  cepstralLifter: number;
  /** Standard deviation of the Gaussian noise added to every sample (Kaldi's default 1.0). */
  dither: number;
  /** Seed of the dither's random numbers, so the same audio always gives the same features. */
  ditherSeed: number;
}

/** Kaldi's MFCC defaults. */
export const KALDI_MFCC_DEFAULTS: Omit<MfccOptions, "sampleRate"> = {
  numCeps: 13,
  numMelBins: 23,
  lowFreq: 20,
  highFreq: 0,
  frameLengthMs: 25,
  frameShiftMs: 10,
  preemphasis: 0.97,
  cepstralLifter: 22,
  dither: 1,
  ditherSeed: 1,
};

/** Features: `frames` rows of `dim` values, row-major. */
export interface FeatureMatrix {
  frames: number;
  dim: number;
  data: Float32Array;
}

const FLT_EPSILON = 1.1920928955078125e-7;
const melScale = (hz: number) => 1127 * Math.log(1 + hz / 700);

/** Weights of each mel filter over the FFT bins below the Nyquist bin (Kaldi's MelBanks). */
function melFilters(opts: MfccOptions, paddedLength: number): { first: number; weights: Float64Array }[] {
  const nyquist = opts.sampleRate / 2;
  const highFreq = opts.highFreq > 0 ? opts.highFreq : nyquist + opts.highFreq;
  if (opts.lowFreq < 0 || highFreq <= opts.lowFreq || highFreq > nyquist) {
    throw new RangeError(`mel filters need 0 <= lowFreq < highFreq <= ${nyquist} Hz, got ${opts.lowFreq}..${highFreq}`);
  }
  const binWidth = opts.sampleRate / paddedLength;
  const low = melScale(opts.lowFreq);
  const delta = (melScale(highFreq) - low) / (opts.numMelBins + 1);
  const filters: { first: number; weights: Float64Array }[] = [];
  for (let bin = 0; bin < opts.numMelBins; bin++) {
    const left = low + bin * delta;
    const centre = left + delta;
    const right = centre + delta;
    const weights: number[] = [];
    let first = -1;
    for (let i = 0; i < paddedLength / 2; i++) {
      const mel = melScale(binWidth * i);
      if (mel > left && mel < right) {
        if (first < 0) first = i;
        weights[i - first] = mel <= centre ? (mel - left) / (centre - left) : (right - mel) / (right - centre);
      }
    }
    if (first < 0) throw new RangeError(`mel filter ${bin} covers no FFT bin: too many mel bins for this frame length`);
    filters.push({ first, weights: Float64Array.from(weights, (w) => w ?? 0) });
  }
  return filters;
}

/** Deterministic standard normal numbers (mulberry32 + Box-Muller). */
function gaussianSource(seed: number): () => number {
  const uniform = seededRandom(seed);
  return () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
}

/** MFCC features of mono samples (16-bit scale) at `opts.sampleRate`. */
export function computeMfcc(samples: ArrayLike<number>, options: Partial<MfccOptions> & { sampleRate: number }): FeatureMatrix {
  const opts: MfccOptions = { ...KALDI_MFCC_DEFAULTS, ...options };
  const length = Math.round((opts.sampleRate * opts.frameLengthMs) / 1000);
  const shift = Math.round((opts.sampleRate * opts.frameShiftMs) / 1000);
  if (opts.numCeps > opts.numMelBins) throw new RangeError("numCeps cannot exceed numMelBins");
  let padded = 1;
  while (padded < length) padded <<= 1;
  const frames = samples.length < length ? 0 : 1 + Math.floor((samples.length - length) / shift);
  const filters = melFilters(opts, padded);
  const window = Float64Array.from({ length }, (_, i) => Math.pow(0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (length - 1)), 0.85));
  const dct = Float64Array.from({ length: opts.numCeps * opts.numMelBins }, (_, at) => {
    const k = Math.floor(at / opts.numMelBins);
    const n = at % opts.numMelBins;
    return k === 0 ? Math.sqrt(1 / opts.numMelBins) : Math.sqrt(2 / opts.numMelBins) * Math.cos((Math.PI / opts.numMelBins) * (n + 0.5) * k);
  });
  const lifter = Float64Array.from({ length: opts.numCeps }, (_, i) =>
    opts.cepstralLifter === 0 ? 1 : 1 + 0.5 * opts.cepstralLifter * Math.sin((Math.PI * i) / opts.cepstralLifter),
  );
  const gauss = gaussianSource(opts.ditherSeed);
  const out = new Float32Array(frames * opts.numCeps);
  const re = new Float64Array(padded);
  const im = new Float64Array(padded);
  const mel = new Float64Array(opts.numMelBins);
  for (let f = 0; f < frames; f++) {
    re.fill(0);
    im.fill(0);
    let mean = 0;
    for (let i = 0; i < length; i++) {
      re[i] = samples[f * shift + i] + (opts.dither !== 0 ? opts.dither * gauss() : 0);
      mean += re[i];
    }
    mean /= length;
    let energy = 0;
    for (let i = 0; i < length; i++) {
      re[i] -= mean;
      energy += re[i] * re[i];
    }
    const logEnergy = Math.log(Math.max(energy, FLT_EPSILON));
    for (let i = length - 1; i > 0; i--) re[i] -= opts.preemphasis * re[i - 1];
    re[0] -= opts.preemphasis * re[0];
    for (let i = 0; i < length; i++) re[i] *= window[i];
    fft(re, im);
    for (let b = 0; b < filters.length; b++) {
      const { first, weights } = filters[b];
      let sum = 0;
      for (let i = 0; i < weights.length; i++) sum += weights[i] * (re[first + i] * re[first + i] + im[first + i] * im[first + i]);
      mel[b] = Math.log(Math.max(sum, FLT_EPSILON));
    }
    for (let k = 0; k < opts.numCeps; k++) {
      let c = 0;
      for (let n = 0; n < opts.numMelBins; n++) c += dct[k * opts.numMelBins + n] * mel[n];
      out[f * opts.numCeps + k] = c * lifter[k];
    }
    out[f * opts.numCeps] = logEnergy; // --use-energy: c0 is replaced by the raw log energy
  }
  return { frames, dim: opts.numCeps, data: out };
}

/** Kaldi `compute-vad` settings (these defaults are those of Kaldi's x-vector recipes' `vad.conf`). */
export interface EnergyVadOptions {
  energyThreshold: number;
  energyMeanScale: number;
  proportionThreshold: number;
  framesContext: number;
}

export const XVECTOR_VAD_DEFAULTS: EnergyVadOptions = { energyThreshold: 5.5, energyMeanScale: 0.5, proportionThreshold: 0.12, framesContext: 2 };

/** Which frames are speech, by Kaldi's energy VAD on the log energy in column 0 of `features`. */
export function energyVad(features: FeatureMatrix, opts: EnergyVadOptions = XVECTOR_VAD_DEFAULTS): boolean[] {
  const { frames, dim, data } = features;
  let sum = 0;
  for (let t = 0; t < frames; t++) sum += data[t * dim];
  const threshold = opts.energyThreshold + (frames > 0 ? (opts.energyMeanScale * sum) / frames : 0);
  const voiced: boolean[] = [];
  for (let t = 0; t < frames; t++) {
    let loud = 0;
    let counted = 0;
    for (let u = Math.max(0, t - opts.framesContext); u <= Math.min(frames - 1, t + opts.framesContext); u++) {
      counted++;
      if (data[u * dim] > threshold) loud++;
    }
    voiced.push(loud >= counted * opts.proportionThreshold);
  }
  return voiced;
}

/**
 * Kaldi's `apply-cmvn-sliding --center=true --norm-vars=false`: each frame minus the mean of the
 * `window` frames centred on it (the window slides inwards at the edges and shrinks to the whole
 * input when that is shorter).
 */
export function slidingCmn(features: FeatureMatrix, window = 300): FeatureMatrix {
  const { frames, dim, data } = features;
  const out = new Float32Array(data.length);
  const sum = new Float64Array(dim);
  let lo = 0; // the frames in [lo, hi) are summed
  let hi = 0;
  for (let t = 0; t < frames; t++) {
    let start = t - Math.floor(window / 2);
    let end = start + window;
    if (start < 0) {
      end -= start;
      start = 0;
    }
    if (end > frames) {
      start = Math.max(0, start - (end - frames));
      end = frames;
    }
    for (; hi < end; hi++) for (let i = 0; i < dim; i++) sum[i] += data[hi * dim + i];
    for (; lo < start; lo++) for (let i = 0; i < dim; i++) sum[i] -= data[lo * dim + i];
    const count = end - start;
    for (let i = 0; i < dim; i++) out[t * dim + i] = data[t * dim + i] - sum[i] / count;
  }
  return { frames, dim, data: out };
}

/** The rows of `features` whose flag in `keep` is set. */
export function selectFrames(features: FeatureMatrix, keep: readonly boolean[]): FeatureMatrix {
  const { frames, dim, data } = features;
  const rows: number[] = [];
  for (let t = 0; t < frames; t++) if (keep[t]) rows.push(t);
  const out = new Float32Array(rows.length * dim);
  rows.forEach((t, r) => out.set(data.subarray(t * dim, (t + 1) * dim), r * dim));
  return { frames: rows.length, dim, data: out };
}
