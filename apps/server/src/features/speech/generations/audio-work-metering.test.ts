import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { isolationCharacterCost, meteredSeconds, transcriptionSecondsLimit } from "@vocable/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generation, transcript, workspace } from "#db/schema/index";
import { audioForm, spokenWav } from "#testing/spoken-audio";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { waitFor } from "@vocable/speech/test-support";
import { setWorkspaceTier } from "#testing/workspace-teams";
import { endTranscript } from "#features/speech/speech-to-text/use-cases/end-transcript";
import { insertGeneration } from "./repo";

// Audio work is charged as ElevenLabs charges it (domain audio-metering.ts) and admitted like text
// to speech: the figures below are what a member reads on GET /v1/user/subscription.
let t: TestApp;
let spoken: Awaited<ReturnType<typeof spokenWav>>;
const SENTENCE = "Every minute of audio work is counted, and a free plan cannot take more than it has.";

beforeAll(async () => {
  t = await createTestApp({ MAX_UPLOAD_SECONDS: "600" });
  await t.deps.jobs.start();
  spoken = await spokenWav(t.deps.speech, SENTENCE);
});
afterAll(() => t?.close());

type Subscription = { character_count: number; speech_to_text_seconds_used: number; speech_to_text_seconds_limit: number };
const subscription = async (user: TestUser) => (await (await t.request("/v1/user/subscription", { headers: { "xi-api-key": user.apiKey } })).json()) as Subscription;
const post = (path: string, user: TestUser, form: FormData) => t.request(path, { method: "POST", headers: { "xi-api-key": user.apiKey }, body: form });
const errorOf = async (res: Response) => ({ status: res.status, detail: ((await res.json()) as { detail: { status: string; message: string } }).detail });
const setUsage = (user: TestUser, values: Partial<typeof workspace.$inferInsert>) => t.deps.db.update(workspace).set(values).where(eq(workspace.id, user.workspaceId));
const startedGenerations = async (user: TestUser) =>
  (await t.deps.db.select().from(generation).where(and(eq(generation.workspaceId, user.workspaceId), eq(generation.state, "started")))).length;

