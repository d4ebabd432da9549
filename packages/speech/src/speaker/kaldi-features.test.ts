import { describe, expect, it } from "vitest";
import { computeMfcc, energyVad, selectFrames, slidingCmn, type FeatureMatrix } from "./kaldi-features";

/** Three tones and a little deterministic noise, 0.5 s at 8 kHz (16-bit scale). */
function testSignal(): Int16Array {
  let state = 12345;
  return Int16Array.from({ length: 4000 }, (_, i) => {
    state = (state * 16807) % 2147483647;
    const noise = state / 2147483647 - 0.5;
    const t = i / 8000;
    return Math.round(6000 * Math.sin(2 * Math.PI * 440 * t) + 2500 * Math.sin(2 * Math.PI * 1234 * t + 0.3) + 1500 * Math.sin(2 * Math.PI * 97 * t) + 400 * noise);
  });
}

/**
 * The same signal through torchaudio 0.13's `compliance.kaldi.mfcc` (a port of Kaldi's
 * compute-mfcc-feats) with the speaker model's mfcc.conf, dither 0 and use_energy: frames 0, 20, 47.
 */
const REFERENCE: Record<number, number[]> = {
  0: [22.2076, 1.8548, -8.6115, -0.4499, -4.7961, -56.3313, -29.9312, 86.6278, 84.5508, 7.6497, 13.5256, 24.7596, -32.6621, -36.3871, 7.9026, -0.2087, -8.4484, -8.7259, -7.8258, -4.5578, 2.0198, 2.0175, -0.1555],
  20: [22.231, 2.6694, -9.8224, -0.5905, 1.2847, -66.1645, -23.3409, 83.0167, 79.0268, 18.2313, 4.4752, 21.5175, -30.9311, -32.9276, 8.0206, -2.8324, -7.9166, -7.9295, -5.9654, -3.3595, 0.3061, 2.4497, 0.0681],
  47: [22.1997, 1.37, -7.4513, -1.2762, -3.2646, -61.6781, -24.2059, 85.1685, 90.674, 4.8546, 9.1552, 28.4136, -29.1063, -33.9701, 2.4046, -0.4703, -11.524, -4.1956, -7.6971, -6.813, 0.4974, 2.9585, -0.0476],
};

const SPEAKER_MFCC = { sampleRate: 8000, numCeps: 23, highFreq: 3700, lowFreq: 20 };

describe("Kaldi MFCC", () => {
  it("matches Kaldi's compute-mfcc-feats (via torchaudio's port) to within 0.005", () => {
    const signal = testSignal();
    expect(Array.from(signal.subarray(0, 5))).toEqual([577, 4667, 6195, 5154, 3999]);
    const mfcc = computeMfcc(signal, { ...SPEAKER_MFCC, dither: 0 });
    expect(mfcc.frames).toBe(48); // 1 + (4000 - 200) / 80, whole frames only
    expect(mfcc.dim).toBe(23);
    for (const [frame, values] of Object.entries(REFERENCE)) {
      const row = Array.from(mfcc.data.subarray(Number(frame) * 23, (Number(frame) + 1) * 23));
      row.forEach((v, i) => expect(Math.abs(v - values[i]), `frame ${frame}, coefficient ${i}`).toBeLessThan(0.005));
    }
  });

  it("dithers deterministically: the same audio gives the same features, and dither barely moves loud audio", () => {
    const signal = testSignal();
    const a = computeMfcc(signal, SPEAKER_MFCC);
    expect(computeMfcc(signal, SPEAKER_MFCC).data).toEqual(a.data);
    const clean = computeMfcc(signal, { ...SPEAKER_MFCC, dither: 0 });
    const worst = a.data.reduce((m, v, i) => Math.max(m, Math.abs(v - clean.data[i])), 0);
    expect(worst).toBeGreaterThan(0);
    expect(worst).toBeLessThan(0.5); // on values up to ~90
  });

  it("gives no frame for audio shorter than one frame, and finite values for digital silence", () => {
    expect(computeMfcc(new Int16Array(199), SPEAKER_MFCC).frames).toBe(0);
    const silence = computeMfcc(new Int16Array(800), { ...SPEAKER_MFCC, dither: 0 });
    expect(silence.frames).toBe(8);
    expect(silence.data.every(Number.isFinite)).toBe(true);
  });
});

describe("energy VAD, sliding mean normalisation, frame selection", () => {
  it("marks the loud half of a half-silent signal as speech and the silent half as not", () => {
    const signal = new Int16Array(16000); // 2 s: 1 s of silence, then the test signal twice
    signal.set(testSignal(), 8000);
    signal.set(testSignal(), 12000);
    const features = computeMfcc(signal, SPEAKER_MFCC);
    const voiced = energyVad(features);
    const firstHalf = voiced.slice(0, 95);
    const secondHalf = voiced.slice(102);
    expect(firstHalf.every((v) => !v)).toBe(true);
    expect(secondHalf.every((v) => v)).toBe(true);
    expect(selectFrames(features, voiced).frames).toBe(voiced.filter(Boolean).length);
  });

  it("subtracts the mean of the centred window, sliding inwards at the edges", () => {
    const frames = 10;
    const features: FeatureMatrix = { frames, dim: 2, data: Float32Array.from({ length: frames * 2 }, (_, i) => (i % 2 === 0 ? i / 2 : (i * i) % 7)) };
    const window = 4;
    const out = slidingCmn(features, window);
    for (let t = 0; t < frames; t++) {
      let start = t - window / 2;
      start = Math.min(Math.max(start, 0), frames - window);
      for (let d = 0; d < 2; d++) {
        let sum = 0;
        for (let u = start; u < start + window; u++) sum += features.data[u * 2 + d];
        expect(out.data[t * 2 + d]).toBeCloseTo(features.data[t * 2 + d] - sum / window, 5);
      }
    }
    // A window longer than the input is the whole input.
    const whole = slidingCmn(features, 300);
    const mean0 = features.data.filter((_, i) => i % 2 === 0).reduce((s, v) => s + v, 0) / frames;
    expect(whole.data[0]).toBeCloseTo(features.data[0] - mean0, 5);
  });
});
