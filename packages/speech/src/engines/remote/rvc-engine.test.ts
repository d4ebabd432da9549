import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { speakWithFlite } from "../../test-support/flite-speech";
import { medianPitchHz } from "../../test-support/pitch";
import { startRvcTestServer, type RvcTestServer } from "../../test-support/rvc-test-server";
import { parseEnginesConfig } from "./engine-config";
import { UpstreamError } from "./remote-errors";
import { EngineGuard } from "./resilience";
import { RVC_SAMPLE_RATE, RvcEngine } from "./rvc-engine";

const RATE = 22050;

function engineFor(url: string) {
  const [config] = parseEnginesConfig([{ id: "rvc", kind: "rvc", base_url: url }]);
  return new RvcEngine(config, new EngineGuard({ engineId: config.id, timeoutMs: 30_000, retries: 0, maxConcurrency: 2, maxQueue: 4, retryBaseMs: 10 }));
}

describe("RvcEngine against an rvc-python API server", () => {
  let server: RvcTestServer;
  let source: Int16Array;
  beforeAll(async () => {
    server = await startRvcTestServer();
    // A man's voice (about 100 Hz), as a recording would come.
    source = await speakWithFlite("Please call Stella and ask her to bring these things with her.", "rms", RATE);
  });
  afterAll(() => server.close());

  it("lists the server's models as voices that convert speech and do not read text", async () => {
    const voices = await engineFor(server.url).listVoices();
    expect(voices.map((v) => [v.engineVoiceId, v.name, v.language])).toEqual([
      ["amy", "amy", "en"],
      ["narrator", "narrator", "en"],
    ]);
    expect(voices[0].description).toMatch(/converts speech into this voice and does not read text/);
  });

  it("loads the voice's model, converts the speech into it and keeps its length", async () => {
    const engine = engineFor(server.url);
    const converted = await engine.convertVoice({ samples: source, sampleRate: RATE, voiceId: "x", engineVoiceId: "amy", languageCode: "en" });
    expect(server.loaded).toBe("amy");
    expect(converted.sampleRate).toBe(RVC_SAMPLE_RATE);
    expect(converted.text).toBeNull();
    expect(converted.samples.length / RVC_SAMPLE_RATE).toBeCloseTo(source.length / RATE, 1);
    // The model's voice is a woman's: the man's speech comes out about twice as high.
    expect(medianPitchHz(converted.samples, RVC_SAMPLE_RATE)!).toBeGreaterThan(170);
    const requests = server.requests.slice(-2);
    expect(requests).toEqual(["POST /models/amy", "POST /convert"]);
  });

  it("loads a model only when another was loaded last, and again after the server restarted", async () => {
    const engine = engineFor(server.url);
    const convert = (model: string) => engine.convertVoice({ samples: source, sampleRate: RATE, voiceId: "x", engineVoiceId: model, languageCode: "en" });
    const before = server.requests.length;
    await convert("narrator");
    await convert("narrator");
    server.restart();
    const low = await convert("narrator");
    expect(server.requests.slice(before)).toEqual(["POST /models/narrator", "POST /convert", "POST /convert", "POST /convert", "POST /models/narrator", "POST /convert"]);
    expect(medianPitchHz(low.samples, RVC_SAMPLE_RATE)!).toBeLessThan(130);
  });

  it("takes turns on the server's one model: concurrent conversions into two voices each get their own", async () => {
    const engine = engineFor(server.url);
    const [high, low] = await Promise.all(
      ["amy", "narrator"].map((model) => engine.convertVoice({ samples: source, sampleRate: RATE, voiceId: "x", engineVoiceId: model, languageCode: "en" })),
    );
    expect(medianPitchHz(high.samples, RVC_SAMPLE_RATE)!).toBeGreaterThan(170);
    expect(medianPitchHz(low.samples, RVC_SAMPLE_RATE)!).toBeLessThan(130);
    expect(server.conversions.slice(-2).map((c) => c.model)).toEqual(["amy", "narrator"]);
  });

  it("sets the model's index rate from similarity_boost", async () => {
    const engine = engineFor(server.url);
    await engine.convertVoice({ samples: source, sampleRate: RATE, voiceId: "x", engineVoiceId: "amy", languageCode: "en", voiceSettings: { similarityBoost: 0.9 } });
    expect(server.params.index_rate).toBe(0.9);
  });

  it("surfaces a model the server does not have, naming the engine and the server's reason", async () => {
    const engine = engineFor(server.url);
    const error = await engine.convertVoice({ samples: source, sampleRate: RATE, voiceId: "x", engineVoiceId: "gone", languageCode: "en" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).message).toMatch(/rvc answered 400: .*Model gone not found/);
    // The engine goes on converting after a failure.
    const converted = await engine.convertVoice({ samples: source, sampleRate: RATE, voiceId: "x", engineVoiceId: "amy", languageCode: "en" });
    expect(converted.samples.length).toBeGreaterThan(0);
  });
});
