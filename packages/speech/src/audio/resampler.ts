/**
 * Streaming polyphase resampler for mono Int16 PCM.
 *
 * Sample rates are integers, so the ratio is rational: out/in = up/down in
 * lowest terms (22050 -> 24000 is 160/147, 16000 -> 24000 is 3/2). Output
 * sample n lies at input time n * down / up, which falls on one of only `up`
 * fractional positions ("phases"). The windowed-sinc weights of every phase
 * are computed once per rate pair and cached, so each output sample costs
 * one dot product of `2 * reach` multiply-adds (26 when upsampling): no
 * kernel-table interpolation, no per-tap bounds checks, exact integer time
 * keeping. ~3x faster than the earlier per-tap interpolated kernel, with
 * the same filter (outputs differ by at most 1 LSB).
 *
 * It keeps the tail of the previous input between calls, so feeding audio
 * in arbitrary chunks gives exactly the same samples as feeding it at once
 * (no clicks at chunk boundaries). The price is a latency of `reach` input
 * samples (13, 0.6 ms, when upsampling 22.05 kHz), which `flush()` releases.
 */

import { concatSamples } from "./pcm-codecs";

/**
 * Zero crossings of the sinc kernel on each side. With a Blackman window
 * (side lobes -58 dB and falling fast) and the cutoff at 0.97 of the lower
 * Nyquist frequency, measured with tones: flat within 0.15 dB and aliases
 * or images below -68 dB up to ~0.82 of that frequency (9 kHz for 22.05 kHz
 * input). Above it, in the transition band, a tone's alias rises (-42 dB at
 * 9.5 kHz, -27 dB at 10 kHz), but speech from these engines is 30-40 dB
 * below its loudest band there, so aliases stay around -60 dB of the speech:
 * inaudible. Fewer crossings widen the transition band down into the range
 * where speech still has energy; a shorter filter is not worth the savings.
 */
const HALF_ZEROS = 12;
/** Cutoff as a fraction of the lower of the two Nyquist frequencies. */
const CUTOFF = 0.97;

interface FilterBank {
  /** Output samples per `down` input samples. */
  readonly up: number;
  readonly down: number;
  /** Input samples on each side of an output instant that carry weight. */
  readonly reach: number;
  /** Weights per phase (`2 * reach` of them); phase p starts at p * 2 * reach. */
  readonly weights: Float64Array;
}

const banks = new Map<string, FilterBank>();

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** Blackman-windowed sinc at `x` zero crossings from the centre (0 beyond HALF_ZEROS). */
function kernel(x: number): number {
  if (x >= HALF_ZEROS) return 0;
  const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
  const w = 0.5 + 0.5 * (x / HALF_ZEROS); // position in the full window, 0..1
  return sinc * (0.42 - 0.5 * Math.cos(2 * Math.PI * w) + 0.08 * Math.cos(4 * Math.PI * w));
}

/** The weights for one rate pair, built on first use (a few ms at most) and shared by all streams. */
function filterBank(inputRate: number, outputRate: number): FilterBank {
  const key = `${inputRate}:${outputRate}`;
  const cached = banks.get(key);
  if (cached) return cached;
  const divisor = gcd(inputRate, outputRate);
  const up = outputRate / divisor;
  const down = inputRate / divisor;
  const cutoff = Math.min(1, outputRate / inputRate) * CUTOFF; // relative to the input Nyquist
  const reach = Math.ceil(HALF_ZEROS / cutoff);
  const taps = 2 * reach;
  const weights = new Float64Array(up * taps);
  for (let phase = 0; phase < up; phase++) {
    // Tap j weighs input (base - reach + 1 + j) for an output at input time base + phase / up.
    let sum = 0;
    for (let j = 0; j < taps; j++) {
      const distance = phase / up + reach - 1 - j;
      const w = kernel(Math.abs(distance) * cutoff);
      weights[phase * taps + j] = w;
      sum += w;
    }
    // Unit gain at DC for every phase: no phase-dependent level ripple (a faint tone at the phase rate).
    for (let j = 0; j < taps; j++) weights[phase * taps + j] /= sum;
  }
  const bank = { up, down, reach, weights };
  banks.set(key, bank);
  return bank;
}

