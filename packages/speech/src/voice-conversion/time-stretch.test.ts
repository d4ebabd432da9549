import { beforeAll, describe, expect, it } from "vitest";
import { medianPitchHz } from "../analysis/pitch";
import { synthesizeRaw } from "../service/speech-service";
import { PREMADE_VOICES } from "../voices/premade-voices";
import { MAX_STRETCH, MIN_STRETCH, hannWindow, timeStretch, timeWarp } from "./time-stretch";

const TEXT = "The morning train was late again, and nobody seemed surprised.";
const voice = (engineVoice: string) => PREMADE_VOICES.find((v) => v.engineVoice === engineVoice)!;

/** Loudness (RMS) of each 10 ms frame. */
function frameLevels(samples: Int16Array, sampleRate: number): number[] {
  const frame = Math.round(sampleRate / 100);
  const levels: number[] = [];
  for (let at = 0; at + frame <= samples.length; at += frame) {
    let energy = 0;
    for (let i = at; i < at + frame; i++) energy += samples[i] * samples[i];
    levels.push(Math.sqrt(energy / frame));
  }
  return levels;
}

describe("timeStretch (WSOLA)", () => {
  const voices: { name: string; samples: Int16Array; sampleRate: number }[] = [];

  beforeAll(async () => {
    // A woman's Flite voice at 16 kHz, a man's eSpeak NG voice at 22.05 kHz.
    for (const name of ["slt", "gmw/en"]) voices.push({ name, ...(await synthesizeRaw({ text: TEXT, voiceId: voice(name).voiceId })) });
  });

  it("keeps the pitch at 0.7x and 1.5x and gives the expected length", () => {
    for (const { name, samples, sampleRate } of voices) {
      const pitch = medianPitchHz(samples, sampleRate)!;
      for (const factor of [0.7, 1.5]) {
        const stretched = timeStretch(samples, sampleRate, factor);
        expect(stretched.length).toBe(Math.round(samples.length * factor));
        const stretchedPitch = medianPitchHz(stretched, sampleRate)!;
        console.log(`${name} x${factor}: median pitch ${pitch.toFixed(1)} -> ${stretchedPitch.toFixed(1)} Hz`);
        expect(Math.abs(stretchedPitch / pitch - 1), `${name} x${factor}`).toBeLessThan(0.06);
      }
    }
  });

  it("keeps the loudness and places the sound where the time map says", () => {
    const { samples, sampleRate } = voices[0];
    const loudest = (levels: number[]) => Math.max(...levels);
    const stretched = timeStretch(samples, sampleRate, 1.5);
    // Overlapping windows sum to one: the level neither swells nor dips.
    expect(loudest(frameLevels(stretched, sampleRate)) / loudest(frameLevels(samples, sampleRate))).toBeGreaterThan(0.8);
    expect(loudest(frameLevels(stretched, sampleRate)) / loudest(frameLevels(samples, sampleRate))).toBeLessThan(1.25);
    // A second of silence, then a tone: mapped so the tone starts at 0.5 s, half of the silence squeezed out.
    const input = new Int16Array(2 * sampleRate);
    for (let i = sampleRate; i < input.length; i++) input[i] = Math.round(8000 * Math.sin((2 * Math.PI * 200 * i) / sampleRate));
    const warped = timeWarp(input, sampleRate, [
      { input: 0, output: 0 },
      { input: sampleRate, output: sampleRate / 2 },
      { input: 2 * sampleRate, output: 1.5 * sampleRate },
    ]);
    expect(warped.length).toBe(1.5 * sampleRate);
    const onset = frameLevels(warped, sampleRate).findIndex((level) => level > 1000) / 100;
    expect(onset).toBeGreaterThan(0.46);
    expect(onset).toBeLessThan(0.52);
  });

  it("handles edge cases: empty audio, identity, and refuses bad factors and maps", () => {
    expect(timeStretch(new Int16Array(0), 16000, 2)).toHaveLength(0);
    const { samples, sampleRate } = voices[0];
    expect(timeStretch(samples, sampleRate, 1)).toHaveLength(samples.length);
    for (const factor of [MIN_STRETCH / 2, MAX_STRETCH * 2, Number.NaN, 0]) expect(() => timeStretch(samples, sampleRate, factor)).toThrow(RangeError);
    expect(() => timeWarp(samples, sampleRate, [{ input: 0, output: 0 }])).toThrow(RangeError);
    expect(() => timeWarp(samples, sampleRate, [{ input: 100, output: 0 }, { input: 50, output: 100 }])).toThrow(RangeError);
    // Copies of the window laid at half its length sum to one.
    const w = hannWindow(400);
    for (let n = 0; n < 200; n++) expect(w[n] + w[n + 200]).toBeCloseTo(1, 6);
  });
});
