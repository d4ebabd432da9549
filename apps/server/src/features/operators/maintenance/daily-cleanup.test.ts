import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { analyticsEvent, dub, generation, job, mailOutbox, productionOrder, rateLimit, session, verification, type DubOptions } from "#db/schema/index";
import { spoolDirectory } from "#features/speech/tts/audio-spool";
import { newId } from "#platform/ids";
import { createTestApp, type TestApp } from "#testing/test-app";
import { waitFor } from "@vocable/speech/test-support";
import { DAILY_CLEANUP_JOB } from "./jobs/daily-cleanup";

const DUB_OPTIONS: DubOptions = { numSpeakers: 0, startTime: null, endTime: null, dropBackgroundAudio: false, disableVoiceCloning: false, highestResolution: false, useProfanityFilter: false, dubbingStudio: false, targetAccent: null };

const DAY = 24 * 60 * 60 * 1000;

describe("the daily cleanup job", () => {
  let app: TestApp;
  afterEach(() => app?.close());

  it("removes what expired and files nothing refers to, and keeps everything still in use", async () => {
    app = await createTestApp();
    const { db, storage, jobs, config } = app.deps;
    const user = await app.signUp();
    const now = Date.now();
    const old = new Date(now - 40 * DAY);

    // Rows: an expired session and token, a stale rate-limit counter, a finished job past its keeping time.
    await db.insert(session).values({ id: newId(), token: newId(32), userId: user.userId, expiresAt: new Date(now - DAY) });
    await db.insert(verification).values({ id: newId(), identifier: "reset", value: "x", expiresAt: new Date(now - DAY) });
    await db.insert(rateLimit).values({ id: newId(), key: "old", count: 3, lastRequest: now - 2 * DAY });
    const finished = newId();
    // Product-analytics events: one past the 180-day retention (removed), one recent (kept).
    await db.insert(analyticsEvent).values([
      { id: "event-old", anonymousId: "anon-0001", name: "sign_up_completed", createdAt: new Date(now - 181 * DAY) },
      { id: "event-new", anonymousId: "anon-0001", name: "sign_up_completed", createdAt: new Date(now - 179 * DAY) },
    ]);
    await db.insert(job).values({ id: finished, kind: DAILY_CLEANUP_JOB, payload: {}, state: "completed", maxAttempts: 1, createdAt: old, updatedAt: old });

    // Files: a generation's audio (kept), an orphan and a stale upload (removed), a fresh orphan (kept: it may be a write in progress).
    const voices = (await (await app.request("/v1/voices", { headers: { "xi-api-key": user.apiKey } })).json()) as { voices: { voice_id: string }[] };
    const tts = await app.request(`/v1/text-to-speech/${voices.voices[0].voice_id}`, {
      method: "POST",
      headers: { "content-type": "application/json", "xi-api-key": user.apiKey },
      body: JSON.stringify({ text: "Keep me." }),
    });
    expect(tts.status).toBe(200);
    await tts.arrayBuffer();
    const kept = (await storage.list("history/")).files[0].key;
    const orphan = `history/${user.workspaceId}/gone.mp3`;
    const freshOrphan = `history/${user.workspaceId}/writing.mp3`;
    const upload = "uploads/tmp/abandoned.wav";
    // The audio of a transcript deleted while its storage was down (removed).
    const transcriptOrphan = `transcripts/${user.workspaceId}/gone.flac`;
    // A sample of a voice whose row never made it (removed), and one of a voice that exists (kept).
    const voiceOrphan = `voices/${user.workspaceId}/GoneVoice0000000000/sample.wav`;
    const design = await (await app.request("/v1/text-to-voice/design", { method: "POST", headers: { "content-type": "application/json", "xi-api-key": user.apiKey }, body: JSON.stringify({ voice_description: "A calm narrator with a low voice and a slow pace", seed: 1 }) })).json();
    const keptVoice = await (await app.request("/v1/text-to-voice", { method: "POST", headers: { "content-type": "application/json", "xi-api-key": user.apiKey }, body: JSON.stringify({ voice_name: "Kept", voice_description: "Kept", generated_voice_id: design.previews[0].generated_voice_id }) })).json();
    const voiceKept = `voices/${user.workspaceId}/${keptVoice.voice_id}/sample.wav`;
    // A share video of an item that is gone (removed) and one of the item above (kept).
    const keptItem = tts.headers.get("history-item-id")!;
    const videoOrphan = `share-videos/${user.workspaceId}/GoneItem/dark.mp4`;
    const videoKept = `share-videos/${user.workspaceId}/${keptItem}/dark.mp4`;
    // A clip of a dub that is gone (its workspace deleted: removed) and one of a dub that exists (kept).
    const keptDub = newId();
    await db.insert(dub).values({ id: keptDub, workspaceId: user.workspaceId, userId: user.userId, name: "Kept", requestedSourceLanguage: "en", targetLanguages: ["en"], watermark: false, creationSource: "dubbing_api", options: DUB_OPTIONS, media: { fileName: "a.mp4", container: "mp4", contentType: "video/mp4", durationSeconds: 1, hasVideo: true }, inputKey: `dubs/${user.workspaceId}/${keptDub}/input.mp4`, sourceSeconds: 1, expectedDurationSeconds: 10, charactersCharged: 50 });
    const dubOrphan = `dubs/${user.workspaceId}/GoneDub/clips/en/seg_0001.wav`;
    const dubKept = `dubs/${user.workspaceId}/${keptDub}/clips/en/seg_0001.wav`;
    // The media of an order that is gone (removed) and of one that exists (kept).
    const keptOrder = newId();
    await db.insert(productionOrder).values({ id: keptOrder, workspaceId: user.workspaceId, userId: user.userId, name: "Kept" });
    const orderOrphan = `productions/${user.workspaceId}/GoneOrder/media.wav.16k.wav`;
    const orderKept = `productions/${user.workspaceId}/${keptOrder}/media.wav`;
    for (const key of [orphan, freshOrphan, upload, transcriptOrphan, voiceOrphan, voiceKept, videoOrphan, videoKept, dubOrphan, dubKept, orderOrphan, orderKept]) await storage.put(key, new Uint8Array([1, 2, 3]));
    const age = (key: string) => fs.utimesSync(path.join(config.dataDir, "files", key), old, old);
    for (const key of [kept, orphan, upload, transcriptOrphan, voiceOrphan, voiceKept, videoOrphan, videoKept, dubOrphan, dubKept, orderOrphan, orderKept]) age(key);

    // The generation ledger: the row of the generation above (settled now, kept) and one settled long ago (removed);
    // a spool file a dead process left a day ago (removed) and one being written (kept).
    const oldGeneration = newId();
    await db.insert(generation).values({ id: oldGeneration, workspaceId: user.workspaceId, userId: user.userId, state: "delivered", characters: 3, instanceId: "gone", settledAt: old, createdAt: old });
    const spool = spoolDirectory(config.dataDir);
    fs.writeFileSync(path.join(spool, "dead.part"), "x");
    fs.utimesSync(path.join(spool, "dead.part"), old, old);
    fs.writeFileSync(path.join(spool, "live.part"), "x");

    // The local outbox: a message from 40 days ago (removed) and one from today (kept).
    const mail = { recipient: user.email, subject: "s", text: "t", html: "h", kind: "test" };
    await db.insert(mailOutbox).values([{ id: "old-mail", ...mail, createdAt: old }, { id: "new-mail", ...mail }]);

    await jobs.start();
    const { id } = await jobs.enqueue(DAILY_CLEANUP_JOB, {});
    const done = await waitFor("the cleanup", async () => {
      const info = await jobs.get(id);
      return info?.state === "completed" && info;
    });

    expect(done.progress).toMatchObject({ sessions: 1, verifications: 1, rateLimits: 1, jobs: 1, historyFiles: 1, transcriptFiles: 1, voiceFiles: 1, shareVideoFiles: 1, dubFiles: 1, productionFiles: 1, temporaryUploads: 1, generations: 1, spoolFiles: 1, outboxMessages: 1, analyticsEvents: 1 });
    // (The account e-mails the sign-up sent are in the outbox too: only the test's own rows are compared.)
    expect((await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.kind, "test"))).map((m) => m.id)).toEqual(["new-mail"]);
    expect((await db.select().from(analyticsEvent)).map((e) => e.id)).toEqual(["event-new"]);
    expect((await db.select().from(generation)).map((g) => g.id)).toEqual([tts.headers.get("history-item-id")]);
    expect(fs.readdirSync(spool)).toEqual(["live.part"]);
    expect((await storage.list("history/")).files.map((f) => f.key).sort()).toEqual([kept, freshOrphan].sort());
    expect(await storage.exists(upload)).toBe(false);
    expect(await storage.exists(transcriptOrphan)).toBe(false);
    expect(await storage.exists(voiceOrphan)).toBe(false);
    expect(await storage.exists(voiceKept)).toBe(true);
    expect(await storage.exists(videoOrphan)).toBe(false);
    expect(await storage.exists(videoKept)).toBe(true);
    expect(await storage.exists(dubOrphan)).toBe(false);
    expect(await storage.exists(dubKept)).toBe(true);
    expect(await storage.exists(orderOrphan)).toBe(false);
    expect(await storage.exists(orderKept)).toBe(true);
    expect(await db.select().from(job).where(eq(job.id, finished))).toEqual([]);
    // The user's own session still signs in.
    expect((await app.request("/v1/user", { headers: { cookie: user.cookie } })).status).toBe(200);
  });
});
