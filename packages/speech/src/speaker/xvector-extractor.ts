/**
 * Speaker embeddings (x-vectors) from audio, in the calling thread: resample to the model's rate,
 * Kaldi MFCC, sliding mean normalisation, energy VAD (only speech frames are used), the x-vector
 * network over chunks of at most ~4 s of speech (the length its pooling window covers), the
 * chunks' x-vectors averaged by frames pooled, then centred, whitened and scaled to unit length
 * (as Vosk does before comparing speakers by cosine).
 *
 * Pure TypeScript: no native code, so nothing here can abort the process. It costs ~0.2 s of CPU
 * per second of speech, so callers outside tests use it from the speaker worker thread.
 */
import { resampleWhole } from "../audio/resampler";
import { computeMfcc, energyVad, selectFrames, slidingCmn, type MfccOptions } from "./kaldi-features";
import { parseKaldiTextVector, readKaldiMatrixFile, type KaldiMatrix } from "./kaldi-reader";
import type { SpeakerModelBytes } from "./speaker-model-files";
import { XvectorNnet } from "./xvector-nnet";

/** Frames of speech (10 ms each) an embedding needs at least; Vosk's minimum too. */
export const MIN_SPEECH_FRAMES = 50;
/** Window of Kaldi's sliding mean normalisation in the x-vector recipes (3 s). */
const CMN_WINDOW = 300;

/** Audio with too little speech to embed (under 0.5 s once silence is dropped). */
export class NotEnoughSpeechError extends RangeError {
  constructor(readonly speechSeconds: number) {
    super(`A speaker embedding needs at least ${MIN_SPEECH_FRAMES / 100} s of speech; this audio has ${speechSeconds.toFixed(2)} s.`);
    this.name = "NotEnoughSpeechError";
  }
}

/** The options a model's `mfcc.conf` sets, over Kaldi's defaults. */
export function parseMfccConf(text: string): Partial<MfccOptions> & { sampleRate: number } {
  const opts: Partial<MfccOptions> = {};
  let sampleRate = 16000; // Kaldi's default --sample-frequency
  for (const line of text.split("\n").map((l) => l.replace(/#.*/, "").trim()).filter(Boolean)) {
    const m = /^--([a-z-]+)=(\S+)$/.exec(line);
    if (!m) throw new Error(`mfcc.conf: cannot read "${line}"`);
    const value = m[2];
    const num = Number(value);
    switch (m[1]) {
      case "sample-frequency": sampleRate = num; break; // prettier-ignore
      case "high-freq": opts.highFreq = num; break; // prettier-ignore
      case "low-freq": opts.lowFreq = num; break; // prettier-ignore
      case "num-ceps": opts.numCeps = num; break; // prettier-ignore
      case "num-mel-bins": opts.numMelBins = num; break; // prettier-ignore
      case "frame-length": opts.frameLengthMs = num; break; // prettier-ignore
      case "frame-shift": opts.frameShiftMs = num; break; // prettier-ignore
      case "dither": opts.dither = num; break; // prettier-ignore
      case "allow-downsample": break; // we resample to the model's rate ourselves
      default: throw new Error(`mfcc.conf: unsupported option --${m[1]}`);
    }
    if (m[1] !== "allow-downsample" && !Number.isFinite(num)) throw new Error(`mfcc.conf: --${m[1]} is not a number`);
  }
  return { ...opts, sampleRate };
}

/** A loaded speaker model that turns audio into unit-length embeddings. */
export class XvectorExtractor {
  private constructor(
    private readonly nnet: XvectorNnet,
    private readonly mfcc: Partial<MfccOptions> & { sampleRate: number },
    private readonly mean: Float32Array,
    private readonly transform: KaldiMatrix,
  ) {}

  /** Builds the extractor from the model's (already verified) file contents. */
  static fromFiles(files: SpeakerModelBytes): XvectorExtractor {
    const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
    const nnet = XvectorNnet.parse(files["final.ext.raw"], "final.ext.raw");
    const mfcc = parseMfccConf(text(files["mfcc.conf"]));
    const mean = parseKaldiTextVector(text(files["mean.vec"]), "mean.vec");
    const transform = readKaldiMatrixFile(files["transform.mat"], "transform.mat");
    if ((mfcc.numCeps ?? 13) !== nnet.inputDim) throw new Error(`mfcc.conf gives ${mfcc.numCeps} coefficients, the network takes ${nnet.inputDim}`);
    if (mean.length !== nnet.outputDim || transform.cols !== nnet.outputDim) {
      throw new Error(`mean.vec (${mean.length}) and transform.mat (${transform.rows}x${transform.cols}) do not fit the network's ${nnet.outputDim}-value output`);
    }
    return new XvectorExtractor(nnet, mfcc, mean, transform);
  }

  /** The model's sample rate; other input is resampled to it. */
  get sampleRate(): number {
    return this.mfcc.sampleRate;
  }

  /** Length of the embeddings. */
  get dimension(): number {
    return this.transform.rows;
  }

  /**
   * The speaker embedding of mono 16-bit audio at any rate: unit length. Throws a
   * {@link NotEnoughSpeechError} when under 0.5 s of it is speech.
   */
  embed(samples: Int16Array, sampleRate: number): Float32Array {
    const audio = sampleRate === this.sampleRate ? samples : resampleWhole(samples, sampleRate, this.sampleRate);
    const features = computeMfcc(audio, this.mfcc);
    // As the recipe does: normalise over all frames, then keep the speech frames.
    const speech = selectFrames(slidingCmn(features, CMN_WINDOW), energyVad(features));
    if (speech.frames < MIN_SPEECH_FRAMES) throw new NotEnoughSpeechError(speech.frames / 100);

    // Chunks as even as possible, each short enough that the pooling window covers all of it.
    const maxChunk = this.nnet.poolingRightContext + this.nnet.rightContext + 1;
    const chunks = Math.ceil(speech.frames / maxChunk);
    const size = Math.ceil(speech.frames / chunks);
    const sum = new Float64Array(this.nnet.outputDim);
    let weight = 0;
    for (let from = 0; from < speech.frames; from += size) {
      const frames = Math.min(size, speech.frames - from);
      if (frames < MIN_SPEECH_FRAMES && weight > 0) break; // a scrap at the end adds noise, not information
      const { xvector, pooledFrames } = this.nnet.extract(speech.data.subarray(from * speech.dim, (from + frames) * speech.dim), frames);
      for (let i = 0; i < sum.length; i++) sum[i] += xvector[i] * pooledFrames;
      weight += pooledFrames;
    }

    const centred = Float64Array.from(sum, (v, i) => v / weight - this.mean[i]);
    const { rows, cols, data } = this.transform;
    const out = new Float32Array(rows);
    let norm = 0;
    for (let r = 0; r < rows; r++) {
      let v = 0;
      for (let c = 0; c < cols; c++) v += data[r * cols + c] * centred[c];
      out[r] = v;
      norm += v * v;
    }
    norm = Math.sqrt(norm);
    if (!(norm > 0)) throw new Error("the speaker model produced an empty embedding");
    for (let r = 0; r < rows; r++) out[r] /= norm;
    return out;
  }
}
