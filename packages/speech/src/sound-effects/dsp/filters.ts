/** Biquad filters (RBJ cookbook), fixed or swept, processing in place. */

export type FilterType = "lowpass" | "highpass" | "bandpass" | "peak";

/** One biquad section, transposed direct form II. */
export class Biquad {
  private b0 = 1;
  private b1 = 0;
  private b2 = 0;
  private a1 = 0;
  private a2 = 0;
  private z1 = 0;
  private z2 = 0;

  constructor(
    private readonly type: FilterType,
    private readonly sampleRate: number,
    freq: number,
    private q = Math.SQRT1_2,
    private readonly gainDb = 0,
  ) {
    this.tune(freq);
  }

  /** Moves the centre or cutoff (state kept, so sweeps are smooth). */
  tune(freq: number, q = this.q): void {
    this.q = q;
    const f = Math.min(Math.max(freq, 10), this.sampleRate * 0.45);
    const w = (2 * Math.PI * f) / this.sampleRate;
    const cos = Math.cos(w);
    const alpha = Math.sin(w) / (2 * q);
    let b0: number, b1: number, b2: number, a0: number, a1: number, a2: number;
    switch (this.type) {
      case "lowpass":
        b1 = 1 - cos;
        b0 = b2 = b1 / 2;
        a0 = 1 + alpha; a1 = -2 * cos; a2 = 1 - alpha;
        break;
      case "highpass":
        b1 = -(1 + cos);
        b0 = b2 = (1 + cos) / 2;
        a0 = 1 + alpha; a1 = -2 * cos; a2 = 1 - alpha;
        break;
      case "bandpass":
        // Constant 0 dB peak gain.
        b0 = alpha; b1 = 0; b2 = -alpha;
        a0 = 1 + alpha; a1 = -2 * cos; a2 = 1 - alpha;
        break;
      case "peak": {
        const a = Math.pow(10, this.gainDb / 40);
        b0 = 1 + alpha * a; b1 = -2 * cos; b2 = 1 - alpha * a;
        a0 = 1 + alpha / a; a1 = -2 * cos; a2 = 1 - alpha / a;
        break;
      }
    }
    this.b0 = b0 / a0; this.b1 = b1 / a0; this.b2 = b2 / a0;
    this.a1 = a1 / a0; this.a2 = a2 / a0;
  }

  process(x: number): number {
    const y = this.b0 * x + this.z1;
    this.z1 = this.b1 * x - this.a1 * y + this.z2;
    this.z2 = this.b2 * x - this.a2 * y;
    return y;
  }
}

/** Filters `x` in place with a fixed biquad; returns `x`. */
export function filter(x: Float32Array, sampleRate: number, type: FilterType, freq: number, q = Math.SQRT1_2, gainDb = 0): Float32Array {
  const f = new Biquad(type, sampleRate, freq, q, gainDb);
  for (let i = 0; i < x.length; i++) x[i] = f.process(x[i]);
  return x;
}

export const lowpass = (x: Float32Array, sampleRate: number, freq: number, q?: number) => filter(x, sampleRate, "lowpass", freq, q);
export const highpass = (x: Float32Array, sampleRate: number, freq: number, q?: number) => filter(x, sampleRate, "highpass", freq, q);
export const bandpass = (x: Float32Array, sampleRate: number, freq: number, q = 1) => filter(x, sampleRate, "bandpass", freq, q);

/** Steeper: two identical sections in a row (12 dB more per octave). */
export function lowpass4(x: Float32Array, sampleRate: number, freq: number): Float32Array {
  return lowpass(lowpass(x, sampleRate, freq), sampleRate, freq);
}

/**
 * Filters `x` in place with a cutoff or centre that moves: `freq[i]` per sample (retuned every
 * `step` samples; cheaper than per sample and inaudibly different).
 */
export function sweep(x: Float32Array, sampleRate: number, type: FilterType, freq: Float32Array | ((i: number) => number), q = Math.SQRT1_2, step = 32): Float32Array {
  const at = typeof freq === "function" ? freq : (i: number) => freq[i];
  const f = new Biquad(type, sampleRate, at(0), q);
  for (let i = 0; i < x.length; i++) {
    if (i % step === 0) f.tune(at(i));
    x[i] = f.process(x[i]);
  }
  return x;
}

/** Sum of band-passes of `x` (a new array): fixed resonances such as formants or a body's modes. */
export function resonate(x: Float32Array, sampleRate: number, bands: readonly { freq: number; q: number; gain: number }[]): Float32Array {
  const out = new Float32Array(x.length);
  for (const band of bands) {
    const f = new Biquad("bandpass", sampleRate, band.freq, band.q);
    for (let i = 0; i < x.length; i++) out[i] += f.process(x[i]) * band.gain;
  }
  return out;
}