/** Resamples one stream from `inputRate` to `outputRate` (see the module comment). */
export class Resampler {
  private readonly bank: FilterBank | undefined;
  /** Input history as numbers in Int16 units (weights sum to 1, so no rescaling is needed). */
  private buffer: Float64Array;
  private bufferStart: number; // absolute input index of buffer[0]
  private bufferLength = 0;
  private base = 0; // absolute input index at or before the next output's instant
  private phase = 0; // that instant is base + phase / up
  private totalInput = 0;
  private outputCount = 0;

  constructor(readonly inputRate: number, readonly outputRate: number) {
    if (inputRate === outputRate) {
      this.buffer = new Float64Array(0);
      this.bufferStart = 0;
      return;
    }
    this.bank = filterBank(inputRate, outputRate);
    const { reach } = this.bank;
    // Zeros before the first sample, so the first outputs see silence, not garbage.
    this.buffer = new Float64Array(8192 + 2 * reach);
    this.bufferStart = -reach;
    this.bufferLength = reach;
  }

  /** Resamples the next chunk; returns the output samples now computable (a copy when the rates match). */
  process(input: Int16Array): Int16Array {
    if (!this.bank) return input.slice();
    this.append(input);
    this.totalInput += input.length;
    return this.produce(Infinity);
  }

  /** Releases the samples held back for look-ahead (pads with silence). */
  flush(): Int16Array {
    if (!this.bank) return new Int16Array(0);
    this.append(new Int16Array(this.bank.reach + 1));
    const expected = Math.round((this.totalInput * this.outputRate) / this.inputRate);
    return this.produce(expected - this.outputCount);
  }

  private append(input: Int16Array): void {
    const needed = this.bufferLength + input.length;
    if (needed > this.buffer.length) {
      const next = new Float64Array(Math.max(needed, this.buffer.length * 2));
      next.set(this.buffer.subarray(0, this.bufferLength));
      this.buffer = next;
    }
    const { buffer } = this;
    const offset = this.bufferLength;
    for (let i = 0; i < input.length; i++) buffer[offset + i] = input[i];
    this.bufferLength = needed;
  }

  /** Emits up to `limit` outputs whose kernel lies within the buffered input. */
  private produce(limit: number): Int16Array {
    const { up, down, reach, weights } = this.bank!;
    const taps = 2 * reach;
    const buffer = this.buffer;
    const end = this.bufferStart + this.bufferLength; // one past the last buffered input
    // Outputs whose last tap (base + reach) is buffered; counted exactly so no growth is needed.
    const lastBase = end - 1 - reach;
    let count = lastBase < this.base ? 0 : Math.floor(((lastBase - this.base + 1) * up - this.phase - 1) / down) + 1;
    if (count > limit) count = limit;
    const out = new Int16Array(Math.max(0, count));
    let base = this.base;
    let phase = this.phase;
    let first = base - reach + 1 - this.bufferStart; // buffer index of tap 0
    for (let n = 0; n < count; n++) {
      // Two accumulators (taps is even): shorter dependency chains, ~25% faster in V8.
      let w = phase * taps;
      const wEnd = w + taps;
      let i = first;
      let acc0 = 0;
      let acc1 = 0;
      for (; w < wEnd; w += 2, i += 2) {
        acc0 += weights[w] * buffer[i];
        acc1 += weights[w + 1] * buffer[i + 1];
      }
      const v = Math.round(acc0 + acc1);
      out[n] = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
      phase += down;
      if (phase >= up) {
        const steps = Math.floor(phase / up);
        base += steps;
        first += steps;
        phase -= steps * up;
      }
    }
    this.base = base;
    this.phase = phase;
    this.outputCount += out.length;
    this.discardBefore(base - reach + 1);
    return out;
  }

  private discardBefore(absoluteIndex: number): void {
    const drop = absoluteIndex - this.bufferStart;
    if (drop <= 0) return;
    const n = Math.min(drop, this.bufferLength);
    this.buffer.copyWithin(0, n, this.bufferLength);
    this.bufferLength -= n;
    this.bufferStart += n;
  }
}

/** A whole signal at another rate (the same array when the rates match). */
export function resampleWhole(samples: Int16Array, inputRate: number, outputRate: number): Int16Array {
  if (inputRate === outputRate) return samples;
  const resampler = new Resampler(inputRate, outputRate);
  return concatSamples([resampler.process(samples), resampler.flush()]);
}
