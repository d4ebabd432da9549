/**
 * A recording split into its speech and its background, for dubbing: the speech is replaced by
 * the dubbed voices and the background is mixed under them. It is NOT source separation (no
 * installed engine does that), and how faithful the background is depends on what is in it:
 *
 * - The speech is the installed denoiser's output (RNNoise: it runs at 48 kHz, the audio resampled
 *   there and back), then every frequency steady over the whole recording (at or under
 *   {@link STEADY_MARGIN} times its 20th-percentile level: a tone, a hum, a fan) is taken out of it.
 *   The second step is needed because RNNoise keeps a steady tone as if it were voice (measured: a
 *   220 Hz or 1 kHz tone comes out of it untouched; broadband noise and most of a 60 Hz hum are
 *   removed).
 * - The background is the original minus that speech, sample for sample (the denoiser's output is
 *   aligned with its input: RNNoise's one frame of delay is taken back by its stream, and the test
 *   measures no offset). So it keeps broadband noise, steady tones and hums, and music and other
 *   sounds where no one speaks. Under speech it also keeps what the denoiser changed of the voice:
 *   the original voice is heard in it some 13-15 dB below the speech (measured on Flite speech), so
 *   a dub has a faint echo of the original under the new voice. Music under speech partly leaks
 *   into the speech (RNNoise keeps what sounds voiced), so it is partly lost from the background
 *   there; a sound that is steady only in part of a long recording is not taken for steady.
 *
 * Cost, measured on one core: RNNoise ~0.02 s per second of audio, the steady-sound step ~0.03 s
 * more at 44.1-48 kHz (it yields to the event loop every 64 frames).
 *
 * Without a denoiser the speech is the original and the background silence (`method` says so).
 */
import { fft } from "../audio/fft";
import { floatToInt16 } from "../audio/pcm-codecs";
import type { EngineRegistry } from "../engines/engine-registry";

export interface SeparatedSpeech {
  /** The voices (and what the denoiser mistook for them), the input's length and rate. */
  speech: Int16Array;
  /** The original minus the speech, the input's length and rate. */
  background: Int16Array;
  /** How it was split, in words. */
  method: string;
}

/** A frequency at or under this many times its steady level (its 20th percentile) is background. */
export const STEADY_MARGIN = 2;
/** The share of frames under which a frequency's level counts as its steady level. */
const STEADY_PERCENTILE = 0.2;
/** Analysis frames at least this long (the next power of two in samples): ~23 Hz apart at 48 kHz. */
const FRAME_SECONDS = 0.04;
/** Levels are counted in 1 dB steps up to this (16-bit audio stays under ~140 dB). */
const LEVELS = 160;
/** Frames analysed between two turns of the event loop. */
const FRAMES_PER_TURN = 64;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Splits mono 16-bit audio into speech and background; see the module comment. Rejects with the signal's reason on abort. */
export async function separateSpeech(registry: EngineRegistry, samples: Int16Array, sampleRate: number, opts: { signal?: AbortSignal } = {}): Promise<SeparatedSpeech> {
  const { signal } = opts;
  signal?.throwIfAborted();
  const denoiser = registry.denoiser();
  if (!denoiser) {
    return { speech: samples.slice(), background: new Int16Array(samples.length), method: "none: no denoising engine is installed, so the speech is the whole original and the background is silent" };
  }
  const cleaned = fitLength(await denoiser.denoise(samples, sampleRate), samples.length);
  signal?.throwIfAborted();
  const speech = await removeSteadySounds(cleaned, samples, sampleRate, signal);
  const background = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) background[i] = Math.max(-32768, Math.min(32767, samples[i] - speech[i]));
  return { speech, background, method: `${denoiser.id} noise suppression, steady tones removed from the speech; background = original - speech` };
}

/** `samples` cut or padded with silence to `length`. */
function fitLength(samples: Int16Array, length: number): Int16Array {
  if (samples.length === length) return samples;
  const out = new Int16Array(length);
  out.set(samples.subarray(0, length));
  return out;
}

/** Short-time spectra of one signal: frame `f` (from -1 hop, so every sample is covered twice) into `re`/`im`. */
class Spectra {
  readonly size: number;
  readonly hop: number;
  readonly frames: number;
  readonly re: Float64Array;
  readonly im: Float64Array;
  /** The square root of a periodic Hann window: applied before and after, copies a hop apart sum to 1. */
  readonly window: Float64Array;

