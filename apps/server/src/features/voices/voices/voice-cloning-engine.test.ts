// The PostgreSQL pass leaves this file out: its clones are engine work on rows written one request at a time; the voice rows are the ones voice-cloning.test.ts checks on PostgreSQL, concurrent adds at the limit included.
import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { createRemoteEngines, parseEnginesConfig, SpeechService } from "@vocable/speech";
import { decodeWithFfmpeg } from "@vocable/speech/test-support";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { voice } from "#db/schema/index";
import { startCloningTestServer, type CloningTestServer } from "../../../../../../packages/speech/src/test-support/cloning-test-server";
import { spokenWav } from "#testing/spoken-audio";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { setWorkspaceTier } from "#testing/workspace-teams";

// Instant cloning with a cloning engine installed (a Chatterbox TTS API server, stood in for by a
// server that speaks its wire protocol with real speech), driven through the official SDK.
let cloning: CloningTestServer;
let speech: SpeechService;
let t: TestApp;
let alice: TestUser;
let sdk: ElevenLabsClient;
let lowVoice: Buffer;
let highVoice: Buffer;

const TEXT = "The quick brown fox jumps over the lazy dog. Every morning I walk along the river and count the boats that pass by.";

const status503 = (err: unknown) => ({ statusCode: (err as ElevenLabsError).statusCode, status: ((err as ElevenLabsError).body as { detail: { status: string } }).detail.status });

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

beforeAll(async () => {
  cloning = await startCloningTestServer();
  speech = new SpeechService({ workers: 1, maxQueue: 8, engines: createRemoteEngines(parseEnginesConfig([{ id: "chatterbox-gpu", kind: "chatterbox", base_url: cloning.url }])) });
  expect(await speech.voices.refresh()).toEqual([]);
  t = await createTestApp({}, { speech });
  alice = await t.signUp("Alice Engine");
  await setWorkspaceTier(t, alice.workspaceId, "starter"); // instant cloning starts with Starter
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
  lowVoice = (await spokenWav(speech, TEXT, "Richard")).wav;
  highVoice = (await spokenWav(speech, TEXT, "Samantha")).wav;
});
afterAll(async () => {
  await t?.close();
  await speech?.close();
  await cloning?.close();
});

