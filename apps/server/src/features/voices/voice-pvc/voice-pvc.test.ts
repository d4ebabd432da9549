// The PostgreSQL pass leaves this file out: its samples, captcha and training are engine work on rows written one request at a time; the voice and job rows are the ones the voices' and the job runner's tests check on PostgreSQL.
import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { concatBytes } from "@vocable/speech";
import { wavHeader } from "@vocable/domain";
import { decodeWithFfmpeg, waitFor } from "@vocable/speech/test-support";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workspace } from "#db/schema/index";
import { spokenWav } from "#testing/spoken-audio";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

// Professional voice cloning through the official SDK, unchanged: samples, speaker separation,
// the captcha (heard by the speech recogniser and compared by speaker embedding), training.
let t: TestApp;
let alice: TestUser;
let sdk: ElevenLabsClient;
let richard: Uint8Array;
let mixed: Uint8Array;

const status = (err: unknown) => (err as ElevenLabsError).statusCode;
const TEXT = "Every morning the baker opens the shop at six and the whole street smells of fresh bread and warm coffee.";

function joinWavs(a: Uint8Array, b: Uint8Array): Uint8Array {
  const rate = new DataView(a.buffer, a.byteOffset).getUint32(24, true);
  const pcm = concatBytes([a.subarray(44), b.subarray(44)]);
  return concatBytes([wavHeader(rate, pcm.length), pcm]);
}

beforeAll(async () => {
  t = await createTestApp();
  await t.deps.jobs.start();
  alice = await t.signUp("Alice Professional");
  // Professional cloning starts on Creator (one professional voice); billing (issue 12) will sell it.
  await t.database.db.update(workspace).set({ tier: "creator", voiceLimit: 30, professionalVoiceLimit: 1 }).where(eq(workspace.id, alice.workspaceId));
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
  richard = (await spokenWav(t.deps.speech, TEXT, "Richard")).wav;
  const samantha = (await spokenWav(t.deps.speech, TEXT, "Samantha")).wav;
  mixed = joinWavs(samantha, richard);
});
afterAll(() => t.close());

