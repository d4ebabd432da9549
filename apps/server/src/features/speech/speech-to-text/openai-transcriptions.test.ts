import OpenAI, { toFile } from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spokenWav } from "#testing/spoken-audio";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

let t: TestApp;
let someone: TestUser;
let openai: OpenAI;
let spoken: Awaited<ReturnType<typeof spokenWav>>;
const SENTENCE = "Please call Stella. Ask her to bring these things with her from the store.";

beforeAll(async () => {
  t = await createTestApp();
  await t.deps.jobs.start();
  someone = await t.signUp("Olivia Listens");
  openai = new OpenAI({ apiKey: someone.apiKey, baseURL: `${await t.listen()}/v1`, maxRetries: 0 });
  spoken = await spokenWav(t.deps.speech, SENTENCE);
});
afterAll(() => t?.close());

const words = (text: string) => text.toLowerCase().replace(/[^a-z ]/g, "").split(/\s+/).filter(Boolean);
const file = () => toFile(spoken.wav, "speech.wav", { type: "audio/wav" });

describe("POST /v1/audio/transcriptions (the openai package, unchanged)", () => {
  it("answers json with the text, and keeps the transcript", async () => {
    const result = await openai.audio.transcriptions.create({ file: await file(), model: "whisper-1" });
    const heard = words(result.text);
    expect(words(SENTENCE).filter((w) => heard.includes(w)).length).toBeGreaterThanOrEqual(8);
    const list = await t.request("/v1/speech-to-text/transcripts", { headers: { "xi-api-key": someone.apiKey } });
    expect(((await list.json()) as { transcripts: { file_name: string }[] }).transcripts[0]!.file_name).toBe("speech.wav");
  });

  it("answers verbose_json with words and segments in the audio's time", async () => {
    const result = await openai.audio.transcriptions.create({
      file: await file(),
      model: "gpt-4o-mini-transcribe",
      language: "en",
      response_format: "verbose_json",
      timestamp_granularities: ["word", "segment"],
    });
    expect(result.language).toBe("english");
    expect(result.duration).toBeCloseTo(spoken.seconds, 1);
    expect(result.words!.length).toBe(words(result.text).length);
    for (const w of result.words!) {
      expect(w.end).toBeGreaterThanOrEqual(w.start);
      expect(w.end).toBeLessThanOrEqual(spoken.seconds + 0.05);
    }
    expect(result.segments!.length).toBeGreaterThanOrEqual(1);
    expect(result.segments!.map((s) => s.text.trim()).join(" ")).toBe(result.text);
  });

  it("answers text, srt and vtt as text", async () => {
    const text = await openai.audio.transcriptions.create({ file: await file(), model: "whisper-1", response_format: "text" });
    expect(typeof text).toBe("string");
    expect(words(text as unknown as string).length).toBeGreaterThan(5);
    const srt = (await openai.audio.transcriptions.create({ file: await file(), model: "whisper-1", response_format: "srt" })) as unknown as string;
    expect(srt).toMatch(/^1\n00:00:\d\d,\d{3} --> 00:00:\d\d,\d{3}\n\S/);
    const vtt = (await openai.audio.transcriptions.create({ file: await file(), model: "whisper-1", response_format: "vtt" })) as unknown as string;
    expect(vtt).toMatch(/^WEBVTT\n\n1\n00:00:\d\d\.\d{3} --> /);
  });

  it("refuses a model it does not know, a bad format and a language nothing here speaks, as errors the package reads", async () => {
    await expect(openai.audio.transcriptions.create({ file: await file(), model: "nope-1" })).rejects.toMatchObject({ status: 400 });
    await expect(openai.audio.transcriptions.create({ file: await file(), model: "whisper-1", language: "ja" })).rejects.toMatchObject({ status: 400 });
    await expect(openai.audio.transcriptions.create({ file: await file(), model: "whisper-1", response_format: "diarized_json" as "json" })).rejects.toMatchObject({ status: 422 });
  });
});
