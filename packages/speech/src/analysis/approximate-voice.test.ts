import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resampleWhole } from "../audio/resampler";
import { createRemoteEngines } from "../engines/remote/create-remote-engines";
import { parseEnginesConfig } from "../engines/remote/engine-config";
import { wavBytes } from "../engines/remote/pcm-stream";
import { SpeechService } from "../service/speech-service";
import { SAME_SPEAKER_THRESHOLD, closeSpeakerEmbedding } from "../speaker/speaker-embedding";
import { startCloningTestServer, type CloningTestServer } from "../test-support/cloning-test-server";
import { PREMADE_VOICES } from "../voices/premade-voices";
import type { EmbeddedRendering } from "../voices/voice-rendering";
import {
  JUDGING_TEXT,
  MAX_SYNTHESES,
  approximateVoice,
  measureSimilarity,
  pitchForRange,
  warmVoiceApproximation,
  type ApproximationProgress,
  type VoiceApproximation,
} from "./approximate-voice";
import { medianPitchHz } from "./pitch";

/** What the samples say: not the judging sentence. */
const SAMPLE_TEXT =
  "The morning train was late again, and nobody seemed surprised. She opened the window to let the cool evening air inside. Our team will review the budget before the meeting on Thursday.";

const voice = (name: string) => PREMADE_VOICES.find((v) => v.name === name)!;
const embedded = (name: string, extra: Partial<EmbeddedRendering> = {}): EmbeddedRendering => ({ kind: "embedded", baseVoiceId: voice(name).voiceId, ...extra });

const figures: string[] = [];
const report = (name: string, a: VoiceApproximation, extra = "") =>
  figures.push(
    `${name}: -> ${a.baseVoiceName} similarity ${a.similarity.toFixed(3)}${extra}; ${a.work.syntheses} syntheses in ${a.work.seconds.toFixed(1)} s; ` +
      `rendering ${JSON.stringify({ ...a.rendering, baseVoiceId: undefined, variant: a.rendering.variant && { ...a.rendering.variant, formants: a.rendering.variant.formants?.map((f) => f.freq).join(",") } })}\n` +
      `    candidates: ${a.candidates.map((c) => `${c.label} ${c.similarity.toFixed(2)}`).join(", ")}`,
  );