describe("voices.pvc through the SDK", () => {
  let voiceId: string;
  let sampleIds: string[];

  it("refuses professional cloning on the free tier", async () => {
    const bob = new ElevenLabsClient({ apiKey: (await t.signUp("Bob Free")).apiKey, baseUrl: await t.listen(), maxRetries: 0 });
    const err = await bob.voices.pvc.create({ name: "Nope", language: "en" }).catch((e: unknown) => e);
    expect(status(err)).toBe(403);
    expect(((err as ElevenLabsError).body as { detail: { status: string; message: string } }).detail).toEqual({
      status: "can_not_use_professional_voice_cloning",
      message: "Professional voice cloning is not included in the Free plan: it needs the Creator plan or above. Upgrade your subscription to use it.",
    });
  });

  it("creates a voice, adds samples, shows their waveform and audio", async () => {
    voiceId = (await sdk.voices.pvc.create({ name: "Pro Richard", language: "en", description: "Studio recordings", labels: { accent: "american" } })).voiceId;
    expect((await sdk.voices.pvc.update(voiceId, { name: "Pro Richard 2" })).voiceId).toBe(voiceId);
    const added = await sdk.voices.pvc.samples.create(voiceId, { files: [new Blob([new Uint8Array(richard)]), new Blob([new Uint8Array(mixed)])] });
    expect(added).toHaveLength(2);
    sampleIds = added.map((s) => s.sampleId!);
    const wave = await sdk.voices.pvc.samples.waveform.get(voiceId, sampleIds[0]!);
    expect(wave.visualWaveform.length).toBe(1000);
    expect(Math.max(...wave.visualWaveform)).toBeGreaterThan(0.1);
    const audio = await sdk.voices.pvc.samples.audio.get(voiceId, sampleIds[0]!);
    expect(decodeWithFfmpeg(Buffer.from(audio.audioBase64, "base64"), "mp3_44100_128").durationSeconds).toBeGreaterThan(5);
    const voice = await sdk.voices.get(voiceId);
    expect(voice).toMatchObject({ name: "Pro Richard 2", category: "professional", voiceVerification: { requiresVerification: true, isVerified: false } });
  });

  it("trims a sample in milliseconds, as the SDK documents", async () => {
    const sample = (await sdk.voices.get(voiceId)).samples!.find((s) => s.sampleId === sampleIds[0])!;
    const lengthMs = Math.ceil(sample.durationSecs! * 1000);
    await sdk.voices.pvc.samples.update(voiceId, sampleIds[0]!, { trimStartTime: 1000, trimEndTime: 3500 });
    expect((await sdk.voices.pvc.samples.audio.get(voiceId, sampleIds[0]!)).durationSecs).toBeCloseTo(2.5, 2);
    expect((await sdk.voices.get(voiceId)).samples!.find((s) => s.sampleId === sampleIds[0])).toMatchObject({ trimStart: 1000, trimEnd: 3500 });
    // Seconds sent where milliseconds are meant keep nothing: refused, naming the field and the unit.
    const err = await sdk.voices.pvc.samples.update(voiceId, sampleIds[0]!, { trimStartTime: 2, trimEndTime: 1 }).catch((e: unknown) => e);
    expect(status(err)).toBe(422);
    expect((err as ElevenLabsError).body).toMatchObject({ detail: [{ loc: ["body", "trim_end_time"], msg: expect.stringContaining(`${lengthMs} ms`) }] });
    const past = await sdk.voices.pvc.samples.update(voiceId, sampleIds[0]!, { trimEndTime: lengthMs + 1000 }).catch((e: unknown) => e);
    expect(status(past)).toBe(422);
    // The whole sample again, for the training below.
    await sdk.voices.pvc.samples.update(voiceId, sampleIds[0]!, { trimStartTime: 0, trimEndTime: lengthMs });
    expect((await sdk.voices.pvc.samples.audio.get(voiceId, sampleIds[0]!)).durationSecs).toBeCloseTo(sample.durationSecs!, 2);
  });

  it("separates the speakers of a two-speaker sample and keeps the picked one", async () => {
    expect(await sdk.voices.pvc.samples.speakers.separate(voiceId, sampleIds[1]!)).toEqual({ status: "ok" });
    const done = await waitFor("speaker separation", async () => {
      const s = await sdk.voices.pvc.samples.speakers.get(voiceId, sampleIds[1]!);
      return s.status === "completed" || s.status === "failed" ? s : undefined;
    }, 120_000);
    expect(done.status).toBe("completed");
    const speakers = Object.values(done.speakers ?? {});
    expect(speakers).toHaveLength(2);
    const second = speakers.find((s) => s!.utterances!.some((u) => u.start > 5))!;
    const turns = await sdk.voices.pvc.samples.speakers.audio.get(voiceId, sampleIds[1]!, second.speakerId);
    expect(turns.durationSecs).toBeGreaterThan(4);
    await sdk.voices.pvc.samples.update(voiceId, sampleIds[1]!, { selectedSpeakerIds: [second.speakerId] });
    const err = await sdk.voices.pvc.samples.update(voiceId, sampleIds[1]!, { selectedSpeakerIds: ["speaker_9"] }).catch((e: unknown) => e);
    expect(status(err)).toBe(422);
  });

  it("will not train before the captcha is passed", async () => {
    expect(status(await sdk.voices.pvc.train(voiceId, {}).catch((e: unknown) => e))).toBe(400);
  });

  it("refuses a captcha read by someone else, and accepts the samples' speaker reading it", async () => {
    const captcha = await (await t.request(`/v1/voices/pvc/${voiceId}/captcha`, { headers: { "xi-api-key": alice.apiKey } })).json();
    expect(captcha.text.split(" ").length).toBeGreaterThan(5);
    const other = await spokenWav(t.deps.speech, captcha.text, "Samantha");
    const refused = await sdk.voices.pvc.verification.captcha.verify(voiceId, { recording: new Blob([new Uint8Array(other.wav)]) }).catch((e: unknown) => e);
    expect(status(refused)).toBe(400);
    const wrongWords = await spokenWav(t.deps.speech, "bananas are yellow and grow in warm countries far away", "Richard");
    expect(status(await sdk.voices.pvc.verification.captcha.verify(voiceId, { recording: new Blob([new Uint8Array(wrongWords.wav)]) }).catch((e: unknown) => e))).toBe(400);
    const own = await spokenWav(t.deps.speech, captcha.text, "Richard");
    expect(await sdk.voices.pvc.verification.captcha.verify(voiceId, { recording: new Blob([new Uint8Array(own.wav)]) })).toEqual({ status: "ok" });
    const voice = await sdk.voices.get(voiceId);
    expect(voice.voiceVerification).toMatchObject({ isVerified: true, verificationAttemptsCount: 3 });
  });

  it("trains (a job with progress) and then speaks, labelled an embedded profile", async () => {
    expect(await sdk.voices.pvc.train(voiceId, { modelId: "eleven_multilingual_v2" })).toEqual({ status: "ok" });
    const trained = await waitFor("training", async () => {
      const v = await sdk.voices.get(voiceId);
      const state = Object.values(v.fineTuning?.state ?? {})[0];
      return state === "fine_tuned" || state === "failed" ? v : undefined;
    }, 180_000);
    expect(Object.values(trained.fineTuning!.state!)[0]).toBe("fine_tuned");
    expect(Object.values(trained.fineTuning!.progress!)[0]).toBe(1);
    expect(trained.labels).toMatchObject({ vocable_method: "embedded_profile" });
    expect(trained.description).toContain("Embedded profile: no trainable engine installed");
    const speech = new Uint8Array(await new Response(await sdk.textToSpeech.convert(voiceId, { text: "Trained and speaking.", outputFormat: "mp3_44100_128" })).arrayBuffer());
    expect(decodeWithFfmpeg(speech, "mp3_44100_128").durationSeconds).toBeGreaterThan(0.5);
  });

  it("records a manual verification request and deletes a sample", async () => {
    expect(await sdk.voices.pvc.verification.request(voiceId, { files: [new Blob([new TextEncoder().encode("passport scan")])], extraText: "Please verify" })).toEqual({ status: "ok" });
    expect((await sdk.voices.get(voiceId)).fineTuning?.manualVerificationRequested).toBe(true);
    expect(await sdk.voices.pvc.samples.delete(voiceId, sampleIds[1]!)).toEqual({ status: "ok" });
    expect(status(await sdk.voices.pvc.samples.audio.get(voiceId, sampleIds[1]!).catch((e: unknown) => e))).toBe(404);
  });
});

