import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resampleWhole } from "../audio/resampler";
import { synthesizeRaw } from "../service/speech-service";
import { PREMADE_VOICES } from "../voices/premade-voices";
import {
  NotEnoughSpeechError,
  SAME_SPEAKER_THRESHOLD,
  SPEAKER_EMBEDDING_DIM,
  SPEAKER_MODEL_SHA256,
  closeSpeakerEmbedding,
  compareSpeakers,
  cosineSimilarity,
  embedSpeaker,
  readVerifiedSpeakerModel,
  speakerEmbeddingAvailable,
  speakerModelDir,
} from "./speaker-embedding";
import { speakerModelFilesIntact } from "./speaker-model-files";
import { XvectorNnet } from "./xvector-nnet";

/** English premade voices: four Flite voices and two eSpeak NG variants. */
const VOICES = ["slt", "rms", "awb", "kal16", "gmw/en", "gmw/en-US+f3"];
const SENTENCES = [
  "The morning train was late again, and nobody seemed surprised.",
  "She opened the window to let the cool evening air inside.",
  "Our team will review the budget before the meeting on Thursday.",
  "A small dog ran across the park chasing a bright red ball.",
];

interface Clip {
  voice: string;
  sentence: number;
  samples: Int16Array;
  sampleRate: number;
  embedding: Float32Array;
}

async function say(engineVoice: string, text: string): Promise<{ samples: Int16Array; sampleRate: number }> {
  const voice = PREMADE_VOICES.find((v) => v.engineVoice === engineVoice)!;
  return synthesizeRaw({ text, voiceId: voice.voiceId });
}

const norm = (v: Float32Array) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));
const fmt = (x: number) => x.toFixed(2).padStart(5);

