import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concatSamples } from "../audio/pcm-codecs";
import type { RegisteredEngine } from "../engines/engine-registry";
import { createRemoteEngines } from "../engines/remote/create-remote-engines";
import { parseEnginesConfig } from "../engines/remote/engine-config";
import { wavBytes } from "../engines/remote/pcm-stream";
import type { Align } from "../recognition/recognition-types";
import { startCloningTestServer, type CloningTestServer } from "../test-support/cloning-test-server";
import { speakWithFlite } from "../test-support/flite-speech";
import { medianPitchHz } from "../test-support/pitch";
import { PREMADE_VOICES } from "../voices/premade-voices";
import type { VoiceRendering } from "../voices/voice-rendering";
import { VoiceEngineMissingError } from "./errors";
import { SpeechService, type SpeechChunk } from "./speech-service";

const TEXT = "Please call Stella. Ask her to bring these things with her from the store.";
const oliver = PREMADE_VOICES.find((v) => v.engineVoice === "gmw/en")!;
const samantha = PREMADE_VOICES.find((v) => v.engineVoice === "slt")!;
const same = (a: Int16Array, b: Int16Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));

/** An aligner standing in for PocketSphinx: records the pieces it is asked about and times their words evenly. */
const aligned: string[] = [];
const align: Align = async (samples, text) => {
  aligned.push(text);
  const words = text.split(/\s+/).filter(Boolean);
  const seconds = samples.length / 16000;
  return { words: words.map((w, i) => ({ text: w, start: (i * seconds) / words.length, end: ((i + 0.5) * seconds) / words.length, loss: 0 })), characters: [], loss: 0 };
};
const ALIGNER: RegisteredEngine = {
  id: "test-aligner",
  name: "Test aligner",
  kind: "embedded",
  description: "Times words evenly.",
  capabilities: ["alignment"],
  languages: ["en"],
  voiceCount: 0,
  license: "none",
  align,
  checkHealth: async () => ({ status: "healthy", detail: null, checkedAt: new Date(), realTimeFactor: null }),
};

let server: CloningTestServer;
let service: SpeechService;
let highReference: Uint8Array;

beforeAll(async () => {
  server = await startCloningTestServer();
  const engines = createRemoteEngines(parseEnginesConfig([{ id: "clone", kind: "chatterbox", base_url: server.url }]));
  service = new SpeechService({ workers: 1, engines: [...engines, ALIGNER] });
  highReference = wavBytes(await speakWithFlite("I would like my own voice to read this book aloud.", "slt", 22050), 22050);
});
afterAll(async () => {
  await service.close();
  await server.close();
});

async function collect(rendering: VoiceRendering, extra: { exactTimings?: boolean; speed?: number } = {}) {
  const chunks: SpeechChunk[] = [];
  for await (const chunk of service.stream({ text: TEXT, voiceId: "workspace-voice-1", rendering, ...extra })) chunks.push(chunk);
  expect(chunks.map((c) => c.alignment.characters.join("")).join("")).toBe(TEXT);
  return { chunks, samples: concatSamples(chunks.map((c) => c.samples)), sampleRate: chunks[0]!.sampleRate };
}

