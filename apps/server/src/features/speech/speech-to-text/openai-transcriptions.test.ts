import { eq } from "drizzle-orm";
import OpenAI, { APIError, toFile } from "openai";
import type { TranscriptionStreamEvent } from "openai/resources/audio/transcriptions";
import { waitFor } from "@vocable/speech/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transcript } from "#db/schema/index";
import { audioForm, spokenWav } from "#testing/spoken-audio";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { endTranscript } from "./use-cases/end-transcript";

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

/** Every event of a stream, in order. */
async function eventsOf(stream: AsyncIterable<TranscriptionStreamEvent>) {
  const events: TranscriptionStreamEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

const transcripts = async (user: TestUser) =>
  ((await (await t.request("/v1/speech-to-text/transcripts", { headers: { "xi-api-key": user.apiKey } })).json()) as { transcripts: { transcription_id: string; status: string }[] }).transcripts;

describe("POST /v1/audio/transcriptions with stream=true (the openai package, unchanged)", () => {
  it("sends the text as transcript.text.delta events, then transcript.text.done with the text the other formats give", async () => {
    const events = await eventsOf(await openai.audio.transcriptions.create({ file: await file(), model: "gpt-4o-mini-transcribe", stream: true }));
    const deltas = events.filter((e) => e.type === "transcript.text.delta");
    expect(deltas.length).toBeGreaterThanOrEqual(1);
    expect(events.length).toBe(deltas.length + 1);
    const done = events.at(-1)!;
    expect(done).toEqual({ type: "transcript.text.done", text: expect.any(String) });
    if (done.type !== "transcript.text.done") throw new Error("no done event");
    expect(deltas.map((d) => d.delta).join("")).toBe(done.text);
    const plain = await openai.audio.transcriptions.create({ file: await file(), model: "gpt-4o-mini-transcribe" });
    expect(done.text).toBe(plain.text);
    // response_format text streams the same events.
    const asText = await eventsOf(await openai.audio.transcriptions.create({ file: await file(), model: "whisper-1", response_format: "text", stream: true }));
    expect(asText.at(-1)).toEqual({ type: "transcript.text.done", text: plain.text });
  }, 60_000);

  it("refuses stream=true with a format it cannot stream, and a stream value that is not a boolean, before keeping anything", async () => {
    const user = await t.signUp("Olivia Refused");
    const client = new OpenAI({ apiKey: user.apiKey, baseURL: openai.baseURL, maxRetries: 0 });
    for (const format of ["verbose_json", "srt", "vtt"] as const) {
      const refused = client.audio.transcriptions.create({ file: await file(), model: "whisper-1", response_format: format, stream: true });
      await expect(refused).rejects.toMatchObject({ status: 400 });
      await expect(refused).rejects.toThrow(`response_format: '${format}' is not compatible with stream=true. Use 'json' or 'text'`);
    }
    const res = await fetch(`${openai.baseURL}/audio/transcriptions`, { method: "POST", headers: { authorization: `Bearer ${user.apiKey}` }, body: audioForm(spoken.wav, { model: "whisper-1", stream: "yes" }) });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ detail: [{ loc: ["body", "stream"] }] });
    expect(await transcripts(user)).toEqual([]);
  }, 60_000);

  it("goes on with the transcript when the client leaves the stream: it is kept and readable by its id", async () => {
    const user = await t.signUp("Olivia Leaves Early");
    const controller = new AbortController();
    const res = await fetch(`${openai.baseURL}/audio/transcriptions`, {
      method: "POST",
      headers: { authorization: `Bearer ${user.apiKey}` },
      body: audioForm(spoken.wav, { model: "whisper-1", stream: "true" }),
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    controller.abort();
    await waitFor("the transcript to complete", async () => (await transcripts(user))[0]?.status === "completed");
    const [kept] = await transcripts(user);
    const read = await t.request(`/v1/speech-to-text/transcripts/${kept!.transcription_id}`, { headers: { "xi-api-key": user.apiKey } });
    expect(((await read.json()) as { text: string }).text.length).toBeGreaterThan(10);
  }, 60_000);
});

describe("a streamed transcription whose recognition fails", () => {
  let idle: TestApp;
  // Jobs not started: the transcript waits, and the test fails it as the job's last attempt would.
  beforeAll(async () => {
    idle = await createTestApp();
  });
  afterAll(() => idle?.close());

  it("ends with an error event in OpenAI's shape, which the package throws with the recogniser's reason", async () => {
    const user = await idle.signUp("Olivia Fails");
    const client = new OpenAI({ apiKey: user.apiKey, baseURL: `${await idle.listen()}/v1`, maxRetries: 0 });
    const stream = await client.audio.transcriptions.create({ file: await file(), model: "whisper-1", stream: true });
    const [row] = await idle.deps.db.select().from(transcript).where(eq(transcript.userId, user.userId));
    await idle.deps.db.transaction((tx) => endTranscript(tx, row!.id, { status: "failed", error: "the recogniser crashed" }));
    const reading = eventsOf(stream);
    await expect(reading).rejects.toBeInstanceOf(APIError);
    await expect(reading).rejects.toMatchObject({ code: "recognition_failed", type: "server_error", message: "The recogniser failed: the recogniser crashed" });
  }, 60_000);
});
