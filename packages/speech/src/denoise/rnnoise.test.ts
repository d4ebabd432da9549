import { describe, expect, it } from "vitest";
import { DENOISE_TEXT, DENOISE_VOICE, addNoise, pinkNoise, snrDb, whiteNoise, wordErrorRate } from "../bench/measure-denoise";
import { POCKETSPHINX_SAMPLE_RATE, recognizeWithPocketsphinx } from "../recognition/pocketsphinx";
import { synthesizeRaw } from "../service/speech-service";
import { createDenoiseStream, denoise } from "./rnnoise";

const rms = (x: Int16Array) => Math.sqrt(x.reduce((sum, v) => sum + v * v, 0) / Math.max(1, x.length));
const noiseAt = (length: number, level: number, seed: number) => Int16Array.from(whiteNoise(length, seed), (v) => Math.round(v * level));

describe("RNNoise denoising", () => {
  it("returns audio of the same length at the same rate, for any length and rate", async () => {
    expect(await denoise(new Int16Array(0), 16000)).toEqual(new Int16Array(0));
    for (const rate of [8000, 16000, 22050, 44100, 48000]) {
      for (const length of [1, 479, 480, 481, 1000, rate + 7]) {
        const out = await denoise(noiseAt(length, 500, length), rate);
        expect(out, `${length} samples at ${rate} Hz`).toBeInstanceOf(Int16Array);
        expect(out.length, `${length} samples at ${rate} Hz`).toBe(length);
      }
    }
    await expect(denoise(new Int16Array(10), 0)).rejects.toThrow(RangeError);
  });

  it("cleans audio written in pieces of any size exactly as in one go, sample for sample", async () => {
    const noise = noiseAt(48000 * 2 + 333, 800, 11);
    const whole = await denoise(noise, 48000);
    for (const sizes of [[1], [479], [480], [481], [7000, 1], [48000 * 3]]) {
      const stream = await createDenoiseStream();
      const parts: Int16Array[] = [];
      for (let at = 0, k = 0; at < noise.length; at += sizes[k++ % sizes.length]!) parts.push(await stream.write(noise.subarray(at, at + sizes[k % sizes.length]!)));
      parts.push(await stream.end());
      const joined = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
      parts.reduce((at, p) => (joined.set(p, at), at + p.length), 0);
      expect(joined, `pieces of ${sizes.join(", ")}`).toEqual(whole);
      // Nothing is held back but less than two frames.
      expect(parts.slice(0, -1).reduce((n, p) => n + p.length, 0)).toBeGreaterThan(noise.length - 2 * 480);
    }
    const empty = await createDenoiseStream();
    expect(await empty.end()).toEqual(new Int16Array(0));
    empty.close();
  });

  it("removes steady noise, keeps silence silent, and gives equal output for equal input, also concurrently", async () => {
    const noise = Int16Array.from(pinkNoise(16000 * 3, 7), (v) => Math.round(v * 1000));
    const [a, b] = await Promise.all([denoise(noise, 16000), denoise(noise, 16000)]);
    expect(a).toEqual(b);
    // Once RNNoise has heard a second of it, steady pink noise is more than 20 dB down (~50 dB measured).
    const settled = (x: Int16Array) => x.subarray(16000);
    expect(20 * Math.log10(rms(settled(noise)) / rms(settled(a)))).toBeGreaterThan(20);
    expect(rms(await denoise(new Int16Array(16000), 16000))).toBeLessThan(1);
  });

  it("raises the SNR of noisy speech (white and pink noise at 10 dB)", async () => {
    const { samples: clean, sampleRate } = await synthesizeRaw({ text: DENOISE_TEXT, voiceId: DENOISE_VOICE.voiceId });
    for (const [name, make] of [["white", whiteNoise], ["pink", pinkNoise]] as const) {
      const noisy = addNoise(clean, make(clean.length, 1), 10);
      const cleaned = await denoise(noisy, sampleRate);
      expect(snrDb(clean, noisy)).toBeCloseTo(10, 1);
      expect(snrDb(clean, cleaned), `${name} noise`).toBeGreaterThan(snrDb(clean, noisy) + 1.5);
    }
  });

  it("leaves the words for the recogniser: a sentence in pink noise at 20 dB, denoised, is heard word for word", async () => {
    // Not denoised, PocketSphinx hears neither "quick" nor "brown" nor "fox" in it. The word error
    // rates before and after, at 10 and 20 dB: `npm run bench:denoise`.
    const text = "The quick brown fox jumps over the lazy dog.";
    const { samples, sampleRate } = await synthesizeRaw({ text, voiceId: DENOISE_VOICE.voiceId });
    expect(sampleRate).toBe(POCKETSPHINX_SAMPLE_RATE);
    const cleaned = await denoise(addNoise(samples, pinkNoise(samples.length, 1), 20), sampleRate);
    const heard = (await recognizeWithPocketsphinx(cleaned)).words.map((w) => w.text);
    for (const word of ["the", "quick", "brown", "fox", "over", "lazy", "dog"]) expect(heard).toContain(word);
  });
});

describe("the measurement's helpers", () => {
  it("adds noise at the asked SNR, and measures word error rate by edit distance", () => {
    const tone = Int16Array.from({ length: 16000 }, (_, i) => Math.round(8000 * Math.sin(i / 5)));
    expect(snrDb(tone, addNoise(tone, whiteNoise(16000, 3), 10))).toBeCloseTo(10, 1);
    expect(snrDb(tone, addNoise(tone, pinkNoise(16000, 3), 0))).toBeCloseTo(0, 1);
    expect(whiteNoise(100, 5)).toEqual(whiteNoise(100, 5));
    expect(whiteNoise(100, 5)).not.toEqual(whiteNoise(100, 6));
    expect(wordErrorRate("The quick brown fox.", "the quick brown fox")).toBe(0);
    // "quick" deleted, "fax" inserted, "jumps" inserted: 3 edits over 4 words.
    expect(wordErrorRate("the quick brown fox", "the brown fax fox jumps")).toBe(3 / 4);
    expect(wordErrorRate("", "")).toBe(0);
  });
});