describe("audio isolation", () => {
  it("charges 1,000 characters a minute of audio through the official SDK, and shows it in usage as the voice isolator", async () => {
    const user = await t.signUp("Isolating Ines");
    const sdk = new ElevenLabsClient({ apiKey: user.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
    const audio = await sdk.audioIsolation.convert({ audio: new Blob([spoken.wav]) });
    expect((await new Response(audio).arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const cost = isolationCharacterCost(spoken.seconds);
    expect(cost).toBeGreaterThan(50);
    expect((await subscription(user)).character_count).toBe(cost);
    expect(await startedGenerations(user)).toBe(0);
    const stats = (await (
      await t.request(`/v1/usage/character-stats?start_unix=${Date.now() - 86_400_000}&end_unix=${Date.now() + 3_600_000}&breakdown_type=product_type`, { headers: { "xi-api-key": user.apiKey } })
    ).json()) as { usage: Record<string, number[]> };
    expect(stats.usage["Voice isolator"]?.reduce((a, b) => a + b, 0)).toBe(cost);
  });

  it("charges a stream the client stops reading only for the audio it was sent", async () => {
    const user = await t.signUp("Leaving Lena");
    const long = await spokenWav(t.deps.speech, Array.from({ length: 6 }, () => SENTENCE).join(" "));
    const res = await post("/v1/audio-isolation/stream", user, audioForm(long.wav, {}, "speech.wav", "audio"));
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    expect((await reader.read()).value!.length).toBeGreaterThan(0);
    await reader.cancel();
    const full = isolationCharacterCost(long.seconds);
    await waitFor("the stopped isolation to settle", async () => (await startedGenerations(user)) === 0);
    const charged = (await subscription(user)).character_count;
    expect(charged).toBeGreaterThan(0);
    expect(charged).toBeLessThan(full / 2);
  });

  it("refuses a free workspace past its characters before any work, charging nothing", async () => {
    const user = await t.signUp("Capped Carl");
    await setUsage(user, { characterCount: 10_000 - 20 });
    const sdk = new ElevenLabsClient({ apiKey: user.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
    const refused = await sdk.audioIsolation.convert({ audio: new Blob([spoken.wav]) }).then(
      () => null,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(ElevenLabsError);
    expect((refused as ElevenLabsError).statusCode).toBe(401);
    expect(JSON.stringify((refused as ElevenLabsError).body)).toContain("quota_exceeded");
    expect((await subscription(user)).character_count).toBe(10_000 - 20);
    expect(await startedGenerations(user)).toBe(0);
  });

  it("shares the tier's concurrency with text to speech: a third piece of work on free is refused at once with 429", async () => {
    const user = await t.signUp("Busy Bea");
    // Two generations running in this process now (free allows two at once).
    for (const id of ["busy-1", "busy-2"]) {
      await insertGeneration(t.deps.db, { id: `${id}-${user.workspaceId}`, workspaceId: user.workspaceId, userId: user.userId, characters: 5, instanceId: t.deps.generations.instanceId, item: null });
    }
    const res = await post("/v1/audio-isolation", user, audioForm(spoken.wav, {}, "speech.wav", "audio"));
    const { status, detail } = await errorOf(res);
    expect(status).toBe(429);
    expect(detail.status).toBe("too_many_concurrent_requests");
    expect(detail.message).toMatch(/2 generations at once/);
    expect((await subscription(user)).character_count).toBe(0);
    const aligned = await post("/v1/forced-alignment", user, audioForm(spoken.wav, { text: SENTENCE }));
    expect(aligned.status).toBe(429);
    expect((await subscription(user)).speech_to_text_seconds_used).toBe(0);
  });
});

describe("speech to text and forced alignment", () => {
  it("count the audio's seconds against the month's hours, and a failed alignment gives them back", async () => {
    const user = await t.signUp("Transcribing Tom");
    const before = await subscription(user);
    expect(before.speech_to_text_seconds_used).toBe(0);
    expect(before.speech_to_text_seconds_limit).toBe(transcriptionSecondsLimit("free"));
    const seconds = meteredSeconds(spoken.seconds);

    const transcribed = await post("/v1/speech-to-text", user, audioForm(spoken.wav, { model_id: "scribe_v1" }));
    expect(transcribed.status).toBe(200);
    expect((await subscription(user)).speech_to_text_seconds_used).toBe(seconds);

    const aligned = await post("/v1/forced-alignment", user, audioForm(spoken.wav, { text: SENTENCE }));
    expect(aligned.status).toBe(200);
    expect((await subscription(user)).speech_to_text_seconds_used).toBe(2 * seconds);

    // Text with nothing to say: the aligner refuses after the charge, which goes back whole.
    const nothing = await post("/v1/forced-alignment", user, audioForm(spoken.wav, { text: "?! —" }));
    expect(nothing.status).toBe(400);
    expect((await subscription(user)).speech_to_text_seconds_used).toBe(2 * seconds);
    // Characters are not what these cost.
    expect((await subscription(user)).character_count).toBe(0);
  });

  it("refuses a transcription past the free plan's 2.5 hours and keeps nothing", async () => {
    const user = await t.signUp("Out Of Hours Olga");
    const limit = transcriptionSecondsLimit("free");
    await setUsage(user, { transcriptionSecondsUsed: limit - 2 });
    const { status, detail } = await errorOf(await post("/v1/speech-to-text", user, audioForm(spoken.wav, { model_id: "scribe_v1" })));
    expect(status).toBe(401);
    expect(detail.status).toBe("quota_exceeded");
    expect(detail.message).toMatch(/your plan's 2 h 30 min a month have 2 s left/);
    expect((await subscription(user)).speech_to_text_seconds_used).toBe(limit - 2);
    expect(await t.deps.db.select().from(transcript).where(eq(transcript.workspaceId, user.workspaceId))).toEqual([]);
    // Another plan, more hours: the same file goes through.
    await setWorkspaceTier(t, user.workspaceId, "creator");
    expect((await post("/v1/speech-to-text", user, audioForm(spoken.wav, { model_id: "scribe_v1" }))).status).toBe(200);
    expect((await subscription(user)).speech_to_text_seconds_limit).toBe(63 * 3600);
  });

  it("lets exactly one of two transcriptions at the edge of the hours through", async () => {
    const user = await t.signUp("Edge Eddie");
    const seconds = meteredSeconds(spoken.seconds);
    const limit = transcriptionSecondsLimit("free");
    await setUsage(user, { transcriptionSecondsUsed: limit - seconds });
    const both = await Promise.all([0, 1].map(() => post("/v1/speech-to-text", user, audioForm(spoken.wav, { model_id: "scribe_v1", async: "true" }))));
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
    expect((await subscription(user)).speech_to_text_seconds_used).toBe(limit);
    expect(await t.deps.db.select().from(transcript).where(eq(transcript.workspaceId, user.workspaceId))).toHaveLength(1);
  });

  it("admits only the tier's number of transcriptions in progress, and a failed one gives its seconds back", async () => {
    // A server whose job runner is not started: transcriptions stay in progress.
    const idle = await createTestApp();
    try {
      const user = await idle.signUp("Queueing Quinn");
      const send = () => idle.request("/v1/speech-to-text", { method: "POST", headers: { "xi-api-key": user.apiKey }, body: audioForm(spoken.wav, { model_id: "scribe_v1", async: "true" }) });
      const read = async () => (await (await idle.request("/v1/user/subscription", { headers: { "xi-api-key": user.apiKey } })).json()) as Subscription;
      const ids: string[] = [];
      for (let i = 0; i < 2; i++) {
        const res = await send();
        expect(res.status).toBe(200);
        ids.push(((await res.json()) as { transcription_id: string }).transcription_id);
      }
      const { status, detail } = await errorOf(await send());
      expect(status).toBe(429);
      expect(detail.status).toBe("too_many_concurrent_requests");
      expect(detail.message).toMatch(/2 transcriptions in progress/);
      const seconds = meteredSeconds(spoken.seconds);
      expect((await read()).speech_to_text_seconds_used).toBe(2 * seconds);
      // A transcription that fails (its job's last attempt) frees its seconds and its place.
      await idle.deps.db.transaction((tx) => endTranscript(tx, ids[0]!, { status: "failed", error: "test failure" }));
      expect((await read()).speech_to_text_seconds_used).toBe(seconds);
      expect((await send()).status).toBe(200);
    } finally {
      await idle.close();
    }
  });
});