describe("instant cloning on a cloning engine, through the SDK", () => {
  let voiceId: string;

  it("voices.ivc.create makes a real clone: the engine speaks with the samples as its reference", async () => {
    const added = await sdk.voices.ivc.create({ name: "High Clone", files: [new Blob([new Uint8Array(highVoice)])], description: "From the SDK", labels: { accent: "american" }, removeBackgroundNoise: true });
    expect(added).toEqual({ voiceId: expect.stringMatching(/^[A-Za-z0-9]{20}$/), requiresVerification: false });
    voiceId = added.voiceId;
    const found = await sdk.voices.get(voiceId);
    expect(found).toMatchObject({ name: "High Clone", category: "cloned", labels: { accent: "american", vocable_method: "cloned" } });
    expect(found.description).toContain("Cloned by a voice-cloning engine");
    expect(found.description).not.toContain("Approximation");
    expect(found.samples?.[0]).toMatchObject({ removeBackgroundNoise: true });
    // The similarity the server measured (speaker embeddings of a sentence the clone said, against the samples).
    const [row] = await t.deps.db.select().from(voice).where(eq(voice.id, voiceId));
    console.log(`similarity (cloning engine path): ${row!.similarity?.toFixed(3)}`);
    expect(row!.similarity).not.toBeNull();
  });

  it("textToSpeech.convert with the clone sends its reference to the engine", async () => {
    const before = cloning.syntheses.length;
    const audio = await readAll(await sdk.textToSpeech.convert(voiceId, { text: "Spoken by the cloned voice.", outputFormat: "mp3_44100_128" }));
    expect(decodeWithFfmpeg(audio, "mp3_44100_128").durationSeconds).toBeGreaterThan(0.5);
    const sent = cloning.syntheses.slice(before);
    expect(sent.length).toBeGreaterThan(0);
    // The reference is the high (female) sample: the engine heard a high pitch and chose its high voice.
    expect(sent[0]!.referencePitchHz).toBeGreaterThan(140);
    expect(sent[0]!.fliteVoice).toBe("slt");
  });

  it("a low voice's clone stays low", async () => {
    const { voiceId: low } = await sdk.voices.ivc.create({ name: "Low Clone", files: [new Blob([new Uint8Array(lowVoice)])] });
    const before = cloning.syntheses.length;
    await readAll(await sdk.textToSpeech.convert(low, { text: "Low and slow.", outputFormat: "mp3_44100_128" }));
    expect(cloning.syntheses[before]!.referencePitchHz).toBeLessThan(140);
    await sdk.voices.delete(low);
  });

  it("voices.search finds it with the SDK's filters; voices.getAll lists it first", async () => {
    const personal = await sdk.voices.search({ voiceType: "personal", includeTotalCount: true });
    expect(personal.voices.map((v) => v.voiceId)).toEqual([voiceId]);
    expect(personal.totalCount).toBe(1);
    expect((await sdk.voices.search({ category: "cloned", search: "high" })).voices.map((v) => v.voiceId)).toEqual([voiceId]);
    expect((await sdk.voices.search({ voiceIds: [voiceId] })).voices.map((v) => v.voiceId)).toEqual([voiceId]);
    expect((await sdk.voices.search({ accent: "american", voiceType: "non-default" })).voices.map((v) => v.voiceId)).toEqual([voiceId]);
    expect((await sdk.voices.search({ voiceType: "default", pageSize: 100 })).voices.every((v) => v.category === "premade")).toBe(true);
    const all = await sdk.voices.getAll({ showLegacy: true });
    expect(all.voices[0]!.voiceId).toBe(voiceId);
  });

  it("pages through premade and workspace voices together without repeats, by date and by name", async () => {
    for (const sort of [undefined, "name"] as const) {
      for (const sortDirection of ["asc", "desc"] as const) {
        const seen: string[] = [];
        let token: string | undefined;
        let total: number;
        do {
          const page = await sdk.voices.search({ pageSize: 3, sort, sortDirection, nextPageToken: token, includeTotalCount: true });
          seen.push(...page.voices.map((v) => v.voiceId));
          total = page.totalCount;
          token = page.hasMore ? page.nextPageToken : undefined;
        } while (token);
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen.length).toBe(total);
        expect(seen).toContain(voiceId);
      }
    }
  });

  it("voices.update renames and adds a sample; voices.samples.audio.get plays a sample", async () => {
    expect(await sdk.voices.update(voiceId, { name: "High Clone 2", files: [new Blob([new Uint8Array(highVoice)])], labels: { accent: "british" } })).toEqual({ status: "ok" });
    const found = await sdk.voices.get(voiceId);
    expect(found.name).toBe("High Clone 2");
    expect(found.samples).toHaveLength(2);
    const audio = await readAll(await sdk.voices.samples.audio.get(voiceId, found.samples![0]!.sampleId!));
    expect(decodeWithFfmpeg(audio, "mp3_44100_128").durationSeconds).toBeGreaterThan(5);
  });

  it("voices.settings.update and get work on a workspace voice", async () => {
    await sdk.voices.settings.update(voiceId, { stability: 0.3, similarityBoost: 0.9 });
    expect(await sdk.voices.settings.get(voiceId)).toMatchObject({ stability: 0.3, similarityBoost: 0.9 });
  });

  it("the SDK reads refusals as ElevenLabsError", async () => {
    const err = await sdk.voices.ivc.create({ name: "Text", files: [new Blob([new TextEncoder().encode("not audio ".repeat(100))])] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ElevenLabsError);
    expect((err as ElevenLabsError).statusCode).toBe(400);
  });

  it("voices.delete removes it", async () => {
    expect(await sdk.voices.delete(voiceId)).toEqual({ status: "ok" });
    const err = await sdk.voices.get(voiceId).catch((e: unknown) => e);
    expect((err as ElevenLabsError).statusCode).toBe(404);
  });

  it("a clone whose cloning engine was removed answers 503 engine_unavailable, and is still listed", async () => {
    const { voiceId: orphan } = await sdk.voices.ivc.create({ name: "Engine Gone", files: [new Blob([new Uint8Array(highVoice)])] });
    await speech.removeEngine("chatterbox-gpu");
    const err = await sdk.textToSpeech.convert(orphan, { text: "Anyone there?" }).catch((e: unknown) => e);
    expect(status503(err)).toEqual({ statusCode: 503, status: "engine_unavailable" });
    expect((await sdk.voices.get(orphan)).name).toBe("Engine Gone");
  });
});
