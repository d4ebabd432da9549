/** Envelopes and control signals: shapes over time that multiply sounds or steer parameters. */
import type { Random } from "./random";

/**
 * Piecewise-linear breakpoints `[seconds, value]`, held flat after the last one. With `curve` > 1
 * each segment bends (slow start, fast end when rising; the natural shape of decays).
 */
export function envelope(length: number, sampleRate: number, points: readonly (readonly [number, number])[], curve = 1): Float32Array {
  const out = new Float32Array(length);
  const first = Math.min(length, Math.max(0, Math.ceil(points[0][0] * sampleRate)));
  out.fill(points[0][1], 0, first);
  let i = first;
  for (let k = 0; k < points.length - 1 && i < length; k++) {
    const t0 = points[k][0], v0 = points[k][1], t1 = points[k + 1][0], dv = points[k + 1][1] - v0;
    const end = Math.min(length, Math.ceil(t1 * sampleRate));
    const du = 1 / (Math.max(t1 - t0, 1e-9) * sampleRate);
    let u = (i / sampleRate - t0) * du * sampleRate;
    if (curve === 1) {
      for (; i < end; i++, u += du) out[i] = v0 + dv * (u < 0 ? 0 : u > 1 ? 1 : u);
    } else {
      for (; i < end; i++, u += du) {
        const c = u < 0 ? 0 : u > 1 ? 1 : u;
        out[i] = v0 + dv * (dv > 0 ? Math.pow(c, curve) : 1 - Math.pow(1 - c, curve));
      }
    }
  }
  out.fill(points[points.length - 1][1], i, length);
  return out;
}

/** A hit's envelope: linear attack, then exponential decay by 60 dB over `decay` seconds. */
export function strike(length: number, sampleRate: number, attack: number, decay: number): Float32Array {
  const out = new Float32Array(length);
  const a = Math.max(1, Math.round(attack * sampleRate));
  const fall = Math.exp(Math.log(0.001) / (decay * sampleRate));
  let g = 1;
  for (let i = 0; i < length; i++) {
    if (i < a) out[i] = i / a;
    else {
      out[i] = g;
      g *= fall;
    }
  }
  return out;
}

/** Attack, decay, sustain level, release, all in seconds; the release ends at the last sample. */
export function adsr(length: number, sampleRate: number, attack: number, decay: number, sustain: number, release: number): Float32Array {
  const total = length / sampleRate;
  const r = Math.min(release, total * 0.5);
  const a = Math.min(attack, (total - r) * 0.5);
  return envelope(length, sampleRate, [
    [0, 0],
    [a, 1],
    [a + Math.min(decay, Math.max(0, total - r - a)), sustain],
    [total - r, sustain],
    [total, 0],
  ]);
}

/**
 * A slow random wander between `min` and `max`: new targets `rate` times a second, joined by
 * cosine curves (gusts, swells, the rpm of an engine).
 */
export function wander(length: number, sampleRate: number, rate: number, rng: Random, min = 0, max = 1): Float32Array {
  const out = new Float32Array(length);
  const period = Math.max(1, Math.round(sampleRate / rate));
  let from = rng.range(min, max);
  let to = rng.range(min, max);
  for (let i = 0; i < length; i++) {
    const j = i % period;
    if (j === 0 && i > 0) {
      from = to;
      to = rng.range(min, max);
    }
    const u = (1 - Math.cos((Math.PI * j) / period)) / 2;
    out[i] = from + (to - from) * u;
  }
  return out;
}

/** A sine low-frequency oscillator between `min` and `max`. */
export function lfo(length: number, sampleRate: number, rate: number, min: number, max: number, phase = 0): Float32Array {
  const out = new Float32Array(length);
  for (let i = 0; i < length; i++) out[i] = min + (max - min) * (0.5 + 0.5 * Math.sin(2 * Math.PI * (phase + (rate * i) / sampleRate)));
  return out;
}

/** `x[i] *= by[i]` (or a constant) in place; returns `x`. */
export function multiply(x: Float32Array, by: Float32Array | number): Float32Array {
  if (typeof by === "number") for (let i = 0; i < x.length; i++) x[i] *= by;
  else for (let i = 0; i < x.length; i++) x[i] *= by[i];
  return x;
}