describe("SpeechService with an embedded rendering", () => {
  it("speaks the base voice through the pool with the variant (which crosses to the worker)", async () => {
    const plain = await service.synthesize({ text: TEXT, voiceId: oliver.voiceId });
    const low = await collect({ kind: "embedded", baseVoiceId: oliver.voiceId, variant: { pitchBase: 90, pitchRange: 30 } });
    const high = await service.synthesize({ text: TEXT, voiceId: "label", rendering: { kind: "embedded", baseVoiceId: oliver.voiceId, variant: { pitchBase: 200, pitchRange: 30 } } });
    expect(medianPitchHz(low.samples, low.sampleRate)!).toBeLessThan(130);
    expect(medianPitchHz(high.samples, high.sampleRate)!).toBeGreaterThan(190);
    expect(same(high.samples, plain.samples)).toBe(false);
    const again = await service.synthesize({ text: TEXT, voiceId: "other label", rendering: { kind: "embedded", baseVoiceId: oliver.voiceId, variant: { pitchBase: 200, pitchRange: 30 } } });
    expect(same(again.samples, high.samples)).toBe(true);
  });

  it("multiplies the speed by the rate, clamped as speed is", async () => {
    const normal = await service.synthesize({ text: TEXT, voiceId: oliver.voiceId });
    const brisk = await service.synthesize({ text: TEXT, voiceId: "v", rendering: { kind: "embedded", baseVoiceId: oliver.voiceId, rate: 1.25 } });
    const sped = await service.synthesize({ text: TEXT, voiceId: oliver.voiceId, speed: 1.25 });
    expect(same(brisk.samples, sped.samples)).toBe(true);
    const capped = await service.synthesize({ text: TEXT, voiceId: "v", speed: 1.5, rendering: { kind: "embedded", baseVoiceId: oliver.voiceId, rate: 10 } });
    expect(same(capped.samples, (await service.synthesize({ text: TEXT, voiceId: oliver.voiceId, speed: 2 })).samples)).toBe(true);
    expect(brisk.samples.length).toBeLessThan(normal.samples.length * 0.9);
  });

  it("ignores the variant on a Flite base (Flite has none)", async () => {
    const plain = await service.synthesize({ text: TEXT, voiceId: samantha.voiceId });
    const rendered = await service.synthesize({ text: TEXT, voiceId: "v", rendering: { kind: "embedded", baseVoiceId: samantha.voiceId, variant: { pitchBase: 60, pitchRange: 10 } } });
    expect(rendered.sampleRate).toBe(16000);
    expect(same(rendered.samples, plain.samples)).toBe(true);
  });

  it("rejects a base voice that is not in the catalogue before yielding", async () => {
    const stream = service.stream({ text: TEXT, voiceId: "v", rendering: { kind: "embedded", baseVoiceId: "gone" } });
    await expect(stream[Symbol.asyncIterator]().next()).rejects.toThrow("voice_id v was not found");
  });
});

describe("SpeechService with an engine's rendering", () => {
  it("lists the cloning engines (capability and synthesizer) and no design engine", () => {
    expect(service.cloningEngines().map((e) => e.id)).toEqual(["clone"]);
    expect(service.designEngines()).toEqual([]);
  });

  it("sends the reference to the cloning engine with every piece and yields its audio, exactly timed", async () => {
    const before = server.syntheses.length;
    aligned.length = 0;
    const { chunks, samples, sampleRate } = await collect({ kind: "reference", engineId: "clone", reference: { wav: highReference }, language: "en" }, { exactTimings: true });
    const sent = server.syntheses.slice(before);
    expect(sent.length).toBe(chunks.length);
    expect(chunks.length).toBeGreaterThan(1);
    for (const synthesis of sent) {
      expect(synthesis.referencePitchHz).toBeGreaterThan(150); // the slt reference, measured by the server
      expect(synthesis.fliteVoice).toBe("slt");
    }
    expect(sampleRate).toBe(24000);
    expect(samples.length / sampleRate).toBeGreaterThan(2);
    expect(medianPitchHz(samples, sampleRate)!).toBeGreaterThan(150);
    // Each piece went through the aligner (the rendering's language is one it aligns).
    expect(aligned).toEqual(chunks.map((c) => c.alignment.characters.join("")));
  });

  it("speaks an engine's own voice", async () => {
    const before = server.syntheses.length;
    const { samples, sampleRate } = await collect({ kind: "engine-voice", engineId: "clone", engineVoice: "narrator", language: "en" });
    expect(server.syntheses.slice(before).map((s) => [s.fliteVoice, s.referencePitchHz])).toEqual([
      ["rms", null],
      ["rms", null],
    ]);
    expect(medianPitchHz(samples, sampleRate)!).toBeLessThan(130);
  });

  it.each<[string, VoiceRendering, string]>([
    ["a removed cloning engine", { kind: "reference", engineId: "gone-clone", reference: { wav: new Uint8Array(44) }, language: "en" }, 'The engine "gone-clone" this voice is spoken by is not installed.'],
    ["a removed engine voice", { kind: "engine-voice", engineId: "gone-tts", engineVoice: "x", language: "en" }, 'The engine "gone-tts" this voice is spoken by is not installed.'],
    ["an engine that no longer clones", { kind: "reference", engineId: "test-aligner", reference: { wav: new Uint8Array(44) }, language: "en" }, 'The engine "test-aligner" this voice is spoken by no longer clones voices.'],
  ])("rejects %s with VoiceEngineMissingError before yielding", async (_, rendering, message) => {
    const before = server.syntheses.length;
    const first = service.stream({ text: TEXT, voiceId: "v", rendering })[Symbol.asyncIterator]().next();
    await expect(first).rejects.toBeInstanceOf(VoiceEngineMissingError);
    await expect(service.synthesize({ text: TEXT, voiceId: "v", rendering })).rejects.toThrow(message);
    expect(server.syntheses.length).toBe(before);
  });
});
