import { describe, expect, it } from "vitest";
import { concatSamples } from "./pcm-codecs";
import { Resampler } from "./resampler";

const PAIRS: [number, number][] = [[22050, 24000], [16000, 24000], [22050, 8000], [16000, 22050], [22050, 48000], [16000, 8000]];

function tone(hz: number, rate: number, seconds: number, amplitude = 16000): Int16Array {
  return Int16Array.from({ length: Math.round(rate * seconds) }, (_, i) => Math.round(amplitude * Math.sin((2 * Math.PI * hz * i) / rate)));
}

function resample(input: Int16Array, from: number, to: number, chunkSizes: () => number = () => input.length): Int16Array {
  const resampler = new Resampler(from, to);
  const parts: Int16Array[] = [];
  for (let start = 0; start < input.length; ) {
    const size = chunkSizes();
    parts.push(resampler.process(input.subarray(start, start + size)));
    start += size;
  }
  parts.push(resampler.flush());
  return concatSamples(parts);
}

/** Power of `signal` (ignoring the filter's edges) left after removing the best-fitting tone at `hz`, in dB of that tone. */
function residualDb(signal: Int16Array, hz: number, rate: number, amplitude = 16000): number {
  const from = 200;
  const to = signal.length - 200;
  let ss = 0, sc = 0, cc = 0, ys = 0, yc = 0;
  for (let i = from; i < to; i++) {
    const s = Math.sin((2 * Math.PI * hz * i) / rate);
    const c = Math.cos((2 * Math.PI * hz * i) / rate);
    ss += s * s; sc += s * c; cc += c * c; ys += signal[i] * s; yc += signal[i] * c;
  }
  const det = ss * cc - sc * sc;
  const a = (ys * cc - yc * sc) / det;
  const b = (yc * ss - ys * sc) / det;
  let error = 0;
  for (let i = from; i < to; i++) {
    error += (signal[i] - a * Math.sin((2 * Math.PI * hz * i) / rate) - b * Math.cos((2 * Math.PI * hz * i) / rate)) ** 2;
  }
  return 10 * Math.log10(error / (to - from) / (amplitude ** 2 / 2));
}

describe("Resampler", () => {
  it.each(PAIRS)("%i -> %i: any chunking gives the one-shot output, of the expected length", (from, to) => {
    const input = Int16Array.from({ length: 9000 }, (_, i) => Math.round(9000 * Math.sin(i / 5) + 3000 * Math.sin(i / 1.7)));
    const whole = resample(input, from, to);
    expect(whole.length).toBe(Math.round((input.length * to) / from));
    const sizes = [1, 0, 37, 2, 511, 1500, 3];
    let call = 0;
    const chunked = resample(input, from, to, () => sizes[call++ % sizes.length]);
    expect(Buffer.from(chunked.buffer).equals(Buffer.from(whole.buffer))).toBe(true);
  });

  it("passes speech-band tones at unit gain with aliases below -60 dB", () => {
    for (const [from, to] of PAIRS) {
      for (const hz of [300, 1000, 3000]) {
        const out = resample(tone(hz, from, 0.5), from, to);
        expect(residualDb(out, hz, to)).toBeLessThan(-60);
      }
    }
    // Up to ~0.8 of the input's Nyquist frequency when upsampling 22.05 kHz.
    expect(residualDb(resample(tone(8500, 22050, 0.5), 22050, 24000), 8500, 24000)).toBeLessThan(-60);
  });

  it("removes what the lower rate cannot carry instead of folding it back", () => {
    const out = resample(tone(6000, 22050, 0.5), 22050, 8000); // 6 kHz is above 8 kHz's Nyquist frequency
    const inner = out.subarray(200, out.length - 200);
    const power = inner.reduce((sum, s) => sum + s * s, 0) / inner.length;
    expect(10 * Math.log10(power / (16000 ** 2 / 2))).toBeLessThan(-60);
  });

  it("copies the input when the rates match", () => {
    const input = tone(440, 16000, 0.1);
    const resampler = new Resampler(16000, 16000);
    const out = resampler.process(input);
    expect(out).toEqual(input);
    expect(out.buffer).not.toBe(input.buffer);
    expect(resampler.flush()).toHaveLength(0);
  });
});
