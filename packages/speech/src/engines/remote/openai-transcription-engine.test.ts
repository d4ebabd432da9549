import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECOGNITION_SAMPLE_RATE } from "../../recognition/recognition-types";
import { speakWithFlite } from "../../test-support/flite-speech";
import { startOpenAiTranscriptionTestServer, type OpenAiTranscriptionTestServer } from "../../test-support/openai-transcription-test-server";
import { parseEnginesConfig } from "./engine-config";
import { createOpenAiTranscriber, recognitionFromVerboseJson } from "./openai-transcription-engine";
import { UpstreamError } from "./remote-errors";
import { EngineGuard } from "./resilience";

const SENTENCE = "The quick brown fox jumps over the lazy dog.";

function transcriberFor(url: string, entry: Record<string, unknown> = {}) {
  const [config] = parseEnginesConfig([{ id: "whisper", kind: "openai-transcription", base_url: url, ...entry }]);
  const guard = new EngineGuard({ engineId: config.id, timeoutMs: 60_000, retries: config.retries, maxConcurrency: 2, maxQueue: 4, secret: config.apiKey, retryBaseMs: 10 });
  return createOpenAiTranscriber(config, guard);
}

describe("recognitionFromVerboseJson", () => {
  it("takes words with their times and probability (1 when absent), trimming Whisper's spaces", () => {
    expect(
      recognitionFromVerboseJson(
        { text: " Hello world ", words: [{ word: " Hello", start: 0.1, end: 0.4, probability: 0.9 }, { word: " world", start: 0.5, end: 0.9 }, { word: " ", start: 1, end: 1 }] },
        2,
      ),
    ).toEqual({ text: "Hello world", words: [{ text: "Hello", start: 0.1, end: 0.4, probability: 0.9 }, { text: "world", start: 0.5, end: 0.9, probability: 1 }] });
  });

  it("spreads a segment's words evenly over it when the server gives only segments, and the text over the audio when it gives only text", () => {
    expect(recognitionFromVerboseJson({ text: "one two three", segments: [{ start: 1, end: 2.5, text: " one two three" }], words: null }, 9).words).toEqual([
      { text: "one", start: 1, end: 1.5, probability: 1 },
      { text: "two", start: 1.5, end: 2, probability: 1 },
      { text: "three", start: 2, end: 2.5, probability: 1 },
    ]);
    expect(recognitionFromVerboseJson({ text: "a b" }, 2).words).toEqual([
      { text: "a", start: 0, end: 1, probability: 1 },
      { text: "b", start: 1, end: 2, probability: 1 },
    ]);
    expect(() => recognitionFromVerboseJson({ words: [] }, 1)).toThrow("not an OpenAI transcription (no text)");
  });
});

describe("OpenAI-compatible transcription against a Speaches-like server", () => {
  let server: OpenAiTranscriptionTestServer;
  let segmentsOnly: OpenAiTranscriptionTestServer;
  let samples: Int16Array;
  beforeAll(async () => {
    [server, segmentsOnly] = await Promise.all([startOpenAiTranscriptionTestServer(), startOpenAiTranscriptionTestServer({ wordTimestamps: false })]);
    samples = await speakWithFlite(SENTENCE, "rms", RECOGNITION_SAMPLE_RATE);
  });
  afterAll(async () => {
    await Promise.all([server.close(), segmentsOnly.close()]);
  });

  it("sends a 16 kHz WAV with the model, language, verbose_json and word granularity, and returns the words with their times", async () => {
    const recognition = await transcriberFor(server.url)(samples, { language: "en", signal: AbortSignal.timeout(60_000) });
    const request = server.transcriptionRequests.at(-1)!;
    expect(request.fields).toEqual({ model: ["whisper-1"], language: ["en"], response_format: ["verbose_json"], "timestamp_granularities[]": ["word"] });
    expect(request.fileName).toBe("audio.wav");
    expect(request.fileBytes).toBe(44 + samples.length * 2);
    const texts = recognition.words.map((w) => w.text);
    for (const word of ["quick", "brown", "fox", "lazy", "dog"]) expect(texts).toContain(word);
    expect(recognition.text).toBe(texts.join(" "));
    const duration = samples.length / RECOGNITION_SAMPLE_RATE;
    for (const [i, w] of recognition.words.entries()) {
      expect(w.start).toBeLessThan(w.end);
      expect(w.end).toBeLessThanOrEqual(duration + 0.05);
      expect(w.probability).toBeGreaterThan(0);
      expect(w.probability).toBeLessThanOrEqual(1);
      if (i > 0) expect(w.start).toBeGreaterThanOrEqual(recognition.words[i - 1].end);
    }
    expect(recognition.words.find((w) => w.text === "dog")!.start).toBeGreaterThan(recognition.words.find((w) => w.text === "fox")!.end);
  });

  it("spreads words over their segments when the server gives no word times", async () => {
    const recognition = await transcriberFor(segmentsOnly.url, { model: "Systran/faster-whisper-small" })(samples, { language: "en" });
    expect(recognition.words.map((w) => w.text)).toEqual(recognition.text.split(" "));
    expect(recognition.words.every((w) => w.probability === 1)).toBe(true);
    const gaps = recognition.words.slice(1).map((w, i) => Math.round((w.start - recognition.words[i].start) * 1000));
    expect(new Set(gaps).size).toBeLessThanOrEqual(3); // even steps within each segment
  });

  it("rejects with Speaches' status and reason for a model it lacks", async () => {
    const error = await transcriberFor(server.url, { model: "large-v9" })(samples, { language: "en" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 404, reason: "Model 'large-v9' is not installed locally. You can download the model using `POST /v1/models`" });
  });

  it("stops the upstream request when the caller aborts", async () => {
    const controller = new AbortController();
    const abortedBefore = server.abortedAnswers;
    const pending = transcriberFor(server.url)(new Int16Array(RECOGNITION_SAMPLE_RATE * 30), { language: "en", signal: controller.signal });
    setTimeout(() => controller.abort(new Error("no longer needed")), 50);
    await expect(pending).rejects.toThrow("no longer needed");
    // The server sees its answer's connection closed before it could answer.
    for (let i = 0; i < 500 && server.abortedAnswers === abortedBefore; i++) await new Promise((r) => setTimeout(r, 10));
    expect(server.abortedAnswers).toBe(abortedBefore + 1);
  });
});
