import { beforeAll, describe, expect, it } from "vitest";
import { speakWithFlite } from "../test-support/flite-speech";
import { medianPitchHz as testSupportMedian } from "../test-support/pitch";
import { PITCH_FRAME_SECONDS, medianPitchHz, percentile, trackPitch } from "./pitch";

const RATE = 16000;
const TEXT = "The morning train was late again, and nobody seemed surprised.";

describe("trackPitch", () => {
  let high: Int16Array; // Flite slt, a female voice
  let low: Int16Array; // Flite rms, a male voice

  beforeAll(async () => {
    [high, low] = await Promise.all([speakWithFlite(TEXT, "slt", RATE), speakWithFlite(TEXT, "rms", RATE)]);
  });

  it("tells a high voice from a low one, with percentiles in order", () => {
    const female = trackPitch(high, RATE);
    const male = trackPitch(low, RATE);
    console.log(`pitch (median, 10th, 90th percentile): slt ${[female.median, female.low, female.high].map((p) => p!.toFixed(0)).join(" ")} Hz, rms ${[male.median, male.low, male.high].map((p) => p!.toFixed(0)).join(" ")} Hz`);
    expect(female.median!).toBeGreaterThan(150);
    expect(male.median!).toBeLessThan(130);
    for (const track of [female, male]) {
      expect(track.low!).toBeLessThanOrEqual(track.median!);
      expect(track.median!).toBeLessThanOrEqual(track.high!);
      expect(track.voicedFraction).toBeGreaterThan(0.2);
      expect(track.voicedFraction).toBeLessThan(1);
      expect(track.periodicity!).toBeGreaterThan(0.6);
      // One value per 40 ms frame, voiced ones within the search range.
      expect(track.frames.length).toBeGreaterThan(high.length / RATE / PITCH_FRAME_SECONDS - 5);
      for (const f of track.frames) if (f !== null) expect(f).toBeGreaterThanOrEqual(60 - 1);
    }
  });

  it("finds no pitch in silence, and the test helper still gives the median", () => {
    const silence = trackPitch(new Int16Array(RATE), RATE);
    expect(silence).toMatchObject({ median: null, low: null, high: null, voicedFraction: 0, periodicity: null });
    expect(testSupportMedian(high, RATE)).toBe(medianPitchHz(high, RATE));
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(3);
  });
});
