/** Effects over whole signals: reverb, saturation, level and a pass-by. */
import { Biquad } from "./filters";

export interface ReverbOptions {
  /** 0 (a small room) .. 1 (a cathedral, a canyon): the spacing of the echoes. */
  size: number;
  /** Seconds to fall by 60 dB. */
  decay: number;
  /** 0 (bright) .. 1 (dark): the high frequencies lost on each round trip. */
  damping: number;
  /** 0..1: how much reverberated sound, the rest dry. */
  mix: number;
}

const DELAYS = [1557, 1617, 1491, 1422, 1277, 1356, 1188, 1116];
const DIFFUSERS = [556, 441, 341, 225];

/**
 * A feedback delay network (8 lines, a Householder mix, a damping low-pass in each loop) after a
 * chain of all-pass diffusers. Returns a new array of the same length.
 */
export function reverb(x: Float32Array, sampleRate: number, opts: ReverbOptions): Float32Array {
  const scale = (0.4 + 1.6 * opts.size) * (sampleRate / 44_100);
  const lengths = DELAYS.map((d) => Math.max(8, Math.round(d * scale)));
  const lines = lengths.map((n) => new Float32Array(n));
  const pos = lengths.map(() => 0);
  const gains = lengths.map((n) => Math.pow(10, (-3 * n) / (opts.decay * sampleRate)));
  const damp = Math.min(0.95, Math.max(0, opts.damping)) * 0.7;
  const lp = lengths.map(() => 0);
  const diffusers = DIFFUSERS.map((d) => ({ buf: new Float32Array(Math.max(4, Math.round(d * scale * 0.5))), i: 0 }));
  const out = new Float32Array(x.length);
  const outs = new Float64Array(lines.length);
  const wetGain = 0.55;
  for (let i = 0; i < x.length; i++) {
    let v = x[i];
    for (const d of diffusers) {
      const delayed = d.buf[d.i];
      const w = v + delayed * 0.6;
      d.buf[d.i] = w;
      v = delayed - w * 0.6;
      d.i = (d.i + 1) % d.buf.length;
    }
    let sum = 0;
    let damped = 0;
    for (let k = 0; k < lines.length; k++) {
      outs[k] = lines[k][pos[k]];
      sum += outs[k];
      lp[k] = outs[k] * (1 - damp) + lp[k] * damp;
      damped += lp[k];
    }
    const house = (2 / lines.length) * damped;
    for (let k = 0; k < lines.length; k++) {
      lines[k][pos[k]] = v + (lp[k] - house) * gains[k];
      pos[k] = (pos[k] + 1) % lengths[k];
    }
    out[i] = x[i] * (1 - opts.mix) + sum * wetGain * opts.mix * 0.5;
  }
  return out;
}

/** Soft saturation in place (tanh with `drive`, level kept for small signals); returns `x`. */
export function saturate(x: Float32Array, drive: number): Float32Array {
  for (let i = 0; i < x.length; i++) x[i] = Math.tanh(x[i] * drive) / drive;
  return x;
}

/**
 * A source passing the listener: closest at `closestAt` (seconds), `speed` m/s, `nearest` metres
 * off the path. Applies the distance's level, air's high-frequency loss and the Doppler shift (a
 * variable delay). Returns a new array.
 */
export function passBy(x: Float32Array, sampleRate: number, closestAt: number, speed: number, nearest = 6): Float32Array {
  const out = new Float32Array(x.length);
  const c = 343;
  const air = new Biquad("lowpass", sampleRate, 16_000);
  for (let i = 0; i < x.length; i++) {
    const along = (i / sampleRate - closestAt) * speed;
    const distance = Math.hypot(along, nearest);
    const read = i - (distance / c) * sampleRate;
    const j = Math.floor(read);
    const v = j < 0 ? x[0] : j >= x.length - 1 ? x[x.length - 1] : x[j] + (x[j + 1] - x[j]) * (read - j);
    if (i % 32 === 0) air.tune(Math.max(900, 18_000 * Math.min(1, (nearest * 2.5) / distance)));
    out[i] = air.process(v) * (nearest / distance);
  }
  return out;
}

/**
 * How loud a sound is while it sounds: the RMS of 50 ms windows at the 90th percentile, but at
 * least a third of the loudest window (a single knock in seconds of silence is not quiet).
 */
export function activeLoudness(x: Float32Array, sampleRate: number): number {
  const w = Math.max(1, Math.round(0.05 * sampleRate));
  const windows: number[] = [];
  for (let s = 0; s < x.length; s += w) {
    let e = 0;
    const end = Math.min(x.length, s + w);
    for (let i = s; i < end; i++) e += x[i] * x[i];
    windows.push(Math.sqrt(e / (end - s)));
  }
  windows.sort((a, b) => a - b);
  const p90 = windows[Math.floor(0.9 * (windows.length - 1))] ?? 0;
  return Math.max(p90, (windows[windows.length - 1] ?? 0) / 3);
}

/** Scales `x` in place to an active loudness of `target` (see {@link activeLoudness}); returns `x`. */
export function atLoudness(x: Float32Array, sampleRate: number, target: number): Float32Array {
  const l = activeLoudness(x, sampleRate);
  if (l > 0) for (let i = 0; i < x.length; i++) x[i] *= target / l;
  return x;
}