describe("speaker embeddings (Kaldi x-vector in a worker thread)", () => {
  const clips: Clip[] = [];

  beforeAll(async () => {
    for (const voice of VOICES) {
      for (const [sentence, text] of SENTENCES.entries()) {
        const { samples, sampleRate } = await say(voice, text);
        clips.push({ voice, sentence, samples, sampleRate, embedding: new Float32Array(0) });
      }
    }
    // All requests at once: the worker serves them in order.
    const embeddings = await Promise.all(clips.map((c) => embedSpeaker(c.samples, c.sampleRate)));
    embeddings.forEach((e, i) => (clips[i].embedding = e));
  }, 240_000);

  afterAll(async () => {
    await closeSpeakerEmbedding();
  });

  it("is available: the model package is installed and its files have the expected checksums", () => {
    expect(speakerEmbeddingAvailable()).toBe(true);
  });

  it("gives unit-length 128-value embeddings, the same for the same audio", async () => {
    for (const clip of clips) {
      expect(clip.embedding).toHaveLength(SPEAKER_EMBEDDING_DIM);
      expect(norm(clip.embedding)).toBeCloseTo(1, 5);
    }
    const again = await embedSpeaker(clips[0].samples, clips[0].sampleRate);
    expect(again).toEqual(clips[0].embedding);
    // The same audio again is answered from memory, each caller with its own copy.
    again.fill(0);
    expect(await embedSpeaker(clips[0].samples, clips[0].sampleRate)).toEqual(clips[0].embedding);
    expect(await embedSpeaker(clips[0].samples.slice(), clips[0].sampleRate)).toEqual(clips[0].embedding);
  });

  it("scores the same voice saying different sentences above different voices saying the same sentence, for every pair", () => {
    const same: { voice: string; a: number; b: number; score: number }[] = [];
    const different: { sentence: number; a: string; b: string; score: number }[] = [];
    for (const [i, x] of clips.entries()) {
      for (const y of clips.slice(i + 1)) {
        const score = cosineSimilarity(x.embedding, y.embedding);
        if (x.voice === y.voice) same.push({ voice: x.voice, a: x.sentence, b: y.sentence, score });
        else if (x.sentence === y.sentence) different.push({ sentence: x.sentence, a: x.voice, b: y.voice, score });
      }
    }
    // Mean score of every voice pair (the diagonal: the same voice, different sentences).
    const lines = VOICES.map((a) => {
      const row = VOICES.map((b) => {
        const scores = a === b ? same.filter((s) => s.voice === a).map((s) => s.score) : different.filter((d) => (d.a === a && d.b === b) || (d.a === b && d.b === a)).map((d) => d.score);
        return fmt(scores.reduce((s, x) => s + x, 0) / scores.length);
      });
      return `  ${a.padEnd(13)}${row.join(" ")}`;
    });
    const lowestSame = same.reduce((m, s) => (s.score < m.score ? s : m));
    const highestDifferent = different.reduce((m, d) => (d.score > m.score ? d : m));
    console.log(
      `speaker similarity, mean per voice pair (rows and columns: ${VOICES.join(", ")}):\n${lines.join("\n")}\n` +
        `same voice, different sentences (${same.length} pairs): min ${lowestSame.score.toFixed(3)} (${lowestSame.voice}, sentences ${lowestSame.a} and ${lowestSame.b})\n` +
        `different voices, same sentence (${different.length} pairs): max ${highestDifferent.score.toFixed(3)} (${highestDifferent.a} vs ${highestDifferent.b}, sentence ${highestDifferent.sentence})\n` +
        `margin ${(lowestSame.score - highestDifferent.score).toFixed(3)}`,
    );
    expect(same).toHaveLength(VOICES.length * ((SENTENCES.length * (SENTENCES.length - 1)) / 2));
    expect(different).toHaveLength(SENTENCES.length * ((VOICES.length * (VOICES.length - 1)) / 2));
    expect(lowestSame.score).toBeGreaterThan(highestDifferent.score);
    // Every same-voice pair clears the same-speaker threshold.
    expect(lowestSame.score).toBeGreaterThanOrEqual(SAME_SPEAKER_THRESHOLD);
    // Different voices fall below it, except pairs of eSpeak NG variants (one synthesiser, two settings).
    const acrossEngines = different.filter((d) => !(d.a.startsWith("gmw/") && d.b.startsWith("gmw/")));
    const below = acrossEngines.filter((d) => d.score < SAME_SPEAKER_THRESHOLD).length;
    console.log(`different voices below the threshold ${SAME_SPEAKER_THRESHOLD}: ${below} of ${acrossEngines.length} (eSpeak variant pairs left out)`);
    expect(below / acrossEngines.length).toBeGreaterThanOrEqual(0.85);
  });

  it("does not depend on the sample rate of the same audio", async () => {
    const clip = clips.find((c) => c.voice === "rms")!;
    for (const rate of [8000, 22050, 48000]) {
      const other = await embedSpeaker(resampleWhole(clip.samples, clip.sampleRate, rate), rate);
      expect(cosineSimilarity(other, clip.embedding), `${rate} Hz`).toBeGreaterThan(0.97);
    }
  });

  it("compares two recordings: the same audio scores ~1, two voices score lower than one voice twice", async () => {
    const [a, b] = clips.filter((c) => c.voice === "awb");
    const c = clips.find((x) => x.voice === "slt" && x.sentence === a.sentence)!;
    const self = await compareSpeakers(a, a);
    const sameVoice = await compareSpeakers(a, b);
    const otherVoice = await compareSpeakers(a, c);
    expect(self).toBeGreaterThan(0.9999);
    expect(self).toBeLessThanOrEqual(1);
    expect(sameVoice).toBeGreaterThan(otherVoice);
    expect(otherVoice).toBeGreaterThanOrEqual(-1);
  });

  it("ignores silence around the speech", async () => {
    const clip = clips.find((c) => c.voice === "kal16")!;
    const padded = new Int16Array(clip.samples.length + 4 * clip.sampleRate);
    padded.set(clip.samples, 2 * clip.sampleRate);
    const score = cosineSimilarity(await embedSpeaker(padded, clip.sampleRate), clip.embedding);
    expect(score).toBeGreaterThan(0.95);
  });

  it("refuses audio with under 0.5 s of speech, and bad arguments", async () => {
    await expect(embedSpeaker(new Int16Array(16000 * 3), 16000)).rejects.toThrow(NotEnoughSpeechError);
    const short = await say("slt", "Hi.");
    await expect(embedSpeaker(short.samples.subarray(0, Math.round(0.3 * short.sampleRate)), short.sampleRate)).rejects.toThrow(/at least 0.5 s of speech/);
    await expect(embedSpeaker(new Int16Array(0), 16000)).rejects.toThrow(NotEnoughSpeechError);
    await expect(embedSpeaker(new Int16Array(16000), 0)).rejects.toThrow(RangeError);
    await expect(embedSpeaker(new Float32Array(16000) as unknown as Int16Array, 16000)).rejects.toThrow(TypeError);
    // The worker is still there afterwards.
    expect(await embedSpeaker(clips[1].samples, clips[1].sampleRate)).toEqual(clips[1].embedding);
  });
});

