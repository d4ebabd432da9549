import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ElevenLabsClient, type ElevenLabs } from "@elevenlabs/elevenlabs-js";
import { dubCharacterCost } from "@vocable/domain";
import { createRemoteEngines, decodeToPcm, parseEnginesConfig, SpeechService, wavBytes } from "@vocable/speech";
import { waitFor } from "@vocable/speech/test-support";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spokenLinesOverTone } from "../../../../../../packages/speech/src/test-support/flite-speech";
import { startOpenAiChatTestServer, type OpenAiChatTestServer } from "../../../../../../packages/speech/src/test-support/openai-chat-test-server";
import { makeTestVideo, videoPacketsMd5 } from "../../../../../../packages/speech/src/test-support/test-video";
import { englishToSpanish } from "../../../../../../packages/speech/src/test-support/word-translation";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { getJson, setWorkspaceTier } from "#testing/workspace-teams";
import { postJson } from "#testing/account-flows";
import { setProducer } from "#features/productions/producers/use-cases/set-producer";

const RATE = 44_100;
const SECONDS = 7;
const LINES = [
  { text: "Good morning my friend.", voice: "rms", at: 0.4 },
  { text: "Please bring the bread and the water.", voice: "slt", at: 3.6 },
];

let chat: OpenAiChatTestServer;
let speech: SpeechService;
let t: TestApp;
let ada: TestUser;
let bob: TestUser;
let sdk: ElevenLabsClient;
let bobs: ElevenLabsClient;
let folder: string;
let dubId: string;

/** The source's sound: the lines at their times, and the tone throughout. */
const sourceSound = () => spokenLinesOverTone(LINES, { seconds: SECONDS, sampleRate: RATE, toneAmplitude: 1200 });

