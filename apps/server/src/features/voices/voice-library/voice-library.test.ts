// The PostgreSQL pass leaves this file out: its similar-voice ranking is engine work (speaker embeddings), and its sharing rows are written one request at a time, with the same SQL on PGlite, which is PostgreSQL's own.
import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { decodeWithFfmpeg } from "@vocable/speech/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spokenWav } from "#testing/spoken-audio";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

// The voice library: a designed voice shared by Alice, found and copied by Bob through the SDK,
// removed with notice; and similar-voice search by upload.
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let aliceSdk: ElevenLabsClient;
let bobSdk: ElevenLabsClient;
let voiceId: string;
let publicOwnerId: string;

const status = (err: unknown) => (err as ElevenLabsError).statusCode;
const json = (user: TestUser, path: string, method: string, body?: unknown) =>
  t.request(path, { method, headers: { "xi-api-key": user.apiKey, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice Library");
  bob = await t.signUp("Bob Library");
  const base = await t.listen();
  aliceSdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: base, maxRetries: 0 });
  bobSdk = new ElevenLabsClient({ apiKey: bob.apiKey, baseUrl: base, maxRetries: 0 });
  const design = await aliceSdk.textToVoice.design({ voiceDescription: "A bright young female voice with an American accent", seed: 5 });
  voiceId = (await aliceSdk.textToVoice.create({ voiceName: "Bright Guide", voiceDescription: "A bright young guide", generatedVoiceId: design.previews[0]!.generatedVoiceId })).voiceId;
  publicOwnerId = (await (await json(alice, "/v1/user", "GET")).json()).public_user_id;
});
afterAll(() => t.close());

describe("sharing to the voice library", () => {
  it("lists a voice in the library with its labels", async () => {
    const res = await json(alice, `/v1/voices/${voiceId}/sharing`, "POST", { description: "Friendly tour guide", labels: { use_case: "narration" }, notice_period: 0 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "enabled", public_owner_id: publicOwnerId, original_voice_id: voiceId, category: "generated", enabled_in_library: true });
    expect((await aliceSdk.voices.get(voiceId)).sharing).toMatchObject({ status: "enabled", publicOwnerId });
  });

  it("refuses another workspace's voice and a premade voice", async () => {
    expect((await json(bob, `/v1/voices/${voiceId}/sharing`, "POST", {})).status).toBe(404);
  });

  it("voices.getShared finds it with the SDK's filters", async () => {
    const page = await bobSdk.voices.getShared({ pageSize: 10, gender: "female", useCases: ["narration"], search: "bright" });
    expect(page.voices.map((v) => v.voiceId)).toEqual([voiceId]);
    expect(page.voices[0]).toMatchObject({ name: "Bright Guide", publicOwnerId, category: "generated", isAddedByUser: false, clonedByCount: 0 });
    expect((await bobSdk.voices.getShared({ gender: "male" })).voices).toEqual([]);
    expect((await bobSdk.voices.getShared({ page: 1, pageSize: 10 })).voices).toEqual([]);
  });

  it("continues a page by last_sort_id (the keyset token) and refuses one it did not give", async () => {
    const first = await (await json(bob, "/v1/shared-voices?page_size=1&search=bright", "GET")).json();
    expect(first.voices.map((v: { voice_id: string }) => v.voice_id)).toEqual([voiceId]);
    expect(first.last_sort_id).toEqual(expect.any(String));
    const next = await (await json(bob, `/v1/shared-voices?page_size=1&search=bright&last_sort_id=${first.last_sort_id}`, "GET")).json();
    expect(next).toMatchObject({ voices: [], has_more: false, last_sort_id: null });
    expect((await json(bob, "/v1/shared-voices?last_sort_id=garbage", "GET")).status).toBe(422);
  });

  it("voices.share copies it into Bob's voices, linked to the original; Bob speaks with it", async () => {
    const copy = await bobSdk.voices.share(publicOwnerId, voiceId, { newName: "Alice's guide" });
    const voice = await bobSdk.voices.get(copy.voiceId);
    expect(voice).toMatchObject({ name: "Alice's guide", category: "generated", sharing: { status: "copied", originalVoiceId: voiceId } });
    const audio = await readAll(await bobSdk.textToSpeech.convert(copy.voiceId, { text: "Copied from the library.", outputFormat: "mp3_44100_128" }));
    expect(decodeWithFfmpeg(audio, "mp3_44100_128").durationSeconds).toBeGreaterThan(0.5);
    const listed = await bobSdk.voices.getShared({ search: "bright" });
    expect(listed.voices[0]).toMatchObject({ isAddedByUser: true, clonedByCount: 1 });
    const me = await (await json(bob, "/v1/user", "GET")).json();
    const done = (me.onboarding_checklist.items as { onboarding_checklist_item_id: string; is_completed: boolean }[]).filter((i) => i.is_completed).map((i) => i.onboarding_checklist_item_id);
    expect(done).toContain("add_voice_to_voice_lab");
    expect(status(await bobSdk.voices.share("someone-else", voiceId, { newName: "x" }).catch((e: unknown) => e))).toBe(404);
  });

  it("refuses new copies when the status is copied_disabled (spec §5)", async () => {
    expect((await json(alice, `/v1/voices/${voiceId}/sharing`, "POST", { status: "copied_disabled", notice_period: 0 })).status).toBe(200);
    const err = await bobSdk.voices.share(publicOwnerId, voiceId, { newName: "Second copy" }).catch((e: unknown) => e);
    expect(status(err)).toBe(400);
    expect(((err as ElevenLabsError).body as { detail: { status: string } }).detail.status).toBe("voice_copy_not_allowed");
  });

  it("removal by the owner ends the copies after the notice period (0 days: at once)", async () => {
    const res = await json(alice, `/v1/voices/${voiceId}/sharing`, "DELETE");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", copies: 1 });
    expect((await bobSdk.voices.getShared({ search: "bright" })).voices).toEqual([]);
    const copyId = (await bobSdk.voices.search({ voiceType: "community" })).voices[0]!.voiceId;
    const err = await bobSdk.textToSpeech.convert(copyId, { text: "Still here?" }).catch((e: unknown) => e);
    expect(status(err)).toBe(409);
  });
});

describe("similar voices", () => {
  it("ranks premade voices by speaker similarity to an uploaded sample", async () => {
    const sample = await spokenWav(t.deps.speech, "Somewhere over the hills the wind was blowing and the boats came home before the night.", "Richard");
    const found = await bobSdk.voices.findSimilarVoices({ audioFile: new Blob([new Uint8Array(sample.wav)]), topK: 3 });
    expect(found.voices).toHaveLength(3);
    expect(found.voices[0]!.name).toBe("Richard");
    const form = new FormData();
    form.append("audio_file", new Blob([new Uint8Array(sample.wav)]), "sample.wav");
    form.append("similarity_threshold", "0.3");
    form.append("top_k", "100");
    const tight = await (await t.request("/v1/similar-voices", { method: "POST", headers: { "xi-api-key": bob.apiKey }, body: form })).json();
    const distances = (tight.voices as { name: string; distance: number }[]).map((v) => v.distance);
    expect(tight.voices[0].name).toBe("Richard");
    expect(distances.every((d) => d <= 0.3)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(tight.voices.length).toBeLessThan(16); // the threshold left out the voices unlike Richard's
    const bad = await bobSdk.voices.findSimilarVoices({ audioFile: new Blob([new TextEncoder().encode("not audio")]) }).catch((e: unknown) => e);
    expect(status(bad)).toBe(400);
  });
});
