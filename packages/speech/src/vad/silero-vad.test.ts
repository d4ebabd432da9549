import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addNoise, pinkNoise } from "../bench/measure-denoise";
import { synthesizeRaw } from "../service/speech-service";
import { PREMADE_VOICES } from "../voices/premade-voices";
import {
  SILERO_VAD_MODEL_SHA256,
  detectSpeech,
  sileroVadAvailable,
  sileroVadModelPath,
  trimSilence,
  verifyModelFile,
  type SpeechSegment,
} from "./silero-vad";

const SENTENCES = [
  "The morning train was late again.",
  "Nobody on the platform seemed surprised.",
  "A cold wind blew down the empty tracks.",
  "Finally the lights appeared in the distance.",
];
const PAUSE_SECONDS = 0.8;
const TOLERANCE_SECONDS = 0.25;

/** A clip without its leading and trailing near-silence (below 1% of its peak). */
function trimByLevel(samples: Int16Array): Int16Array {
  const floor = 0.01 * samples.reduce((peak, v) => Math.max(peak, Math.abs(v)), 0);
  let from = 0;
  let to = samples.length;
  while (from < to && Math.abs(samples[from]) <= floor) from++;
  while (to > from && Math.abs(samples[to - 1]) <= floor) to--;
  return samples.slice(from, to);
}

/** The sentences said by one voice, trimmed, joined by exact pauses of silence; with where each is. */
async function paragraph(engineVoice: string): Promise<{ samples: Int16Array; sampleRate: number; truth: SpeechSegment[] }> {
  const voice = PREMADE_VOICES.find((v) => v.engineVoice === engineVoice)!;
  const clips: Int16Array[] = [];
  let sampleRate = 0;
  for (const text of SENTENCES) {
    const said = await synthesizeRaw({ text, voiceId: voice.voiceId });
    sampleRate = said.sampleRate;
    clips.push(trimByLevel(said.samples));
  }
  const pause = Math.round(PAUSE_SECONDS * sampleRate);
  // Half a pause before the first sentence and after the last.
  const samples = new Int16Array(clips.reduce((n, c) => n + c.length, 0) + pause * (clips.length - 1) + pause);
  const truth: SpeechSegment[] = [];
  let at = pause / 2;
  for (const clip of clips) {
    samples.set(clip, at);
    truth.push({ start: at / sampleRate, end: (at + clip.length) / sampleRate });
    at += clip.length + pause;
  }
  return { samples, sampleRate, truth };
}

function boundaryErrors(found: SpeechSegment[], truth: SpeechSegment[]): number[] {
  return truth.flatMap((t, i) => [found[i].start - t.start, found[i].end - t.end]);
}

const show = (segments: SpeechSegment[]) => segments.map((s) => `${s.start.toFixed(2)}-${s.end.toFixed(2)}`).join(" ");