describe("GET and POST /v1/voices/{voice_id}/captcha (spec §7)", () => {
  it("verifies an instant clone's speaker; a designed voice has nothing to verify", async () => {
    const { voiceId } = await sdk.voices.ivc.create({ name: "Instant Richard", files: [new Blob([new Uint8Array(richard)])] });
    const captcha = await (await t.request(`/v1/voices/${voiceId}/captcha`, { headers: { "xi-api-key": alice.apiKey } })).json();
    const own = await spokenWav(t.deps.speech, captcha.text, "Richard");
    const form = new FormData();
    form.append("recording", new Blob([new Uint8Array(own.wav)]), "captcha.wav");
    const res = await t.request(`/v1/voices/${voiceId}/captcha`, { method: "POST", headers: { "xi-api-key": alice.apiKey }, body: form });
    expect(await res.json()).toEqual({ status: "ok" });
    expect((await sdk.voices.get(voiceId)).voiceVerification).toMatchObject({ isVerified: true, verificationAttemptsCount: 1 });

    const design = await sdk.textToVoice.design({ voiceDescription: "A cheerful young woman with a bright voice", seed: 1 });
    const designed = await sdk.textToVoice.create({ voiceName: "Cheerful", voiceDescription: "Cheerful", generatedVoiceId: design.previews[0]!.generatedVoiceId });
    expect((await t.request(`/v1/voices/${designed.voiceId}/captcha`, { headers: { "xi-api-key": alice.apiKey } })).status).toBe(400);
    const premade = (await sdk.voices.search({ voiceType: "default", pageSize: 1 })).voices[0]!.voiceId;
    expect((await t.request(`/v1/voices/${premade}/captcha`, { headers: { "xi-api-key": alice.apiKey } })).status).toBe(404);
  });
});