describe("approximateVoice", () => {
  let service: SpeechService;

  beforeAll(() => {
    service = new SpeechService({ workers: 2 });
  });

  afterAll(async () => {
    console.log(`voice approximation figures (judging sentence: "${JUDGING_TEXT}"):\n  ${figures.join("\n  ")}`);
    await service.close();
    await closeSpeakerEmbedding();
  });

  async function sample(rendering: EmbeddedRendering) {
    const said = await service.synthesize({ text: SAMPLE_TEXT, voiceId: rendering.baseVoiceId, rendering });
    // Samples arrive at the server's rate, not the engine's.
    return { samples: resampleWhole(said.samples, said.sampleRate, 24000), sampleRate: 24000 };
  }

  function checkShape(a: VoiceApproximation) {
    expect(a.rendering.kind).toBe("embedded");
    expect(a.work.syntheses).toBeLessThanOrEqual(MAX_SYNTHESES);
    expect(a.candidates.length).toBe(a.work.syntheses);
    expect(a.candidates.map((c) => c.similarity)).toEqual([...a.candidates.map((c) => c.similarity)].sort((x, y) => y - x));
    if (a.rendering.rate !== undefined) {
      expect(a.rendering.rate).toBeGreaterThanOrEqual(0.7);
      expect(a.rendering.rate).toBeLessThanOrEqual(1.3);
    }
  }

  it("approximates a Flite voice by that voice, closer than a wrong voice", async () => {
    const { samples, sampleRate } = await sample(embedded("Samantha"));
    const seen: ApproximationProgress[] = [];
    const a = await approximateVoice(service, samples, sampleRate, { language: "en", onProgress: (p) => seen.push(p) });
    // Progress: from none judged, one more each time, to every synthesis made; the total never grows.
    expect(seen[0].judged).toBe(0);
    expect(seen.map((p) => p.judged)).toEqual([...seen.map((p) => p.judged)].sort((x, y) => x - y));
    expect(seen.map((p) => p.total)).toEqual([...seen.map((p) => p.total)].sort((x, y) => y - x));
    expect(seen.every((p) => p.judged <= p.total && p.total <= MAX_SYNTHESES)).toBe(true);
    expect(seen[seen.length - 1]).toEqual({ judged: a.work.syntheses, total: a.work.syntheses });
    const wrong = await measureSimilarity(service, samples, sampleRate, embedded("Richard"));
    report("Flite slt (Samantha) sample", a, `, the male Richard ${wrong.toFixed(3)}`);
    checkShape(a);
    expect(a.baseVoiceName === "Samantha" || a.similarity >= SAME_SPEAKER_THRESHOLD).toBe(true);
    expect(a.similarity).toBeGreaterThanOrEqual(SAME_SPEAKER_THRESHOLD);
    expect(a.similarity).toBeGreaterThan(wrong);
    expect(a.rendering.variant).toBeUndefined(); // Flite has no variants
    expect(a.traits.pitch!.median).toBeGreaterThan(150);
    // The figure is what measureSimilarity gives for the rendering.
    expect(await measureSimilarity(service, samples, sampleRate, a.rendering)).toBeCloseTo(a.similarity, 5);
  }, 180_000);

  it("approximates an eSpeak NG voice by an eSpeak NG voice of its kind, closer than a wrong voice", async () => {
    const { samples, sampleRate } = await sample(embedded("Emily"));
    const a = await approximateVoice(service, samples, sampleRate, { language: "en" });
    const wrong = await measureSimilarity(service, samples, sampleRate, embedded("Oliver"));
    report("eSpeak NG en-US+f3 (Emily) sample", a, `, the male Oliver ${wrong.toFixed(3)}`);
    checkShape(a);
    expect(voice(a.baseVoiceName).engine).toBe("espeak-ng");
    expect(a.baseVoiceName === "Emily" || a.similarity >= SAME_SPEAKER_THRESHOLD).toBe(true);
    expect(a.similarity).toBeGreaterThan(wrong);
  }, 180_000);

  it("follows the pitch of a high-pitched eSpeak NG voice", async () => {
    const { samples, sampleRate } = await sample(embedded("Oliver", { variant: { pitchBase: 200, pitchRange: 60 } }));
    const a = await approximateVoice(service, samples, sampleRate, { language: "en" });
    const spoken = await service.synthesize({ text: SAMPLE_TEXT, voiceId: a.rendering.baseVoiceId, rendering: a.rendering });
    const samplePitch = medianPitchHz(samples, sampleRate)!;
    const renderedPitch = medianPitchHz(spoken.samples, spoken.sampleRate)!;
    report("eSpeak NG en with pitch 200+60 sample", a, `; median pitch: sample ${samplePitch.toFixed(0)} Hz, rendering ${renderedPitch.toFixed(0)} Hz`);
    checkShape(a);
    expect(a.rendering.variant).toBeDefined();
    expect(Math.abs(renderedPitch / samplePitch - 1)).toBeLessThan(0.2);
    expect(a.similarity).toBeGreaterThanOrEqual(SAME_SPEAKER_THRESHOLD);
  }, 180_000);

  it("speaks slower for a slow speaker", async () => {
    const { samples, sampleRate } = await sample(embedded("Richard", { rate: 0.75 }));
    const a = await approximateVoice(service, samples, sampleRate, { language: "en" });
    report("Flite rms (Richard) at rate 0.75 sample", a);
    checkShape(a);
    expect(a.baseVoiceName).toBe("Richard");
    expect(a.rendering.rate!).toBeLessThan(0.85);
  }, 180_000);

  it("judges the candidates every English sample meets ahead of the first clone", async () => {
    // Four Flite voices, two eSpeak NG English voices, and eSpeak NG's variants for low and for high samples.
    expect(await warmVoiceApproximation(service, "en")).toBe(12);
    const aborted = AbortSignal.abort(new Error("stopping"));
    await expect(warmVoiceApproximation(service, "en", aborted)).rejects.toThrow("stopping");
  }, 180_000);

  it("maps a pitch range to eSpeak's base and range", () => {
    expect(pitchForRange(158, 195)).toEqual({ pitchBase: 133, pitchRange: 62 });
    // Never below eSpeak's sensible lowest base, and always some range.
    expect(pitchForRange(60, 300).pitchBase).toBe(40);
    expect(pitchForRange(120, 120).pitchRange).toBeGreaterThanOrEqual(10);
  });
});

describe("measureSimilarity through a cloning engine", () => {
  let server: CloningTestServer;
  let service: SpeechService;

  beforeAll(async () => {
    server = await startCloningTestServer();
    service = new SpeechService({ workers: 1, engines: createRemoteEngines(parseEnginesConfig([{ id: "clone", kind: "chatterbox", base_url: server.url }])) });
  });

  afterAll(async () => {
    await service.close();
    await server.close();
    await closeSpeakerEmbedding();
  });

  it("speaks the judging sentence with the reference: a low reference is near a low voice's sample", async () => {
    const richard = await service.synthesize({ text: SAMPLE_TEXT, voiceId: voice("Richard").voiceId });
    const reference = { kind: "reference" as const, engineId: "clone", language: "en" };
    // The test server "clones" by picking the Flite voice nearest in pitch: rms for a low reference.
    const low = await measureSimilarity(service, richard.samples, richard.sampleRate, { ...reference, reference: { wav: wavBytes(richard.samples, richard.sampleRate) } });
    const samantha = await service.synthesize({ text: SAMPLE_TEXT, voiceId: voice("Samantha").voiceId });
    const high = await measureSimilarity(service, richard.samples, richard.sampleRate, { ...reference, reference: { wav: wavBytes(samantha.samples, samantha.sampleRate) } });
    console.log(`similarity through the cloning engine to a Richard sample: low reference ${low.toFixed(3)}, high reference ${high.toFixed(3)}`);
    // One synthesis per piece of the sentence.
    expect([...new Set(server.syntheses.map((s) => s.fliteVoice))]).toEqual(["rms", "slt"]);
    expect(low).toBeGreaterThanOrEqual(SAME_SPEAKER_THRESHOLD);
    expect(low).toBeGreaterThan(high);
  }, 120_000);
});
