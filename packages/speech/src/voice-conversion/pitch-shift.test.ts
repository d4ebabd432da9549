import { beforeAll, describe, expect, it } from "vitest";
import { medianPitchHz, trackPitch } from "../analysis/pitch";
import { speakWithFlite } from "../test-support/flite-speech";
import { pitchMarks, shiftPitch } from "./pitch-shift";

const RATE = 16000;
const TEXT = "She opened the window to let the cool evening air inside.";

describe("shiftPitch (TD-PSOLA)", () => {
  let speech: Int16Array; // Flite rms, a man's voice

  beforeAll(async () => {
    speech = await speakWithFlite(TEXT, "rms", RATE);
  });

  it("moves the pitch by the factor and keeps the length", () => {
    const pitch = medianPitchHz(speech, RATE)!;
    for (const factor of [0.8, 1.25]) {
      const shifted = shiftPitch(speech, RATE, factor);
      expect(shifted).toHaveLength(speech.length);
      const measured = medianPitchHz(shifted, RATE)! / pitch;
      console.log(`x${factor}: median pitch ratio ${measured.toFixed(3)}`);
      expect(Math.abs(measured / factor - 1)).toBeLessThan(0.04);
    }
  });

  it("follows a contour: the second half raised, the first kept", () => {
    const half = speech.length / RATE / 2;
    const shifted = shiftPitch(speech, RATE, (seconds) => (seconds < half ? 1 : 1.3));
    const split = Math.round(half * RATE);
    const ratio = (from: number, to: number) => medianPitchHz(shifted.subarray(from, to), RATE)! / medianPitchHz(speech.subarray(from, to), RATE)!;
    expect(Math.abs(ratio(0, split - 1600) - 1)).toBeLessThan(0.04);
    expect(Math.abs(ratio(split + 1600, speech.length) / 1.3 - 1)).toBeLessThan(0.05);
  });

  it("places one mark per period where the speech is voiced", () => {
    const marks = pitchMarks(speech, RATE);
    const voiced = marks.filter((m) => m.voiced);
    const track = trackPitch(speech, RATE);
    // About as many voiced marks as periods in the voiced frames.
    const periods = track.frames.reduce<number>((sum, hz) => sum + (hz ? hz * 0.04 : 0), 0);
    expect(voiced.length / periods).toBeGreaterThan(0.8);
    expect(voiced.length / periods).toBeLessThan(1.25);
    for (let i = 1; i < marks.length; i++) expect(marks[i].position).toBeGreaterThan(marks[i - 1].position);
  });

  it("leaves silence and empty audio alone", () => {
    expect(shiftPitch(new Int16Array(0), RATE, 1.5)).toHaveLength(0);
    expect(shiftPitch(new Int16Array(RATE), RATE, 1.5).every((s) => s === 0)).toBe(true);
    expect(() => shiftPitch(speech, 0, 1)).toThrow(RangeError);
  });
});
