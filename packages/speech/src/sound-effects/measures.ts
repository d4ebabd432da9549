/** What a listener would check in a rendered sound: level, peak, and the click at a loop's seam. */
import { fft } from "../audio/fft";

/** Root mean square of 16-bit samples, as a fraction of full scale. */
export function rmsOf(samples: Int16Array): number {
  let e = 0;
  for (let i = 0; i < samples.length; i++) e += samples[i] * samples[i];
  return samples.length === 0 ? 0 : Math.sqrt(e / samples.length) / 32768;
}

/** The largest |sample| as a fraction of full scale. */
export function peakOf(samples: Int16Array): number {
  let p = 0;
  for (let i = 0; i < samples.length; i++) p = Math.max(p, Math.abs(samples[i]));
  return p / 32768;
}

/** A fraction of full scale in dBFS (-Infinity for 0). */
export const dbfs = (fraction: number) => 20 * Math.log10(fraction);

/** The jump a loop makes from its last sample back to its first. */
export const seamJump = (samples: Int16Array) => Math.abs(samples[samples.length - 1] - samples[0]);

/** The `p`-th percentile (0..1) of |x[i+1] - x[i]| over the sound: its usual sample-to-sample movement. */
export function stepPercentile(samples: Int16Array, p: number): number {
  const counts = new Uint32Array(65536);
  for (let i = 1; i < samples.length; i++) counts[Math.abs(samples[i] - samples[i - 1])]++;
  const want = p * (samples.length - 1);
  let seen = 0;
  for (let d = 0; d < counts.length; d++) {
    seen += counts[d];
    if (seen >= want) return d;
  }
  return 65535;
}

const FRAME = 2048;

/** The long-term power spectrum: Hann-windowed frames' powers summed, bin k at k × rate / 2048 Hz. */
export function averageSpectrum(samples: Int16Array): Float64Array {
  const power = new Float64Array(FRAME / 2);
  const re = new Float64Array(FRAME), im = new Float64Array(FRAME);
  for (let start = 0; start + FRAME <= samples.length; start += FRAME) {
    for (let i = 0; i < FRAME; i++) {
      re[i] = (samples[start + i] / 32768) * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME));
      im[i] = 0;
    }
    fft(re, im);
    for (let k = 0; k < FRAME / 2; k++) power[k] += re[k] * re[k] + im[k] * im[k];
  }
  return power;
}

/** The spectrum's centre of mass in Hz: low for rumbles, high for hiss and beeps' harmonics. */
export function spectralCentroid(samples: Int16Array, sampleRate: number): number {
  const power = averageSpectrum(samples);
  let weighted = 0, total = 0;
  power.forEach((p, k) => {
    weighted += p * ((k * sampleRate) / FRAME);
    total += p;
  });
  return total === 0 ? 0 : weighted / total;
}

/**
 * Spectral flatness between 100 Hz and 16 kHz: the geometric over the arithmetic mean of the
 * power, near 1 for white noise, near 0 for a pure tone.
 */
export function spectralFlatness(samples: Int16Array, sampleRate: number): number {
  const power = averageSpectrum(samples);
  const from = Math.ceil((100 * FRAME) / sampleRate), to = Math.floor((16_000 * FRAME) / sampleRate);
  let logSum = 0, sum = 0;
  for (let k = from; k <= to; k++) {
    logSum += Math.log(power[k] + 1e-20);
    sum += power[k];
  }
  const count = to - from + 1;
  return sum === 0 ? 0 : Math.exp(logSum / count) / (sum / count);
}