describe("Silero VAD on sherpa-onnx", () => {
  it("is available: the native addon loads and the model file has the expected checksum", () => {
    expect(sileroVadAvailable()).toBe(true);
  });

  for (const [engineVoice, label] of [["slt", "Flite Samantha, 16 kHz"], ["gmw/en", "eSpeak Oliver, 22.05 kHz"]] as const) {
    it(`finds each sentence of a paragraph, boundaries within ${TOLERANCE_SECONDS} s of the joins (${label})`, async () => {
      const { samples, sampleRate, truth } = await paragraph(engineVoice);
      for (const [condition, audio] of [
        ["clean", samples],
        ["pink noise at 20 dB SNR", addNoise(samples, pinkNoise(samples.length, 3), 20)],
      ] as const) {
        const found = await detectSpeech(audio, sampleRate);
        const errors = boundaryErrors(found.length === truth.length ? found : truth, truth);
        console.log(
          `Silero VAD, ${label}, ${condition}: truth ${show(truth)}\n  found ${show(found)}\n` +
            `  boundary errors (s) ${errors.map((e) => e.toFixed(2)).join(" ")}, max |error| ${Math.max(...errors.map(Math.abs)).toFixed(2)} s`,
        );
        expect(found, condition).toHaveLength(SENTENCES.length);
        for (const e of errors) expect(Math.abs(e), condition).toBeLessThanOrEqual(TOLERANCE_SECONDS);
      }
    });
  }

  it("finds no speech in silence, in faint noise or in nothing", async () => {
    expect(await detectSpeech(new Int16Array(0), 16000)).toEqual([]);
    expect(await detectSpeech(new Int16Array(16000 * 3), 16000)).toEqual([]);
    expect(await detectSpeech(new Int16Array(48000 * 2), 48000)).toEqual([]);
    const faint = Int16Array.from(pinkNoise(16000 * 3, 9), (v) => Math.round(v * 30));
    expect(await detectSpeech(faint, 16000)).toEqual([]);
  });

  it("answers concurrent calls as it answers them one by one", async () => {
    const { samples, sampleRate } = await paragraph("slt");
    const alone = await detectSpeech(samples, sampleRate);
    const silence = new Int16Array(sampleRate * 2);
    const [a, b, c] = await Promise.all([detectSpeech(samples, sampleRate), detectSpeech(silence, sampleRate), detectSpeech(samples, sampleRate)]);
    expect(a).toEqual(alone);
    expect(b).toEqual([]);
    expect(c).toEqual(alone);
  });

  it("trims leading and trailing silence, keeping a margin and the pauses inside", async () => {
    const voice = PREMADE_VOICES.find((v) => v.engineVoice === "rms")!;
    const said = await synthesizeRaw({ text: "Hello there. How are you today?", voiceId: voice.voiceId });
    const speech = trimByLevel(said.samples);
    const rate = said.sampleRate;
    const padded = new Int16Array(speech.length + 3 * rate);
    padded.set(speech, rate); // 1 s before, 2 s after
    const trimmed = await trimSilence(padded, rate, { marginSeconds: 0.1 });
    const seconds = (n: number) => n / rate;
    expect(Math.abs(seconds(trimmed.length) - (seconds(speech.length) + 0.2))).toBeLessThan(2 * TOLERANCE_SECONDS);
    // The speech is all there, after at most the margin plus the VAD's tolerance of silence.
    const start = trimmed.findIndex((v) => v !== 0);
    expect(seconds(start)).toBeLessThanOrEqual(0.1 + TOLERANCE_SECONDS);
    expect(trimmed.subarray(start, start + speech.length)).toEqual(speech);
    expect(await trimSilence(new Int16Array(rate), rate)).toEqual(new Int16Array(0));
  });

  it("refuses options out of range", async () => {
    await expect(detectSpeech(new Int16Array(16000), 16000, { threshold: 1.5 })).rejects.toThrow(RangeError);
    await expect(detectSpeech(new Int16Array(16000), 16000, { minSilenceSeconds: -1 })).rejects.toThrow(RangeError);
    await expect(detectSpeech(new Int16Array(16000), 0)).rejects.toThrow(RangeError);
  });
});

describe("the model's checksum", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "vocable-vad-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("accepts the installed model and an intact copy", async () => {
    await expect(verifyModelFile(sileroVadModelPath())).resolves.toBeUndefined();
    const copy = path.join(dir, "intact.onnx");
    await copyFile(sileroVadModelPath(), copy);
    await expect(verifyModelFile(copy, SILERO_VAD_MODEL_SHA256)).resolves.toBeUndefined();
  });

  it("refuses a damaged copy (one flipped byte, or truncated) and a missing file with a clear Error", async () => {
    const bytes = await readFile(sileroVadModelPath());
    const flipped = Uint8Array.from(bytes);
    flipped[bytes.length >> 1] ^= 0xff;
    await writeFile(path.join(dir, "flipped.onnx"), flipped);
    await writeFile(path.join(dir, "truncated.onnx"), bytes.subarray(0, 100_000));
    for (const name of ["flipped.onnx", "truncated.onnx"]) {
      await expect(verifyModelFile(path.join(dir, name))).rejects.toThrow(/Refusing to load the model .*: its SHA-256 is [0-9a-f]{64}, expected 1a153a22/);
    }
    await expect(verifyModelFile(path.join(dir, "missing.onnx"))).rejects.toThrow(/Cannot read the model/);
  });
});
