import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startCloningTestServer, type CloningTestServer } from "../../test-support/cloning-test-server";
import { speakWithFlite } from "../../test-support/flite-speech";
import { medianPitchHz } from "../../test-support/pitch";
import { collectSpeech, heardWords, voicedFraction } from "../../test-support/speech-checks";
import { ChatterboxEngine } from "./chatterbox-engine";
import { parseEnginesConfig } from "./engine-config";
import { wavBytes } from "./pcm-stream";
import { UpstreamError } from "./remote-errors";
import { EngineGuard } from "./resilience";

const TEXT = "Please call Stella and ask her to bring these things with her from the store.";

function engineFor(url: string) {
  const [config] = parseEnginesConfig([{ id: "clone", kind: "chatterbox", base_url: url }]);
  return new ChatterboxEngine(config, new EngineGuard({ engineId: config.id, timeoutMs: 30_000, retries: 2, maxConcurrency: 2, maxQueue: 4, retryBaseMs: 10 }));
}

describe("ChatterboxEngine against a chatterbox-tts-api-like server", () => {
  let server: CloningTestServer;
  let highReference: Uint8Array;
  let lowReference: Uint8Array;
  beforeAll(async () => {
    server = await startCloningTestServer();
    // References at another rate than the answer's, as recordings come.
    highReference = wavBytes(await speakWithFlite("I would like my own voice to read this book aloud.", "slt", 22050), 22050);
    lowReference = wavBytes(await speakWithFlite("I would like my own voice to read this book aloud.", "rms", 22050), 22050);
  });
  afterAll(() => server.close());
  afterEach(() => server.cutAfterBytes(null));

  it("lists the server's voice library", async () => {
    expect(await engineFor(server.url).listVoices()).toEqual([
      { engineVoiceId: "narrator", name: "narrator", language: "en", description: "A voice in the Chatterbox server's library" },
      { engineVoiceId: "amy", name: "amy", language: "en", description: "A voice in the Chatterbox server's library" },
    ]);
    expect(server.requests.at(-1)).toBe("GET /v1/voices");
  });

  it("speaks the text in a voice cloned from the reference: a high reference gives a high voice, a low one a low voice", async () => {
    const engine = engineFor(server.url);
    const pitches: number[] = [];
    for (const reference of [highReference, lowReference]) {
      const speech = await engine.synthesize({ text: TEXT, engineVoiceId: "ignored", reference: { wav: reference, text: "I would like my own voice to read this book aloud." } }, AbortSignal.timeout(60_000));
      expect(speech.sampleRate).toBe(24000);
      const { samples, chunkCount } = await collectSpeech(speech.chunks);
      expect(chunkCount).toBeGreaterThan(3);
      expect(voicedFraction(samples, 24000)).toBeGreaterThan(0.5);
      expect(samples.length / 24000).toBeGreaterThan(3);
      pitches.push(medianPitchHz(samples, 24000)!);
      const { found, missing, heard } = await heardWords(samples, 24000, TEXT);
      expect(found.length, `heard "${heard}", missing ${missing.join(", ")}`).toBeGreaterThanOrEqual(Math.ceil((found.length + missing.length) * 0.6));
    }
    expect(server.syntheses.slice(-2).map((s) => s.fliteVoice)).toEqual(["slt", "rms"]);
    expect(pitches[0]).toBeGreaterThan(150);
    expect(pitches[1]).toBeLessThan(120);
    // The reference travelled in the request; the transcript did not (Chatterbox takes none).
    expect(server.syntheses.at(-1)!.fields).toEqual({ input: TEXT });
    expect(server.requests.at(-1)).toBe("POST /v1/audio/speech/stream/upload");
  });

  it("speaks a library voice without a reference", async () => {
    const speech = await engineFor(server.url).synthesize({ text: "Good morning to you.", engineVoiceId: "amy" }, AbortSignal.timeout(30_000));
    const { samples } = await collectSpeech(speech.chunks);
    expect(medianPitchHz(samples, 24000)).toBeGreaterThan(150);
    expect(server.requests.at(-1)).toBe("POST /v1/audio/speech/stream");
  });

  it("rejects with the server's status and reason", async () => {
    const engine = engineFor(server.url);
    await expect(engine.synthesize({ text: "   ", engineVoiceId: "x", reference: { wav: highReference } }, AbortSignal.timeout(30_000))).rejects.toMatchObject({
      status: 400,
      reason: "Input text cannot be empty",
    });
    await expect(engine.synthesize({ text: "a".repeat(3001), engineVoiceId: "x", reference: { wav: highReference } }, AbortSignal.timeout(30_000))).rejects.toMatchObject({
      status: 422,
      reason: "input: String should have at most 3000 characters",
    });
  });

  it("rejects when the connection is cut inside the WAV header, and errors from the chunks when cut in the audio", async () => {
    const engine = engineFor(server.url);
    server.cutAfterBytes(30);
    const early = await engine.synthesize({ text: TEXT, engineVoiceId: "amy" }, AbortSignal.timeout(30_000)).catch((e: unknown) => e);
    expect(early).toBeInstanceOf(UpstreamError);
    expect((early as Error).message).toMatch(/the answer was cut after 30 bytes/);
    server.cutAfterBytes(44 + 20_001);
    const speech = await engine.synthesize({ text: TEXT, engineVoiceId: "amy" }, AbortSignal.timeout(30_000));
    await expect(collectSpeech(speech.chunks)).rejects.toThrow(/the answer was cut after 20045 bytes/);
  });
});
