import { beforeAll, describe, expect, it } from "vitest";
import { concatSamples } from "../audio/pcm-codecs";
import { speakWithFlite } from "../test-support/flite-speech";
import { MAX_CLIPPED_FRACTION, MIN_CLONE_SPEECH_SECONDS, analyzeVoiceSample, clippedFraction, sampleProblems, type SampleAnalysis } from "./analyze-sample";

const RATE = 24000;
const TEXT = "The morning train was late again, and nobody seemed surprised. She opened the window to let the cool evening air inside.";

const scaled = (samples: Int16Array, gain: number) => Int16Array.from(samples, (s) => Math.max(-32768, Math.min(32767, Math.round(s * gain))));

describe("analyzeVoiceSample", () => {
  let speech: Int16Array;
  let analysis: SampleAnalysis;

  beforeAll(async () => {
    speech = await speakWithFlite(TEXT, "rms", RATE);
    analysis = await analyzeVoiceSample(speech, RATE);
  });

  it("measures real speech: duration, speech time, level, pitch and speaking rate", () => {
    console.log("analysis of Flite rms:", JSON.stringify(analysis));
    expect(analysis.durationSeconds).toBeCloseTo(speech.length / RATE, 6);
    expect(analysis.speechSeconds).toBeGreaterThan(analysis.durationSeconds * 0.8);
    expect(analysis.speechSeconds).toBeLessThanOrEqual(analysis.durationSeconds);
    expect(analysis.clippedFraction).toBe(0);
    expect(analysis.peakDbfs).toBeLessThan(0);
    expect(analysis.peakDbfs).toBeGreaterThan(-20);
    expect(analysis.rmsDbfs!).toBeLessThan(analysis.peakDbfs);
    expect(analysis.pitch!.median).toBeGreaterThan(80);
    expect(analysis.pitch!.median).toBeLessThan(130);
    // English is read at 3-7 syllables a second.
    expect(analysis.speakingRate!).toBeGreaterThan(3);
    expect(analysis.speakingRate!).toBeLessThan(8);
    expect(sampleProblems(analysis)).toEqual([]);
  });

  it("leaves silence around the speech out of the speech time and the level", async () => {
    const padded = concatSamples([new Int16Array(2 * RATE), speech, new Int16Array(2 * RATE)]);
    const quieter = await analyzeVoiceSample(scaled(padded, 0.5), RATE);
    expect(quieter.durationSeconds).toBeCloseTo(analysis.durationSeconds + 4, 3);
    expect(quieter.speechSeconds).toBeLessThan(analysis.speechSeconds + 0.5);
    expect(quieter.rmsDbfs!).toBeCloseTo(analysis.rmsDbfs! - 6.02, 0);
    expect(quieter.peakDbfs).toBeCloseTo(analysis.peakDbfs - 6.02, 1);
    expect(quieter.pitch!.median).toBeCloseTo(analysis.pitch!.median, -1);
  });

  it("finds faster speech faster (an estimate)", async () => {
    const fast = await analyzeVoiceSample(await speakWithFlite(TEXT, "rms", RATE, 1.4), RATE);
    const ratio = fast.speakingRate! / analysis.speakingRate!;
    console.log(`speaking rate: ${analysis.speakingRate!.toFixed(2)}/s at speed 1, ${fast.speakingRate!.toFixed(2)}/s at 1.4 (ratio ${ratio.toFixed(2)})`);
    expect(ratio).toBeGreaterThan(1.15);
    expect(ratio).toBeLessThan(1.7);
  });

  it("reports clipping, silence and too little speech as problems", async () => {
    const clipped = await analyzeVoiceSample(scaled(speech, 12), RATE);
    expect(clipped.clippedFraction).toBeGreaterThan(MAX_CLIPPED_FRACTION);
    expect(sampleProblems(clipped)).toEqual([{ code: "clipped", sample: 0, value: clipped.clippedFraction, limit: MAX_CLIPPED_FRACTION }]);

    const silent = await analyzeVoiceSample(new Int16Array(3 * RATE), RATE);
    expect(silent).toMatchObject({ speechSeconds: 0, rmsDbfs: null, pitch: null, speakingRate: null, clippedFraction: 0 });
    expect(sampleProblems(silent).map((p) => p.code)).toEqual(["silent", "too_little_speech"]);

    // Two short files: each alone is too little, together they are enough; problems name the file.
    const short = await analyzeVoiceSample(await speakWithFlite("Good morning, everybody.", "rms", RATE), RATE);
    expect(short.speechSeconds).toBeLessThan(MIN_CLONE_SPEECH_SECONDS);
    expect(sampleProblems(short)).toEqual([{ code: "too_little_speech", value: short.speechSeconds, limit: MIN_CLONE_SPEECH_SECONDS }]);
    expect(sampleProblems([short, analysis])).toEqual([]);
    expect(sampleProblems([short, silent, clipped]).map((p) => [p.code, p.sample])).toEqual([
      ["silent", 1],
      ["clipped", 2],
    ]);
    expect(sampleProblems(short, { minSpeechSeconds: 1 })).toEqual([]);
  });

  it("counts only runs of 3 or more samples at full scale as clipped", () => {
    expect(clippedFraction(Int16Array.from([0, 32767, 32767, 0, -32768, -32767, 0, 0, 0, 0]))).toBe(0);
    expect(clippedFraction(Int16Array.from([0, 32767, 32766, 32767, 0, -32768, -32768, -32768, -32768, 0]))).toBe(0.7);
  });
});
