/** Oscillators driven by a fixed or per-sample frequency, band-limited where it is cheap to be. */

/** A frequency in Hz: fixed, or one value per sample. */
export type Freq = number | Float32Array;

export type Waveform = "sine" | "saw" | "square" | "triangle";

/** PolyBLEP residual: rounds the discontinuities of saw and square (less aliasing). */
function blep(t: number, dt: number): number {
  if (t < dt) {
    const x = t / dt;
    return x + x - x * x - 1;
  }
  if (t > 1 - dt) {
    const x = (t - 1) / dt;
    return x * x + x + x + 1;
  }
  return 0;
}

/** A periodic wave of `length` samples, ±1, starting at `phase` (0..1 of a cycle). */
export function oscillator(length: number, sampleRate: number, shape: Waveform, freq: Freq, phase = 0): Float32Array {
  const out = new Float32Array(length);
  let p = phase - Math.floor(phase);
  for (let i = 0; i < length; i++) {
    const dt = Math.min((typeof freq === "number" ? freq : freq[i]) / sampleRate, 0.5);
    let v: number;
    switch (shape) {
      case "sine":
        v = Math.sin(2 * Math.PI * p);
        break;
      case "saw":
        v = 2 * p - 1 - blep(p, dt);
        break;
      case "square": {
        v = (p < 0.5 ? 1 : -1) + blep(p, dt) - blep((p + 0.5) % 1, dt);
        break;
      }
      case "triangle":
        v = p < 0.5 ? 4 * p - 1 : 3 - 4 * p;
        break;
    }
    out[i] = v;
    p += dt;
    if (p >= 1) p -= 1;
  }
  return out;
}

/** Two-operator FM: a sine carrier whose phase a sine at `ratio` times its frequency modulates by `index`. */
export function fm(length: number, sampleRate: number, carrier: Freq, ratio: number, index: number | Float32Array, phase = 0): Float32Array {
  const out = new Float32Array(length);
  let pc = phase;
  let pm = 0;
  for (let i = 0; i < length; i++) {
    const f = typeof carrier === "number" ? carrier : carrier[i];
    const k = typeof index === "number" ? index : index[i];
    out[i] = Math.sin(2 * Math.PI * pc + k * Math.sin(2 * Math.PI * pm));
    pc += f / sampleRate;
    pm += (f * ratio) / sampleRate;
    if (pc >= 1) pc -= 1;
    if (pm >= 1) pm -= 1;
  }
  return out;
}

/** One mode of a struck body: a decaying sine. */
export interface Mode {
  freq: number;
  /** Seconds to fall by 60 dB. */
  decay: number;
  amp: number;
  phase?: number;
}

/**
 * Modal synthesis: the sum of decaying sines (bells, metal, glass, wood bodies), faded in over
 * `attack` seconds and out over the last 3 ms (a sine that starts or stops at full swing clicks,
 * and `length` may cut a long ring short).
 */
export function modes(length: number, sampleRate: number, list: readonly Mode[], attack = 0.001): Float32Array {
  const out = new Float32Array(length);
  for (const m of list) {
    if (m.freq >= sampleRate * 0.45) continue;
    const fall = Math.exp(Math.log(0.001) / (m.decay * sampleRate));
    // A rotating phasor: one multiply-add per sample instead of a sine.
    const w = (2 * Math.PI * m.freq) / sampleRate;
    const c = Math.cos(w), s = Math.sin(w);
    let re = Math.cos(2 * Math.PI * (m.phase ?? 0)) * m.amp;
    let im = Math.sin(2 * Math.PI * (m.phase ?? 0)) * m.amp;
    const end = Math.min(length, Math.ceil(m.decay * sampleRate));
    for (let i = 0; i < end; i++) {
      out[i] += im;
      const r = (re * c - im * s) * fall;
      im = (re * s + im * c) * fall;
      re = r;
    }
  }
  const ramp = Math.min(length, Math.round(attack * sampleRate));
  for (let i = 0; i < ramp; i++) out[i] *= i / ramp;
  const tail = Math.min(length, Math.round(0.003 * sampleRate));
  for (let i = 0; i < tail; i++) out[length - 1 - i] *= i / tail;
  return out;
}

/** Frequencies from `from` to `to` over `length` samples, exponentially (a pitch glide). */
export function glide(length: number, from: number, to: number): Float32Array {
  const out = new Float32Array(length);
  const step = Math.pow(to / from, 1 / Math.max(1, length - 1));
  let f = from;
  for (let i = 0; i < length; i++, f *= step) out[i] = f;
  return out;
}
