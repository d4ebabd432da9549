/** Noise sources, each scaled to about ±1 at its peaks. */
import type { Random } from "./random";

export function whiteNoise(length: number, rng: Random): Float32Array {
  const out = new Float32Array(length);
  for (let i = 0; i < length; i++) out[i] = rng.bipolar();
  return out;
}

/** Pink (1/f) noise: Paul Kellet's filter over white noise. */
export function pinkNoise(length: number, rng: Random): Float32Array {
  const out = new Float32Array(length);
  let b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0, b6 = 0;
  for (let i = 0; i < length; i++) {
    const w = rng.bipolar();
    b0 = 0.99886 * b0 + w * 0.0555179;
    b1 = 0.99332 * b1 + w * 0.0750759;
    b2 = 0.969 * b2 + w * 0.153852;
    b3 = 0.8665 * b3 + w * 0.3104856;
    b4 = 0.55 * b4 + w * 0.5329522;
    b5 = -0.7616 * b5 - w * 0.016898;
    out[i] = (b0 + b1 + b2 + b3 + b4 + b5 + b6 + w * 0.5362) * 0.18;
    b6 = w * 0.115926;
  }
  return out;
}

/** Brown (1/f²) noise: leaky integrated white noise, for rumbles. */
export function brownNoise(length: number, rng: Random): Float32Array {
  const out = new Float32Array(length);
  let y = 0;
  for (let i = 0; i < length; i++) {
    y = 0.998 * y + rng.bipolar() * 0.05;
    out[i] = y * 1.6;
  }
  return out;
}