const characters = async (user: TestUser) => (await getJson(t, "/v1/user/subscription", { apiKey: user.apiKey })).body.character_count as number;
const bytesOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());
async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}
let base: string;
/** A media_ref url (made from PUBLIC_URL) fetched from the test server. */
const served = (url: string) => base + new URL(url).pathname;
const fetchMedia = async (url: string) => {
  const response = await fetch(served(url), { headers: { "xi-api-key": ada.apiKey } });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
};
const rejectsWith = async (call: Promise<unknown>, status: number, message?: RegExp) => {
  const error = (await call.then(() => null, (e: unknown) => e)) as { statusCode?: number; body?: unknown } | null;
  expect(error?.statusCode).toBe(status);
  if (message) expect(JSON.stringify(error?.body)).toMatch(message);
};

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), "vocable-dub-studio-test-"));
  await writeFile(path.join(folder, "sound.wav"), wavBytes(await sourceSound(), RATE));
  await makeTestVideo({ path: path.join(folder, "source.mp4"), seconds: SECONDS, audioWav: path.join(folder, "sound.wav") });
  chat = await startOpenAiChatTestServer();
  const configs = parseEnginesConfig([{ id: "llm", kind: "openai-chat", base_url: chat.url, model: "qwen2.5-7b-instruct", languages: ["en", "es"] }]);
  speech = new SpeechService({ workers: 1, maxQueue: 16, engines: createRemoteEngines(configs) });
  t = await createTestApp({ MAX_UPLOAD_BYTES: "5000000" }, { speech });
  await t.deps.jobs.start();
  ada = await t.signUp("Ada Studio");
  bob = await t.signUp("Bob Elsewhere");
  await setWorkspaceTier(t, ada.workspaceId, "creator");
  base = await t.listen();
  sdk = new ElevenLabsClient({ apiKey: ada.apiKey, baseUrl: base, maxRetries: 0 });
  bobs = new ElevenLabsClient({ apiKey: bob.apiKey, baseUrl: base, maxRetries: 0 });
  const created = await sdk.dubbing.create({ file: new Blob([new Uint8Array(await readFile(path.join(folder, "source.mp4")))], { type: "video/mp4" }), sourceLang: "en", targetLang: "es", disableVoiceCloning: true });
  dubId = created.dubbingId;
  await waitFor("the dub", async () => ["dubbed", "failed"].includes((await sdk.dubbing.get(dubId)).status), 300_000);
  expect((await sdk.dubbing.get(dubId)).status).toBe("dubbed");
}, 400_000);
afterAll(async () => {
  await t?.close();
  await speech?.close();
  await chat?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const resource = () => sdk.dubbing.resource.get(dubId);
const segmentsOf = (r: ElevenLabs.DubbingResource) => Object.values(r.speakerSegments).sort((a, b) => a.startTime - b.startTime);

describe("the dubbing studio (the pinned SDK's dubbing.resource)", () => {
  it("reads the dub's speakers, segments in both languages, clips and files", async () => {
    const r = await resource();
    expect(r).toMatchObject({ id: dubId, version: 0, sourceLanguage: "en", targetLanguages: ["es"] });
    const segments = segmentsOf(r);
    expect(segments.length).toBeGreaterThanOrEqual(2);
    for (const s of segments) {
      expect(s.dubs.es).toMatchObject({ text: englishToSpanish(s.text), audioStale: false });
      expect(Math.abs(s.dubs.es!.startTime - s.startTime)).toBeLessThanOrEqual(0.2);
    }
    const speakers = Object.values(r.speakerTracks);
    expect(speakers.length).toBeGreaterThanOrEqual(1);
    expect(speakers.flatMap((s) => s.segments).sort()).toEqual(segments.map((s) => s.id).sort());
    expect(speakers.every((s) => typeof s.voices.es === "string")).toBe(true);
    // The files the resource names are served to the dub's owner: a clip is the line's speech.
    const clip = await decodeToPcm(once(await fetchMedia(segments[0]!.dubs.es!.mediaRef!.url)), 16000);
    expect(clip.length / 16000).toBeCloseTo(segments[0]!.dubs.es!.endTime - segments[0]!.dubs.es!.startTime, 1);
    expect(Math.max(...clip.map(Math.abs))).toBeGreaterThan(2000);
    const track = await decodeToPcm(once(await fetchMedia(speakers[0]!.mediaRef.url)), 16000);
    expect(Math.abs(track.length / 16000 - SECONDS)).toBeLessThan(0.1);
    expect(new URL(r.background!.url).pathname).toBe(`/v1/dubbing/resource/${dubId}/media/background`);
    expect((await fetch(served(r.background!.url))).status).toBe(401);
  });

  it("edits a line's translation, dubs that segment again, renders the video: the dub says the new line, its video stream untouched", async () => {
    const before = segmentsOf(await resource())[1]!;
    const oldClip = await fetchMedia(before.dubs.es!.mediaRef!.url);
    const oldVideo = await bytesOf(await sdk.dubbing.audio.get(dubId, "es"));
    const edited = await sdk.dubbing.resource.segment.update(dubId, before.id, "es", { text: "Trae el pan, por favor, y también el agua fría." });
    let r = await resource();
    expect(r.version).toBe(edited.version);
    expect(r.speakerSegments[before.id]!.dubs.es).toMatchObject({ text: "Trae el pan, por favor, y también el agua fría.", audioStale: true });
    expect(segmentsOf(r)[0]!.dubs.es!.audioStale).toBe(false);

    const dubbed = await sdk.dubbing.resource.dub(dubId, { segments: [before.id], languages: ["es"] });
    expect(dubbed.version).toBe(edited.version + 1);
    r = await resource();
    expect(r.speakerSegments[before.id]!.dubs.es!.audioStale).toBe(false);
    const newClip = await fetchMedia(r.speakerSegments[before.id]!.dubs.es!.mediaRef!.url);
    expect(Buffer.from(newClip).equals(Buffer.from(oldClip))).toBe(false);

    const { renderId } = await sdk.dubbing.resource.render(dubId, "es", { renderType: "mp4" });
    await waitFor("the render", async () => (await resource()).renders[renderId]?.status !== "processing", 120_000);
    r = await resource();
    expect(r.renders[renderId]).toMatchObject({ status: "complete", language: "es", type: "mp4" });
    const rendered = await fetchMedia(r.renders[renderId]!.mediaRef!.url);
    // The render is the dub's file now: its sound changed where the line was, its video did not.
    const newVideo = await bytesOf(await sdk.dubbing.audio.get(dubId, "es"));
    expect(Buffer.from(newVideo).equals(Buffer.from(rendered))).toBe(true);
    expect(Buffer.from(newVideo).equals(Buffer.from(oldVideo))).toBe(false);
    await writeFile(path.join(folder, "rendered.mp4"), newVideo);
    expect(await videoPacketsMd5(path.join(folder, "rendered.mp4"))).toBe(await videoPacketsMd5(path.join(folder, "source.mp4")));
    const srt = (await sdk.dubbing.transcript.getTranscriptForDub(dubId, "es", { formatType: "srt" })) as string;
    expect(srt).toContain("Trae el pan");
    // The same through dubbing.transcripts.get, each format in its field.
    expect(await sdk.dubbing.transcripts.get(dubId, "es", "srt")).toEqual({ transcriptFormat: "srt", srt });
    const json = await sdk.dubbing.transcripts.get(dubId, "es", "json");
    expect(json.json!.utterances.map((u) => u.text)).toContain("Trae el pan, por favor, y también el agua fría.");
  }, 180_000);

  it("re-transcribes and re-translates segments, and changes a speaker's voice: their clips go stale until dubbed", async () => {
    const [first] = segmentsOf(await resource());
    const v1 = await sdk.dubbing.resource.transcribe(dubId, { segments: [first!.id] });
    let r = await resource();
    expect(r.version).toBe(v1.version);
    expect(r.speakerSegments[first!.id]!.text.toLowerCase()).toMatch(/morning|friend/);
    await sdk.dubbing.resource.segment.update(dubId, first!.id, "en", { text: "Good night my friend." });
    await sdk.dubbing.resource.translate(dubId, { segments: [first!.id], languages: ["es"] });
    r = await resource();
    expect(r.speakerSegments[first!.id]).toMatchObject({ text: "Good night my friend." });
    expect(r.speakerSegments[first!.id]!.dubs.es).toMatchObject({ text: englishToSpanish("Good night my friend."), audioStale: true });

    const speaker = Object.values(r.speakerTracks).find((s) => s.segments.includes(first!.id))!;
    const similar = await sdk.dubbing.resource.speaker.findSimilarVoices(dubId, speaker.id);
    expect(similar.voices.length).toBeGreaterThanOrEqual(1);
    expect(similar.voices[0]!.description).toMatch(/library voice/);
    const chosen = similar.voices[0]!;
    await sdk.dubbing.resource.speaker.update(dubId, speaker.id, { voiceId: chosen.voiceId, speakerName: "Host", languages: ["es"] });
    r = await resource();
    expect(r.speakerTracks[speaker.id]).toMatchObject({ speakerName: "Host", voices: { es: chosen.voiceId } });
    expect(r.speakerTracks[speaker.id]!.segments.every((id) => r.speakerSegments[id]!.dubs.es!.audioStale)).toBe(true);
    // Dubbing with no segment named speaks every stale line.
    await sdk.dubbing.resource.dub(dubId, { segments: [] });
    r = await resource();
    expect(Object.values(r.speakerSegments).every((s) => !s.dubs.es!.audioStale)).toBe(true);
  }, 180_000);

  it("adds a language (charged like the dub's first), adds, moves and deletes segments and speakers", async () => {
    // A language costs its minutes: over the quota, nothing is added.
    await t.deps.db.execute(sql`update workspace set character_count = character_limit - 10 where id = ${ada.workspaceId}`);
    await rejectsWith(sdk.dubbing.resource.language.add(dubId, { language: "en" }), 401, /exceeds your quota/);
    expect((await sdk.dubbing.get(dubId)).targetLanguages).toEqual(["es"]);
    await t.deps.db.execute(sql`update workspace set character_count = 0 where id = ${ada.workspaceId}`);
    const before = await characters(ada);
    const dub = await sdk.dubbing.get(dubId);
    await sdk.dubbing.resource.language.add(dubId, { language: "en" });
    expect((await characters(ada)) - before).toBe(dubCharacterCost(dub.mediaMetadata!.duration, 1, false));
    expect((await sdk.dubbing.get(dubId)).targetLanguages).toEqual(["es", "en"]);
    await sdk.dubbing.resource.dub(dubId, { segments: [], languages: ["en"] });
    let r = await resource();
    expect(segmentsOf(r).every((s) => s.dubs.en && !s.dubs.en.audioStale && s.dubs.en.text === s.text)).toBe(true);

    const { speakerId } = await sdk.dubbing.resource.speaker.create(dubId, { speakerName: "Narrator", voiceId: "track-clone" });
    const { newSegment } = await sdk.dubbing.resource.speaker.segment.create(dubId, speakerId, { startTime: 6.2, endTime: 6.9, text: "The end.", translations: { es: "El fin." } });
    r = await resource();
    expect(r.speakerTracks[speakerId]).toMatchObject({ speakerName: "Narrator", segments: [newSegment] });
    expect(r.speakerSegments[newSegment]!.dubs.es).toMatchObject({ text: "El fin.", audioStale: true });
    const [first] = segmentsOf(r);
    await sdk.dubbing.resource.migrateSegments(dubId, { segmentIds: [first!.id], speakerId });
    r = await resource();
    expect(r.speakerTracks[speakerId]!.segments.sort()).toEqual([first!.id, newSegment].sort());
    await sdk.dubbing.resource.segment.delete(dubId, newSegment);
    r = await resource();
    expect(r.speakerSegments[newSegment]).toBeUndefined();
  }, 180_000);

  it("keeps edits made at once, and refuses what it cannot do clearly", async () => {
    const [a, b] = segmentsOf(await resource());
    const start = (await resource()).version;
    await Promise.all([sdk.dubbing.resource.segment.update(dubId, a!.id, "es", { text: "Uno." }), sdk.dubbing.resource.segment.update(dubId, b!.id, "es", { text: "Dos." })]);
    const r = await resource();
    expect(r.version).toBe(start + 2);
    expect([r.speakerSegments[a!.id]!.dubs.es!.text, r.speakerSegments[b!.id]!.dubs.es!.text]).toEqual(["Uno.", "Dos."]);

    await rejectsWith(bobs.dubbing.resource.get(dubId), 404);
    await rejectsWith(bobs.dubbing.resource.segment.update(dubId, a!.id, "es", { text: "x" }), 404);
    await rejectsWith(sdk.dubbing.resource.segment.update(dubId, "seg_9999", "es", { text: "x" }), 404, /no segment seg_9999/);
    await rejectsWith(sdk.dubbing.resource.dub(dubId, { segments: [a!.id], languages: ["fr"] }), 400, /fr is not a language of this dub/);
    await rejectsWith(sdk.dubbing.resource.segment.update(dubId, a!.id, "es", { startTime: 3, endTime: 2 }), 400, /must be before/);
    await rejectsWith(sdk.dubbing.resource.segment.update(dubId, a!.id, "es", { endTime: 60 }), 400, /past the end/);
    await rejectsWith(sdk.dubbing.resource.render(dubId, "es", { renderType: "aaf" }), 400, /aaf is not made/);
    await rejectsWith(sdk.dubbing.resource.speaker.update(dubId, Object.keys(r.speakerTracks)[0]!, { voiceId: "clip-clone" }), 400, /track-clone/);
    await rejectsWith(sdk.dubbing.resource.speaker.update(dubId, Object.keys(r.speakerTracks)[0]!, { voiceId: "no_such_voice" }), 404);
    await rejectsWith(sdk.dubbing.resource.language.add(dubId, { language: "de" }), 400, /needs a translation engine/);
    await rejectsWith(sdk.dubbing.resource.segment.update(dubId, a!.id, "es", { text: "bad\u0000text" }), 422);
    // A dub still being made is 425.
    const pending = await sdk.dubbing.create({ file: new Blob([new Uint8Array(await readFile(path.join(folder, "source.mp4")))]), targetLang: "en", sourceLang: "en" });
    await rejectsWith(sdk.dubbing.resource.get(pending.dubbingId), 425);
    await sdk.dubbing.delete(pending.dubbingId);
  }, 120_000);

  it("sends the dub to people for review: the accepted lines come back into the dub (stale until dubbed again), and the dub names the work", async () => {
    const [pat, rey] = [await t.signUp("Pat Reviewer"), await t.signUp("Rey Checker")];
    for (const who of [pat, rey]) await setProducer(t.deps, null, who.userId, { is_producer: true, is_in_probation: false, qualifications: ["transcription-es"] });
    const order = await sdk.productions.orders.create();
    const form = new FormData();
    form.append("declared_language", "en");
    form.append("dubbing_id", dubId);
    const media = await fetch(`${base}/v1/productions/orders/${order.orderId}/media`, { method: "POST", headers: { "xi-api-key": ada.apiKey }, body: form });
    expect(media.status).toBe(200);
    const { media_id } = (await media.json()) as { media_id: string };
    await sdk.productions.orders.items.upsert(order.orderId, { request: { item: { kind: "dub", mediaId: media_id, sourceLanguage: "en", destinationLanguages: ["es"], includeCaptions: false, includeSourceCaptions: false } } });
    expect((await sdk.productions.orders.submit(order.orderId)).state).toBe("paid");

    const open = await waitFor("the dub's review work", async () => ((await getJson(t, "/v1/productions/teams/dub_review-es/tasks", { cookie: pat.cookie })).body.tasks as { description_id: string }[])[0], 60_000);
    expect((await getJson(t, `/v1/dubbing/${dubId}`, { apiKey: ada.apiKey })).body.productions_description_id).toBe(open.description_id);
    const claimed = await postJson(t, `/v1/productions/producers/${pat.userId}/tasks`, { description_id: open.description_id }, pat.cookie);
    expect(claimed.status).toBe(200);
    const path = `/v1/productions/producers/${pat.userId}/tasks/${claimed.body.task_id}`;
    const [first, ...rest] = claimed.body.segments as { id: string; text: string }[];
    const corrected = "Buenos días, querida amiga.";
    expect((await postJson(t, `${path}/transcription`, { segments: [{ ...claimed.body.segments[0], text: corrected }, ...claimed.body.segments.slice(1)] }, pat.cookie, "PUT")).status).toBe(200);
    expect((await postJson(t, `${path}/submit`, undefined, pat.cookie)).status).toBe(200);
    const review = await waitFor("the review", async () => ((await getJson(t, "/v1/productions/teams/review-es/tasks", { cookie: rey.cookie })).body.tasks as { description_id: string }[])[0], 10_000);
    const reviewTask = await postJson(t, `/v1/productions/producers/${rey.userId}/tasks`, { description_id: review.description_id }, rey.cookie);
    expect((await postJson(t, `/v1/productions/producers/${rey.userId}/tasks/${reviewTask.body.task_id}/review`, { verdict: "accept" }, rey.cookie)).status).toBe(200);

    // The dub has the checked line, its clip stale until dubbed again; the other lines are as they were.
    const segments = segmentsOf(await resource());
    const line = segments.find((s) => s.id === first!.id)!;
    expect(line.dubs.es).toMatchObject({ text: corrected, audioStale: true });
    for (const other of rest) expect(segments.find((s) => s.id === other.id)!.dubs.es!.text).toBe(other.text);
    // The order delivers the checked lines in Spanish.
    expect((await sdk.productions.orders.get(order.orderId)).state).toBe("done");
    const { deliverables } = (await getJson(t, `/v1/productions/orders/${order.orderId}/deliverables`, { apiKey: ada.apiKey })).body as { deliverables: { language: string; format: string; signed_url: string }[] };
    expect(deliverables.map((d) => `${d.language}:${d.format}`)).toEqual(["es:json"]);
    const lines = (await (await fetch(served(deliverables[0]!.signed_url), { headers: { "xi-api-key": ada.apiKey } })).json()) as { language: string; segments: { text: string }[] };
    expect(lines.language).toBe("es");
    expect(lines.segments[0]!.text).toBe(corrected);
  }, 120_000);
});
