import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { decodeWithFfmpeg } from "@vocable/speech/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

// Voice design through the official SDK, unchanged: previews, keeping one, remixing it.
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let sdk: ElevenLabsClient;

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice Design");
  bob = await t.signUp("Bob Design");
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
});
afterAll(() => t.close());

const DESCRIPTION = "A deep, calm male narrator with a British accent, speaking slowly";

describe("textToVoice through the SDK", () => {
  let generatedVoiceId: string;
  let voiceId: string;

  it("design answers three previews, the same for the same seed and different across seeds", async () => {
    const first = await sdk.textToVoice.design({ voiceDescription: DESCRIPTION, seed: 42, autoGenerateText: true, outputFormat: "mp3_44100_128" });
    expect(first.previews).toHaveLength(3);
    expect(first.text.length).toBeGreaterThanOrEqual(100);
    for (const preview of first.previews) {
      expect(preview).toMatchObject({ generatedVoiceId: expect.stringMatching(/^[A-Za-z0-9]{20}$/), mediaType: "audio/mpeg", language: "en" });
      const audio = decodeWithFfmpeg(Buffer.from(preview.audioBase64, "base64"), "mp3_44100_128");
      expect(audio.durationSeconds).toBeGreaterThan(3);
      expect(Math.abs(audio.durationSeconds - preview.durationSecs)).toBeLessThan(0.2);
    }
    // Each preview of one call is another voice.
    expect(new Set(first.previews.map((p) => p.audioBase64)).size).toBe(3);
    const again = await sdk.textToVoice.createPreviews({ voiceDescription: DESCRIPTION, seed: 42, outputFormat: "mp3_44100_128" });
    expect(again.previews.map((p) => p.audioBase64)).toEqual(first.previews.map((p) => p.audioBase64));
    const other = await sdk.textToVoice.design({ voiceDescription: DESCRIPTION, seed: 43, outputFormat: "mp3_44100_128" });
    expect(other.previews[0]!.audioBase64).toBe(first.previews[1]!.audioBase64);
    const far = await sdk.textToVoice.design({ voiceDescription: DESCRIPTION, seed: 1000, outputFormat: "mp3_44100_128" });
    expect(far.previews[0]!.audioBase64).not.toBe(first.previews[0]!.audioBase64);
    generatedVoiceId = first.previews[0]!.generatedVoiceId;
  });

  it("preview.stream plays a preview again", async () => {
    const audio = await readAll(await sdk.textToVoice.preview.stream(generatedVoiceId));
    expect(decodeWithFfmpeg(audio, "mp3_44100_128").durationSeconds).toBeGreaterThan(3);
  });

  it("create keeps the preview as a generated voice, labelled a parametric design, and completes design_voice", async () => {
    const voice = await sdk.textToVoice.create({ voiceName: "Designed Narrator", voiceDescription: DESCRIPTION, generatedVoiceId, labels: { use_case: "narration" } });
    expect(voice).toMatchObject({ name: "Designed Narrator", category: "generated", labels: { use_case: "narration", gender: "male", vocable_method: "parametric" } });
    expect(voice.description).toContain("Parametric design: no voice-design engine installed");
    voiceId = voice.voiceId;
    const speech = await readAll(await sdk.textToSpeech.convert(voiceId, { text: "The designed voice reads this.", outputFormat: "mp3_44100_128" }));
    expect(decodeWithFfmpeg(speech, "mp3_44100_128").durationSeconds).toBeGreaterThan(1);
    const me = await (await t.request("/v1/user", { headers: { "xi-api-key": alice.apiKey } })).json();
    const items = me.onboarding_checklist.items as { onboarding_checklist_item_id: string; is_completed: boolean }[];
    expect(items.filter((i) => i.is_completed).map((i) => i.onboarding_checklist_item_id)).toContain("design_voice");
  });

  it("remix changes the kept voice by description", async () => {
    const remix = await sdk.textToVoice.remix(voiceId, { voiceDescription: "Make the voice older and more breathy, please", seed: 7, outputFormat: "mp3_44100_128" });
    expect(remix.previews).toHaveLength(3);
    expect(remix.previews[0]!.generatedVoiceId).not.toBe(generatedVoiceId);
  });

  it("refuses bad requests clearly", async () => {
    const short = await sdk.textToVoice.design({ voiceDescription: "too short" }).catch((e: unknown) => e);
    expect((short as ElevenLabsError).statusCode).toBe(422);
    const bobs = new ElevenLabsClient({ apiKey: bob.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
    const stolen = await bobs.textToVoice.create({ voiceName: "Stolen", voiceDescription: DESCRIPTION, generatedVoiceId }).catch((e: unknown) => e);
    expect((stolen as ElevenLabsError).statusCode).toBe(404);
    const remixOther = await bobs.textToVoice.remix(voiceId, { voiceDescription: DESCRIPTION }).catch((e: unknown) => e);
    expect((remixOther as ElevenLabsError).statusCode).toBe(404);
    const streamOther = await bobs.textToVoice.preview.stream(generatedVoiceId).catch((e: unknown) => e);
    expect((streamOther as ElevenLabsError).statusCode).toBe(404);
  });

  it("uses model_id and stream_previews, refuses reference audio and an unknown model, and names the knobs it has no counterpart for", async () => {
    const { data, rawResponse } = await sdk.textToVoice
      .design({ voiceDescription: DESCRIPTION, seed: 7, modelId: "eleven_ttv_v3", streamPreviews: true, guidanceScale: 3, quality: 0.5, shouldEnhance: true, outputFormat: "pcm_16000" })
      .withRawResponse();
    expect(data.previews).toHaveLength(3);
    // stream_previews: ids only, and each preview streams from its own path.
    expect(data.previews.every((p) => p.audioBase64 === "")).toBe(true);
    expect((await readAll(await sdk.textToVoice.preview.stream(data.previews[0]!.generatedVoiceId))).byteLength).toBeGreaterThan(1000);
    expect(rawResponse.headers.get("x-vocable-unused-parameters")).toBe("guidance_scale, quality, should_enhance");
    const plain = await sdk.textToVoice.design({ voiceDescription: DESCRIPTION, seed: 7, outputFormat: "pcm_16000" }).withRawResponse();
    expect(plain.rawResponse.headers.get("x-vocable-unused-parameters")).toBeNull();

    // The SDK itself refuses a model outside its list, so this one goes over plain HTTP.
    const unknownModel = await t.request("/v1/text-to-voice/design", {
      method: "POST",
      headers: { "xi-api-key": alice.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ voice_description: DESCRIPTION, model_id: "eleven_v9" }),
    });
    expect(unknownModel.status).toBe(400);
    expect(((await unknownModel.json()) as { detail: { status: string; message: string } }).detail).toMatchObject({ status: "model_not_found", message: expect.stringContaining("model_id") });
    const reference = (await sdk.textToVoice.design({ voiceDescription: DESCRIPTION, modelId: "eleven_ttv_v3", referenceAudioBase64: "UklGRg==" }).catch((e: unknown) => e)) as ElevenLabsError;
    expect(reference.statusCode).toBe(400);
    expect(JSON.stringify(reference.body)).toContain("reference_audio_base64");
  });
});
