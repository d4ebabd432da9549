import { seededRandom } from "../runtime/seeded-random";
import { floatToInt16 } from "./pcm-codecs";

/** The breaths the embedded engines perform for `[sighs]`, `[exhales]` and `[inhales]`. */
export type BreathKind = "sigh" | "exhale" | "inhale";

/**
 * Each breath's length, where its loudness peaks (a share of the length), its band (the air's hiss
 * through the mouth, Hz) and its peak level (a share of full scale: a breath is quiet beside speech).
 */
const SHAPES: Record<BreathKind, { seconds: number; peakAt: number; low: number; high: number; level: number }> = {
  sigh: { seconds: 0.8, peakAt: 0.15, low: 250, high: 1800, level: 0.09 },
  exhale: { seconds: 0.55, peakAt: 0.1, low: 300, high: 2200, level: 0.07 },
  inhale: { seconds: 0.45, peakAt: 0.8, low: 700, high: 3500, level: 0.05 },
};

/** A breath's length in seconds. */
export function breathSeconds(kind: BreathKind): number {
  return SHAPES[kind].seconds;
}

/**
 * A breath as 16-bit samples: band-limited noise (a one-pole high-pass, then two one-pole
 * low-passes) under an envelope that swells to its peak and fades. Seeded: the same breath every
 * time, as the engines' speech is.
 */
export function breathNoise(kind: BreathKind, sampleRate: number): Int16Array {
  const shape = SHAPES[kind];
  const length = Math.round(shape.seconds * sampleRate);
  const random = seededRandom(0x5eed + length);
  const hp = Math.exp((-2 * Math.PI * shape.low) / sampleRate);
  const lp = 1 - Math.exp((-2 * Math.PI * shape.high) / sampleRate);
  const peak = Math.max(1, Math.round(shape.peakAt * length));
  const raw = new Float64Array(length);
  let previous = 0;
  let high = 0;
  let low1 = 0;
  let low2 = 0;
  let loudest = 0;
  for (let i = 0; i < length; i++) {
    const white = random() * 2 - 1;
    high = hp * (high + white - previous);
    previous = white;
    low1 += lp * (high - low1);
    low2 += lp * (low1 - low2);
    const envelope = i < peak ? Math.sin((Math.PI / 2) * (i / peak)) : ((length - i) / (length - peak)) ** 1.5;
    raw[i] = low2 * envelope;
    loudest = Math.max(loudest, Math.abs(raw[i]));
  }
  const scale = loudest > 0 ? (shape.level * 32767) / loudest : 0;
  return floatToInt16(raw, scale); // the peak is at most 0.09 of full scale: nothing clips
}