  constructor(
    private readonly samples: Int16Array,
    sampleRate: number,
  ) {
    let size = 256;
    while (size < sampleRate * FRAME_SECONDS) size *= 2;
    this.size = size;
    this.hop = size / 2;
    this.frames = Math.ceil(samples.length / this.hop) + 1;
    this.re = new Float64Array(size);
    this.im = new Float64Array(size);
    this.window = Float64Array.from({ length: size }, (_, n) => Math.sqrt(0.5 - 0.5 * Math.cos((2 * Math.PI * n) / size)));
  }

  /** Index of the frame's first sample (negative for the first frame). */
  startOf(frame: number): number {
    return (frame - 1) * this.hop;
  }

  load(frame: number): void {
    const start = this.startOf(frame);
    for (let n = 0; n < this.size; n++) {
      const i = start + n;
      this.re[n] = i >= 0 && i < this.samples.length ? this.samples[i] * this.window[n] : 0;
      this.im[n] = 0;
    }
    fft(this.re, this.im);
  }

  power(k: number): number {
    return this.re[k] * this.re[k] + this.im[k] * this.im[k];
  }
}

/** Each frequency's steady level in `original` (power): its {@link STEADY_PERCENTILE} over all frames, counted in 1 dB steps. */
async function steadyLevels(original: Spectra, signal?: AbortSignal): Promise<Float64Array> {
  const bins = original.size / 2 + 1;
  const counts = new Uint32Array(bins * LEVELS);
  // Every other frame: frames a hop apart overlap by half, so these still cover all the audio.
  let counted = 0;
  for (let f = 0; f < original.frames; f += 2, counted++) {
    original.load(f);
    for (let k = 0; k < bins; k++) {
      const db = Math.round(10 * Math.log10(original.power(k) + 1));
      counts[k * LEVELS + Math.min(LEVELS - 1, db)]++;
    }
    if (counted % FRAMES_PER_TURN === FRAMES_PER_TURN - 1) await turn(signal);
  }
  const levels = new Float64Array(bins);
  for (let k = 0; k < bins; k++) {
    let seen = 0;
    let db = 0;
    while (db < LEVELS - 1 && (seen += counts[k * LEVELS + db]) < STEADY_PERCENTILE * counted) db++;
    levels[k] = 10 ** (db / 10);
  }
  return levels;
}

async function turn(signal?: AbortSignal): Promise<void> {
  await nextTurn();
  signal?.throwIfAborted();
}

/**
 * `cleaned` with every frequency taken out where `original` is at or under {@link STEADY_MARGIN}
 * times its steady level, and scaled down where it is near it (a spectral subtraction, gain
 * 1 - margin × steady / power, by short-time spectra overlapped by half).
 */
async function removeSteadySounds(cleaned: Int16Array, original: Int16Array, sampleRate: number, signal?: AbortSignal): Promise<Int16Array> {
  const source = new Spectra(original, sampleRate);
  const levels = await steadyLevels(source, signal);
  const speech = new Spectra(cleaned, sampleRate);
  const { size, re, im, window } = speech;
  const out = new Float64Array(cleaned.length);
  for (let f = 0; f < speech.frames; f++) {
    source.load(f);
    speech.load(f);
    for (let k = 0; k <= size / 2; k++) {
      const gain = Math.max(0, 1 - (STEADY_MARGIN * levels[k]) / (source.power(k) + 1));
      re[k] *= gain;
      im[k] *= gain;
      // The mirrored half of a real signal's spectrum, conjugated.
      if (k > 0 && k < size / 2) {
        re[size - k] = re[k];
        im[size - k] = -im[k];
      }
    }
    // The inverse transform as the forward one of the conjugate, conjugated (the real part is all that is kept).
    for (let n = 0; n < size; n++) im[n] = -im[n];
    fft(re, im);
    const start = speech.startOf(f);
    for (let n = 0; n < size; n++) {
      const i = start + n;
      if (i >= 0 && i < out.length) out[i] += (re[n] / size) * window[n];
    }
    if (f % FRAMES_PER_TURN === FRAMES_PER_TURN - 1) await turn(signal);
  }
  return floatToInt16(out, 1); // on the 16-bit scale already
}
