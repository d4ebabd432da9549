import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concatSamples } from "../audio/pcm-codecs";
import { resampleWhole } from "../audio/resampler";
import { synthesizeRaw } from "../service/speech-service";
import { closeSpeakerEmbedding, SAME_SPEAKER_THRESHOLD } from "../speaker/speaker-embedding";
import { speakWithFlite } from "../test-support/flite-speech";
import { PREMADE_VOICES } from "../voices/premade-voices";
import { checkOneSpeaker, clusterEmbeddings, separateSpeakers, speechWindows } from "./speakers";

const RATE = 16000;
const FIRST =
  "The morning train was late again, and nobody seemed surprised. She opened the window to let the cool evening air inside, and sat down to read.";
const SECOND =
  "Our team will review the budget before the meeting on Thursday. A small dog ran across the park chasing a bright red ball, barking all the way.";

const seconds = (samples: Int16Array) => samples.length / RATE;
const fmt = (segments: { start: number; end: number }[]) => segments.map((s) => `${s.start.toFixed(2)}-${s.end.toFixed(2)}`).join(" ");

describe("separateSpeakers", () => {
  let slt: Int16Array; // Flite, female
  let rms: Int16Array; // Flite, male

  beforeAll(async () => {
    [slt, rms] = await Promise.all([speakWithFlite(FIRST, "slt", RATE), speakWithFlite(SECOND, "rms", RATE)]);
    expect(seconds(slt)).toBeGreaterThan(6);
    expect(seconds(rms)).toBeGreaterThan(6);
  });

  afterAll(() => closeSpeakerEmbedding());

  it("finds one speaker in one voice", async () => {
    const started = performance.now();
    const { speakers } = await separateSpeakers(slt, RATE);
    console.log(`one voice (${seconds(slt).toFixed(1)} s): ${speakers.length} speaker(s) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    expect(speakers).toHaveLength(1);
    expect(speakers[0].id).toBe("speaker_0");
    expect(speakers[0].speechSeconds).toBeGreaterThan(seconds(slt) * 0.8);
    const check = await checkOneSpeaker(slt, RATE);
    expect(check.speakers).toBe(1);
    expect(check.minSimilarity).toBeGreaterThan(SAME_SPEAKER_THRESHOLD);
  });

  it("separates a female and a male voice one after the other, the change within 1 s", async () => {
    const both = concatSamples([slt, rms]);
    const change = seconds(slt);
    const started = performance.now();
    const { speakers } = await separateSpeakers(both, RATE);
    const took = (performance.now() - started) / 1000;
    console.log(`slt then rms (change at ${change.toFixed(2)} s): ${speakers.map((s) => `${s.id} ${fmt(s.segments)}`).join(", ")} in ${took.toFixed(1)} s`);
    expect(speakers).toHaveLength(2);
    // rms speaks longer, so it comes first.
    const [male, female] = speakers;
    expect(male.segments[0].start).toBeGreaterThan(change - 1);
    expect(female.segments[0].start).toBeLessThan(1);
    expect(Math.abs(female.segments.at(-1)!.end - change)).toBeLessThan(1);
    expect(Math.abs(male.segments[0].start - change)).toBeLessThan(1);
    expect(male.speechSeconds).toBeGreaterThan(female.speechSeconds);

    const check = await checkOneSpeaker(both, RATE);
    console.log(`checkOneSpeaker: one voice ${JSON.stringify(await checkOneSpeaker(rms, RATE))}, two voices ${JSON.stringify(check)}`);
    expect(check.speakers).toBe(2);
  });

  it("gives each speaker all of their turns: eSpeak NG, Flite, eSpeak NG again after pauses", async () => {
    const emily = PREMADE_VOICES.find((v) => v.engineVoice === "gmw/en-US+f3")!;
    const said = await synthesizeRaw({ text: FIRST, voiceId: emily.voiceId });
    const espeak = resampleWhole(said.samples, said.sampleRate, RATE);
    const half = Math.floor(espeak.length / 2);
    const pause = new Int16Array(RATE);
    const parts = [espeak.subarray(0, half), pause, rms, pause, espeak.subarray(half)];
    const audio = concatSamples(parts);
    const changes = [seconds(parts[0]) + 0.5, seconds(concatSamples(parts.slice(0, 3))) + 0.5];
    const { speakers } = await separateSpeakers(audio, RATE);
    console.log(`eSpeak, Flite, eSpeak (pauses at ${changes.map((c) => c.toFixed(2)).join(", ")} s): ${speakers.map((s) => `${s.id} ${fmt(s.segments)}`).join(", ")}`);
    expect(speakers).toHaveLength(2);
    const turns = speakers.flatMap((s) => s.segments.map((seg) => ({ ...seg, id: s.id }))).sort((a, b) => a.start - b.start);
    // The turns alternate at the pauses.
    const ids = turns.map((t) => t.id).filter((id, i, all) => i === 0 || id !== all[i - 1]);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe(ids[2]);
  });

  it("returns no speaker for silence and cuts speech into windows of 1.5-3 s", async () => {
    expect(await separateSpeakers(new Int16Array(2 * RATE), RATE)).toEqual({ speakers: [] });
    expect(await checkOneSpeaker(new Int16Array(2 * RATE), RATE)).toEqual({ speakers: 0, minSimilarity: 1 });
    const windows = speechWindows([{ start: 0, end: 7 }, { start: 8, end: 9 }]);
    expect(windows.map((w) => +(w.end - w.start).toFixed(2))).toEqual([1.75, 1.75, 1.75, 1.75, 1]);
    // Average linkage: two tight groups stay apart at the threshold, join below it.
    const v = (...x: number[]) => Float32Array.from(x);
    const points = [v(1, 0.1, 0), v(1, 0, 0.1), v(0, 1, 0.1), v(0.1, 1, 0)];
    const labels = clusterEmbeddings(points, 0.5);
    expect(labels[0]).toBe(labels[1]);
    expect(labels[2]).toBe(labels[3]);
    expect(labels[0]).not.toBe(labels[2]);
    expect(new Set(clusterEmbeddings(points, 0)).size).toBe(1);
    // At most N clusters: merging goes on past the threshold, the most alike first.
    expect(new Set(clusterEmbeddings(points, 0.999)).size).toBe(4);
    const two = clusterEmbeddings(points, 0.999, 2);
    expect(two[0]).toBe(two[1]);
    expect(two[2]).toBe(two[3]);
    expect(new Set(two).size).toBe(2);
    expect(new Set(clusterEmbeddings(points, 0.5, 1)).size).toBe(1);
  });
});
