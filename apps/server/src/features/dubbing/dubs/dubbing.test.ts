import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type ElevenLabs, ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { createRemoteEngines, decodeToPcm, parseEnginesConfig, probeMedia, SpeechService, wavBytes } from "@vocable/speech";
import { waitFor } from "@vocable/speech/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spokenLinesOverTone } from "../../../../../../packages/speech/src/test-support/flite-speech";
import { startOpenAiChatTestServer, type OpenAiChatTestServer } from "../../../../../../packages/speech/src/test-support/openai-chat-test-server";
import { makeTestVideo, videoPacketsMd5 } from "../../../../../../packages/speech/src/test-support/test-video";
import { englishToSpanish } from "../../../../../../packages/speech/src/test-support/word-translation";
import { sql } from "drizzle-orm";
import { explainPlan } from "#testing/explain";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { dubPageSelect } from "./repo";
import { getJson, setWorkspaceTier } from "#testing/workspace-teams";

const RATE = 44_100;
const SECONDS = 10;
/** Two speakers, one after the other, over a quiet 220 Hz tone. */
const LINES = [
  { text: "Good morning my friend. Today we cook a big dinner together.", voice: "rms", at: 0.5 },
  { text: "Hello and welcome to the video. Please bring the bread and the water.", voice: "slt", at: 5.2 },
];

let chat: OpenAiChatTestServer;
let speech: SpeechService;
let t: TestApp;
let ada: TestUser;
let bob: TestUser;
let sdk: ElevenLabsClient;
let folder: string;
let video: Buffer;
let sound: Int16Array;

/** The source's sound: the lines at their times, and the tone throughout. */
const sourceSound = () => spokenLinesOverTone(LINES, { seconds: SECONDS, sampleRate: RATE, toneAmplitude: 1500 });

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), "vocable-dubbing-test-"));
  sound = await sourceSound();
  await writeFile(path.join(folder, "sound.wav"), wavBytes(sound, RATE));
  await makeTestVideo({ path: path.join(folder, "source.mp4"), seconds: SECONDS, audioWav: path.join(folder, "sound.wav") });
  video = await readFile(path.join(folder, "source.mp4"));
  chat = await startOpenAiChatTestServer();
  const configs = parseEnginesConfig([{ id: "llm", kind: "openai-chat", base_url: chat.url, model: "qwen2.5-7b-instruct", languages: ["en", "es"] }]);
  speech = new SpeechService({ workers: 1, maxQueue: 16, engines: createRemoteEngines(configs) });
  t = await createTestApp({ MAX_UPLOAD_BYTES: "5000000" }, { speech });
  await t.deps.jobs.start();
  ada = await t.signUp("Ada Dubs");
  bob = await t.signUp("Bob Elsewhere");
  await setWorkspaceTier(t, ada.workspaceId, "creator");
  sdk = new ElevenLabsClient({ apiKey: ada.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await speech?.close();
  await chat?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const characters = async (user: TestUser) => (await getJson(t, "/v1/user/subscription", { apiKey: user.apiKey })).body.character_count as number;
const finished = async (id: string) => {
  await waitFor("the dub", async () => ["dubbed", "failed"].includes((await sdk.dubbing.get(id)).status), 300_000);
  return sdk.dubbing.get(id);
};
async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}
const bytesOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());
const energyAt = (samples: Int16Array, rate: number, hz: number) => {
  let re = 0;
  let im = 0;
  for (let i = 0; i < samples.length; i++) {
    re += samples[i]! * Math.cos((2 * Math.PI * hz * i) / rate);
    im += samples[i]! * Math.sin((2 * Math.PI * hz * i) / rate);
  }
  return Math.hypot(re, im) / samples.length;
};
type Json = ElevenLabs.DubbingTranscriptResponseModel;