describe("cosineSimilarity", () => {
  it("is 1 for the same direction, 0 for orthogonal, -1 for opposite, 0 with a zero vector", () => {
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(cosineSimilarity([1, 0], [0, 5])).toBe(0);
    expect(cosineSimilarity(Float32Array.of(1, -1), Float32Array.of(-3, 3))).toBeCloseTo(-1, 12);
    expect(cosineSimilarity([0, 0], [1, 1])).toBe(0);
    expect(cosineSimilarity([3, 4], [4, 3])).toBeCloseTo(24 / 25, 12);
  });

  it("refuses vectors of different lengths", () => {
    expect(() => cosineSimilarity([1, 2], [1, 2, 3])).toThrow(RangeError);
  });
});

describe("the speaker model's files", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "vocable-speaker-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function copyModel(to: string, change?: (file: string, bytes: Uint8Array) => Uint8Array): Promise<void> {
    await rm(to, { recursive: true, force: true });
    await import("node:fs/promises").then((fs) => fs.mkdir(to, { recursive: true }));
    for (const file of Object.keys(SPEAKER_MODEL_SHA256)) {
      const bytes = new Uint8Array(await readFile(path.join(speakerModelDir(), file)));
      await writeFile(path.join(to, file), change ? change(file, bytes) : bytes);
    }
  }

  it("accepts the installed model and an intact copy", async () => {
    await expect(readVerifiedSpeakerModel()).resolves.toHaveProperty("final.ext.raw");
    const intact = path.join(dir, "intact");
    await copyModel(intact);
    await expect(readVerifiedSpeakerModel(intact)).resolves.toHaveProperty("transform.mat");
    expect(speakerModelFilesIntact(intact)).toBe(true);
  });

  it("refuses a copy with one flipped byte, naming the file and both checksums, before parsing anything", async () => {
    for (const damaged of ["final.ext.raw", "transform.mat"]) {
      const copy = path.join(dir, `flipped-${damaged}`);
      await copyModel(copy, (file, bytes) => {
        if (file === damaged) bytes[bytes.length >> 1] ^= 0xff;
        return bytes;
      });
      await expect(readVerifiedSpeakerModel(copy)).rejects.toThrow(
        new RegExp(`Refusing to load the speaker model file .*${damaged.replace(".", "\\.")}: its SHA-256 is [0-9a-f]{64}, expected ${SPEAKER_MODEL_SHA256[damaged as keyof typeof SPEAKER_MODEL_SHA256]}`),
      );
      expect(speakerModelFilesIntact(copy)).toBe(false);
    }
    await expect(readVerifiedSpeakerModel(path.join(dir, "nowhere"))).rejects.toThrow(/Cannot read the speaker model file/);
  });

  it("a damaged network file that got past the checksum fails to parse with an Error, never a crash", async () => {
    const bytes = new Uint8Array(await readFile(path.join(speakerModelDir(), "final.ext.raw")));
    expect(() => XvectorNnet.parse(bytes.subarray(0, bytes.length - 1000))).toThrow(/unexpected end of file|expected/);
    expect(() => XvectorNnet.parse(bytes.subarray(0, 5000))).toThrow(Error);
    const wrongHeader = Uint8Array.from(bytes.subarray(0, 100));
    wrongHeader[1] = 0x41;
    expect(() => XvectorNnet.parse(wrongHeader)).toThrow(/not a binary Kaldi object/);
    const nonFinite = Uint8Array.from(bytes);
    // The first weight of tdnn1.affine, made NaN.
    const at = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).indexOf("<LinearParams> FM ") + "<LinearParams> FM ".length + 10;
    nonFinite.set([0x00, 0x00, 0xc0, 0x7f], at);
    expect(() => XvectorNnet.parse(nonFinite)).toThrow(/not finite/);
  });
});