describe("dubbing a video (the pinned SDK's dubbing namespace)", () => {
  it("re-voices English by its two speakers: same length, the video stream untouched, each line in place, the tone kept, charged once", async () => {
    const before = await characters(ada);
    const created = await sdk.dubbing.create({ file: new Blob([new Uint8Array(video)], { type: "video/mp4" }), sourceLang: "en", targetLang: "en", name: "Morning" });
    expect(created.expectedDurationSec).toBeGreaterThan(0);
    const dub = await finished(created.dubbingId);
    expect(dub).toMatchObject({ status: "dubbed", name: "Morning", sourceLanguage: "en", targetLanguages: ["en"] });
    const output = await bytesOf(await sdk.dubbing.audio.get(created.dubbingId, "en"));
    await writeFile(path.join(folder, "dubbed.mp4"), output);
    const probe = await probeMedia(path.join(folder, "dubbed.mp4"));
    expect(Math.abs(probe.durationSeconds - SECONDS)).toBeLessThanOrEqual(0.1);
    expect(await videoPacketsMd5(path.join(folder, "dubbed.mp4"))).toBe(await videoPacketsMd5(path.join(folder, "source.mp4")));
    // The background tone is still under the new voices.
    const heard = await decodeToPcm(once(output), 16000);
    expect(energyAt(heard, 16000, 220)).toBeGreaterThan(0.5 * energyAt(sound, RATE, 220));
    // Two speakers, each line starting within 200 ms of where it started in the source.
    const source = (await sdk.dubbing.transcript.getTranscriptForDub(created.dubbingId, "source", { formatType: "json" })) as Json;
    const dubbed = (await sdk.dubbing.transcript.getTranscriptForDub(created.dubbingId, "en", { formatType: "json" })) as Json;
    expect(new Set(source.utterances.map((u) => u.speakerId)).size).toBe(2);
    expect(dubbed.utterances).toHaveLength(source.utterances.length);
    dubbed.utterances.forEach((u, i) => expect(Math.abs(u.startS! - source.utterances[i]!.startS!)).toBeLessThanOrEqual(0.2));
    // Charged once: a 7-second source, 3,000 characters a minute.
    const usage = (await getJson(t, `/v1/dubbing/${created.dubbingId}`, { apiKey: ada.apiKey })).body.usage as { seconds: number; characters: number };
    expect(usage.characters).toBe(50 * Math.ceil(usage.seconds - 1e-9));
    expect((await characters(ada)) - before).toBe(usage.characters);
    expect((await sdk.dubbing.get(created.dubbingId)).status).toBe("dubbed");
  }, 400_000);

  it("dubs into Spanish through the translation engine: the subtitles say the translated lines", async () => {
    const created = await sdk.dubbing.create({ file: new Blob([new Uint8Array(video)]), sourceLang: "en", targetLang: "es", disableVoiceCloning: true });
    const dub = await finished(created.dubbingId);
    expect(dub.status).toBe("dubbed");
    const source = (await sdk.dubbing.transcript.getTranscriptForDub(created.dubbingId, "source", { formatType: "json" })) as Json;
    const spanish = (await sdk.dubbing.transcript.getTranscriptForDub(created.dubbingId, "es", { formatType: "json" })) as Json;
    expect(spanish.utterances.map((u) => u.text)).toEqual(source.utterances.map((u) => englishToSpanish(u.text!)));
    const srt = (await sdk.dubbing.transcript.getTranscriptForDub(created.dubbingId, "es", { formatType: "srt" })) as string;
    expect(srt).toMatch(/^1\n00:00:0\d,\d{3} --> /);
    expect(srt).toContain(spanish.utterances[0]!.text!.split(" ")[0]);
  }, 400_000);

  it("fails a dub whose translation keeps failing: 425 while it works, then failed with the reason, its characters given back once", async () => {
    const before = await characters(ada);
    chat.answerWrongly("not-json", "always");
    try {
      const created = await sdk.dubbing.create({ file: new Blob([new Uint8Array(video)]), sourceLang: "en", targetLang: "es", disableVoiceCloning: true });
      await expect(sdk.dubbing.audio.get(created.dubbingId, "es")).rejects.toMatchObject({ statusCode: 425 });
      expect(await characters(ada)).toBeGreaterThan(before);
      const dub = await finished(created.dubbingId);
      expect(dub).toMatchObject({ status: "failed" });
      expect(dub.error).toMatch(/translation engine llm/);
      const record = (await getJson(t, `/v1/dubbing/${created.dubbingId}`, { apiKey: ada.apiKey })).body as { refunded: boolean };
      expect(record.refunded).toBe(true);
      expect(await characters(ada)).toBe(before);
      await expect(sdk.dubbing.transcript.getTranscriptForDub(created.dubbingId, "es")).rejects.toMatchObject({ statusCode: 400 });
      await sdk.dubbing.delete(created.dubbingId);
    } finally {
      chat.answerWrongly(null);
    }
  }, 120_000);

  it("lists the workspace's dubs and deletes one; another workspace's is 404", async () => {
    const page = await sdk.dubbing.list({ pageSize: 1 });
    expect(page.dubs).toHaveLength(1);
    expect(page.hasMore).toBe(true);
    const next = await sdk.dubbing.list({ pageSize: 1, cursor: page.nextCursor! });
    expect(next.dubs[0]!.dubbingId).not.toBe(page.dubs[0]!.dubbingId);
    const bobs = new ElevenLabsClient({ apiKey: bob.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
    await expect(bobs.dubbing.get(page.dubs[0]!.dubbingId)).rejects.toMatchObject({ statusCode: 404 });
    await expect(bobs.dubbing.delete(page.dubs[0]!.dubbingId)).rejects.toMatchObject({ statusCode: 404 });
    expect(await sdk.dubbing.delete(page.dubs[0]!.dubbingId)).toEqual({ status: "ok" });
    await expect(sdk.dubbing.get(page.dubs[0]!.dubbingId)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("refuses what it cannot dub, clearly, charging nothing", async () => {
    const before = await characters(ada);
    const refuse = async (request: Parameters<typeof sdk.dubbing.create>[0], status: number, message: RegExp) => {
      const error = await sdk.dubbing.create(request).then(() => null, (e: unknown) => e);
      expect(error).toBeInstanceOf(ElevenLabsError);
      expect((error as ElevenLabsError).statusCode).toBe(status);
      expect(JSON.stringify((error as ElevenLabsError).body)).toMatch(message);
    };
    const file = new Blob([new Uint8Array(video)]);
    await refuse({ file: new Blob(["just some text, not a video"]), targetLang: "en" }, 415, /not a video or audio|not .*accepted|type/i);
    // A video is read as an upload (up to MAX_UPLOAD_BYTES, 5 MB here), not under the 1 MB body limit of other calls.
    const noise = new Uint8Array(3_000_000).map((_, i) => (i * 7919) % 251);
    await refuse({ file: new Blob([noise]), targetLang: "en" }, 400, /could not be read|unreadable|not readable/i);
    await refuse({ file, targetLang: "xx-nope" }, 422, /target_lang/);
    await refuse({ file }, 422, /target_lang is required/);
    await refuse({ file, sourceLang: "en", targetLang: "de" }, 400, /needs a translation engine/);
    await refuse({ file, targetLang: "en", useProfanityFilter: true }, 400, /use_profanity_filter is not available/);
    await refuse({ file, targetLang: "en", mode: "manual" }, 400, /Manual dubbing/);
    await refuse({ targetLang: "en" }, 422, /file, or its address as source_url/);
    await refuse({ file, targetLang: "en", startTime: 12 }, 400, /start_time/);
    expect(await characters(ada)).toBe(before);
    // Bob is on the Free plan: his dubs carry the watermark.
    const bobs = new ElevenLabsClient({ apiKey: bob.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
    const refused = await bobs.dubbing.create({ file, targetLang: "en", watermark: false }).then(() => null, (e: unknown) => e);
    expect((refused as ElevenLabsError).statusCode).toBe(403);
    expect(await characters(bob)).toBe(0);
    // Past MAX_UPLOAD_BYTES the rest of the body is not read (the connection closes: last).
    await refuse({ file: new Blob([new Uint8Array(6_000_000)]), targetLang: "en" }, 413, /larger than/);
  });
});

const OPTIONS = { numSpeakers: 0, startTime: null, endTime: null, dropBackgroundAudio: false, disableVoiceCloning: false, highestResolution: false, useProfanityFilter: false, dubbingStudio: false, targetAccent: null };
const MEDIA = { fileName: "a.mp4", container: "mp4", contentType: "video/mp4", durationSeconds: 1, hasVideo: true };

describe("GET /v1/dubbing's pages", () => {
  it("read one index range in each order, without sorting, and walk every dub once", async () => {
    const carl = await t.signUp("Carl Many Dubs");
    await t.deps.db.execute(sql`
      insert into dub (id, workspace_id, user_id, name, status, requested_source_language, source_language, target_languages, watermark, creation_source, options, media, input_key, source_seconds, expected_duration_seconds, characters_charged, created_at)
      select 'plan-' || i, ${carl.workspaceId}, ${carl.userId}, 'Dub ' || lpad(i::text, 4, '0'), 'dubbed', 'en', 'en', '{es}', false, 'dubbing_api', ${JSON.stringify(OPTIONS)}::jsonb, ${JSON.stringify(MEDIA)}::jsonb, 'k', 1, 1, 0, now() - (i || ' seconds')::interval
      from generate_series(1, 3000) as i`);
    await t.deps.db.execute(sql`analyze dub`);
    const base = { workspaceId: carl.workspaceId, creator: null, limit: 101 };
    const plans: [Parameters<typeof dubPageSelect>[1], RegExp][] = [
      [{ ...base, orderBy: "created_at", ascending: false }, /Index Scan using dub_workspace_created_idx /],
      [{ ...base, orderBy: "created_at", ascending: true }, /Index Scan Backward using dub_workspace_created_idx /],
      [{ ...base, orderBy: "name", ascending: true }, /Index Scan using dub_workspace_name_idx /],
      // One member owns them all here: the planner may read either creation index, both in page order.
      [{ ...base, creator: { userId: carl.userId, mine: true }, orderBy: "created_at", ascending: false }, /Index Scan using dub_workspace_(user_)?created_idx /],
    ];
    for (const [query, index] of plans) {
      // A cursor a hundred rows into the page order.
      const hundredth = query.orderBy === "name" ? 100 : query.ascending ? 2900 : 100;
      const value = query.orderBy === "name" ? "Dub 0100" : new Date(Date.now() - hundredth * 1000).toISOString();
      for (const after of [null, { value, id: `plan-${hundredth}` }]) {
        const plan = await explainPlan(t.deps.db, dubPageSelect(t.deps.db, query, after));
        expect(plan).toMatch(index);
        expect(plan).not.toMatch(/Sort|Seq Scan|Bitmap/);
      }
    }
    const carls = new ElevenLabsClient({ apiKey: carl.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
    for (const orderBy of ["created_at", "name"] as const) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await carls.dubbing.list({ pageSize: 200, orderBy, orderDirection: "ASCENDING", ...(cursor ? { cursor } : {}) });
        seen.push(...page.dubs.map((d) => d.dubbingId));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(new Set(seen).size).toBe(3000);
      expect(seen[0]).toBe(orderBy === "name" ? "plan-1" : "plan-3000");
    }
    await expect(carls.dubbing.list({ cursor: "forged" })).rejects.toMatchObject({ statusCode: 422 });
  }, 120_000);
});
