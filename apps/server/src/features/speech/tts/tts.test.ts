import { SpeechService } from "@vocable/speech";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workspace } from "#db/schema/index";
import { decodeWithFfmpeg } from "@vocable/speech/test-support";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

let t: TestApp;
let alice: TestUser;
let voiceId: string;
const TEXT = "Hello from Vocable. This is a test of the speech engine.";

const tts = (path: string, body: unknown, user = alice) =>
  t.request(`/v1/text-to-speech/${path}`, { method: "POST", headers: { "xi-api-key": user.apiKey, "content-type": "application/json" }, body: JSON.stringify(body) });
const characterCount = async (user: TestUser) =>
  (await (await t.request("/v1/user/subscription", { headers: { "xi-api-key": user.apiKey } })).json()).character_count as number;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice");
  const { voices } = await (await t.request("/v1/voices", { headers: { "xi-api-key": alice.apiKey } })).json();
  voiceId = voices.find((v: { labels: { language: string } }) => v.labels.language === "en").voice_id;
});
afterAll(() => t.close());

describe("POST /v1/text-to-speech/{voice_id}", () => {
  it("answers MP3 that decodes, with request-id, character-cost and history-item-id", async () => {
    const res = await tts(voiceId, { text: TEXT, model_id: "vocable_multilingual_v1" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("audio/mpeg");
    expect(res.headers.get("character-cost")).toBe(String(TEXT.length));
    expect(res.headers.get("request-id")).toMatch(/^\w{20}$/);
    const historyId = res.headers.get("history-item-id");
    expect(historyId).toMatch(/^\w{20}$/);
    const audio = decodeWithFfmpeg(new Uint8Array(await res.arrayBuffer()), "mp3_44100_128");
    expect(audio.sampleRate).toBe(44100);
    expect(audio.durationSeconds).toBeGreaterThan(1.5);
    expect(audio.durationSeconds).toBeLessThan(15);
    expect(audio.peak).toBeGreaterThan(1000);
    const item = await (await t.request(`/v1/history/${historyId}`, { headers: { "xi-api-key": alice.apiKey } })).json();
    expect(item).toMatchObject({ text: TEXT, voice_id: voiceId, model_id: "vocable_multilingual_v1", output_format: "mp3_44100_128", source: "TTS" });
  });

  it("charges the characters of the text to the workspace", async () => {
    const before = await characterCount(alice);
    await tts(voiceId, { text: "Charge me." });
    expect(await characterCount(alice)).toBe(before + "Charge me.".length);
  });

  it("serves an ElevenLabs model id through the alias table", async () => {
    const res = await tts(voiceId, { text: "Alias test.", model_id: "eleven_multilingual_v2" });
    expect(res.status).toBe(200);
    const item = await (await t.request(`/v1/history/${res.headers.get("history-item-id")}`, { headers: { "xi-api-key": alice.apiKey } })).json();
    // The item shows the id the client asked for; the served model is kept beside it (see history-list.test.ts).
    expect(item.model_id).toBe("eleven_multilingual_v2");
    expect((await tts(voiceId, { text: "Flash.", model_id: "eleven_flash_v2_5" })).status).toBe(200);
  });

  it("keeps no history with enable_logging=false", async () => {
    const res = await tts(`${voiceId}?enable_logging=false`, { text: "Not logged." });
    expect(res.status).toBe(200);
    expect(res.headers.get("history-item-id")).toBeNull();
    const list = await (await t.request("/v1/history?search=Not%20logged", { headers: { "xi-api-key": alice.apiKey } })).json();
    expect(list.history).toHaveLength(0);
  });

  it("makes speed change the speaking rate", async () => {
    const text = "The quick brown fox jumps over the lazy dog, again and again.";
    const slow = decodeWithFfmpeg(new Uint8Array(await (await tts(`${voiceId}?output_format=pcm_16000`, { text, voice_settings: { speed: 0.7 } })).arrayBuffer()), "pcm_16000");
    const fast = decodeWithFfmpeg(new Uint8Array(await (await tts(`${voiceId}?output_format=pcm_16000`, { text, voice_settings: { speed: 1.2 } })).arrayBuffer()), "pcm_16000");
    expect(slow.durationSeconds).toBeGreaterThan(fast.durationSeconds * 1.2);
  });

  it.each(["mp3_22050_32", "pcm_24000", "wav_16000", "ulaw_8000", "alaw_8000", "opus_48000_64"])("answers %s at its sample rate", async (format) => {
    const res = await tts(`${voiceId}?output_format=${format}`, { text: "Format check, one two three." });
    expect(res.status).toBe(200);
    const audio = decodeWithFfmpeg(new Uint8Array(await res.arrayBuffer()), format);
    expect(audio.sampleRate).toBe(Number(format.split("_")[1]));
    expect(audio.durationSeconds).toBeGreaterThan(0.8);
    expect(audio.durationSeconds).toBeLessThan(8);
  });

  it.each(["opus_48000_64", "mp3_44100_128", "wav_16000"])("streams %s to its end, however the encoder holds bytes back", async (format) => {
    // Opus comes out of ffmpeg in whole pages: a piece can encode to no bytes at all, and the stream
    // must go on to the next piece rather than wait for a read that never comes.
    const res = await tts(`${voiceId}/stream?output_format=${format}`, { text: "Streaming check. One two three. Four five six." });
    expect(res.status).toBe(200);
    const audio = decodeWithFfmpeg(new Uint8Array(await res.arrayBuffer()), format);
    expect(audio.durationSeconds).toBeGreaterThan(1);
  });

  it("rejects bad input without charging", async () => {
    const before = await characterCount(alice);
    const empty = await tts(voiceId, { text: "" });
    expect(empty.status).toBe(422);
    expect((await empty.json()).detail[0].loc).toEqual(["body", "text"]);
    expect((await tts(voiceId, { text: "   " })).status).toBe(422);
    const format = await tts(`${voiceId}?output_format=mp3_1_1`, { text: "hi" });
    expect(format.status).toBe(422);
    expect((await format.json()).detail[0].loc).toEqual(["query", "output_format"]);
    const voice = await tts("nosuchvoice000000000", { text: "hi" });
    expect(voice.status).toBe(404);
    expect((await voice.json()).detail.status).toBe("voice_not_found");
    const model = await tts(voiceId, { text: "hi", model_id: "no_such_model" });
    expect(model.status).toBe(400);
    expect((await model.json()).detail.status).toBe("model_not_found");
    const long = await tts(voiceId, { text: "a".repeat(10_001) });
    expect(long.status).toBe(400);
    expect((await long.json()).detail.status).toBe("text_too_long");
    expect((await tts(voiceId, { text: 5 })).status).toBe(422);
    expect(await characterCount(alice)).toBe(before);
  });
});

describe("character quota", () => {
  it("refuses a request over the limit with quota_exceeded and charges nothing", async () => {
    const bob = await t.signUp("Bob");
    await t.database.db.update(workspace).set({ characterCount: 9_995 }).where(eq(workspace.id, bob.workspaceId));
    const res = await tts(voiceId, { text: "This is too long." }, bob);
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body.detail.status).toBe("quota_exceeded");
    expect(body.detail.message).toContain("5 characters remaining");
    expect(await characterCount(bob)).toBe(9_995);
    expect((await tts(voiceId, { text: "Five!" }, bob)).status).toBe(200);
    expect(await characterCount(bob)).toBe(10_000);
  });

  it("starts a new month at zero when the reset date has passed", async () => {
    const dave = await t.signUp("Dave");
    await t.database.db
      .update(workspace)
      .set({ characterCount: 10_000, nextCharacterCountResetAt: new Date(Date.now() - 1000) })
      .where(eq(workspace.id, dave.workspaceId));
    expect((await tts(voiceId, { text: "New month." }, dave)).status).toBe(200);
    const sub = await (await t.request("/v1/user/subscription", { headers: { "xi-api-key": dave.apiKey } })).json();
    expect(sub.character_count).toBe("New month.".length);
    expect(sub.next_character_count_reset_unix).toBeGreaterThan(Date.now() / 1000);
  });

  it("lets only one of two concurrent requests at the edge pass", async () => {
    const carol = await t.signUp("Carol");
    await t.database.db.update(workspace).set({ characterCount: 9_990 }).where(eq(workspace.id, carol.workspaceId));
    const [a, b] = await Promise.all([tts(voiceId, { text: "Eight ch" }, carol), tts(voiceId, { text: "Eight ch" }, carol)]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);
    expect(await characterCount(carol)).toBe(9_998);
  });
});

describe("busy engines", () => {
  it("answers 429 system_busy when the queue is full, and refunds those requests", async () => {
    const speech = new SpeechService({ workers: 1, maxQueue: 1 });
    const busy = await createTestApp({}, { speech });
    try {
      const erin = await busy.signUp("Erin");
      // Unlimited concurrency: the pool's queue, not the tier's limit, is what refuses here.
      await busy.deps.db.update(workspace).set({ tier: "enterprise" }).where(eq(workspace.id, erin.workspaceId));
      const text = "A sentence to keep the only worker busy for a while. ".repeat(6);
      const results = await Promise.all(
        Array.from({ length: 6 }, () =>
          busy.request(`/v1/text-to-speech/${voiceId}`, { method: "POST", headers: { "xi-api-key": erin.apiKey, "content-type": "application/json" }, body: JSON.stringify({ text }) }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses).toContain(200);
      expect(statuses).toContain(429);
      const refused = results.find((r) => r.status === 429)!;
      expect((await refused.json()).detail).toEqual({ status: "system_busy", message: "The speech engines are busy with other requests. Please try again in a moment." });
      const sub = await (await busy.request("/v1/user/subscription", { headers: { "xi-api-key": erin.apiKey } })).json();
      expect(sub.character_count).toBe(statuses.filter((s) => s === 200).length * text.length);
    } finally {
      await busy.close();
      await speech.close();
    }
  });
});

describe("timestamps", () => {
  it("returns audio_base64 with alignment of the request text and increasing times", async () => {
    const res = await tts(`${voiceId}/with-timestamps`, { text: TEXT });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.alignment.characters.join("")).toBe(TEXT);
    expect(body.normalized_alignment.characters.join("")).toBe(TEXT);
    const starts: number[] = body.alignment.character_start_times_seconds;
    const ends: number[] = body.alignment.character_end_times_seconds;
    expect(starts).toHaveLength(TEXT.length);
    for (let i = 1; i < starts.length; i++) expect(starts[i]).toBeGreaterThanOrEqual(starts[i - 1]);
    expect(ends.at(-1)!).toBeGreaterThan(starts[0]);
    const audio = decodeWithFfmpeg(Buffer.from(body.audio_base64, "base64"), "mp3_44100_128");
    expect(Math.abs(audio.durationSeconds - ends.at(-1)!)).toBeLessThan(1);
  });

  it("streams JSON chunks whose alignments add up to the text", async () => {
    const res = await tts(`${voiceId}/stream/with-timestamps?output_format=pcm_24000`, { text: TEXT });
    expect(res.status).toBe(200);
    const chunks = (await res.text())
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l));
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.map((c) => c.alignment.characters.join("")).join("")).toBe(TEXT);
    const pcm = Buffer.concat(chunks.map((c) => Buffer.from(c.audio_base64, "base64")));
    const audio = decodeWithFfmpeg(pcm, "pcm_24000");
    expect(audio.durationSeconds).toBeGreaterThan(1.5);
  });
});

describe("streaming", () => {
  it("sends the first audio before the whole text is synthesised", async () => {
    const base = await t.listen();
    const text = Array.from({ length: 8 }, (_, i) => `This is sentence number ${i + 1} of a longer text.`).join(" ");
    const res = await fetch(`${base}/v1/text-to-speech/${voiceId}/stream?output_format=pcm_16000`, {
      method: "POST",
      headers: { "xi-api-key": alice.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ text }),
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const parts: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) parts.push(r.value);
    expect(parts.length).toBeGreaterThan(1);
    const total = parts.reduce((n, p) => n + p.length, 0);
    expect(parts[0].length).toBeLessThan(total / 2);
    const audio = decodeWithFfmpeg(Buffer.concat(parts), "pcm_16000");
    expect(audio.durationSeconds).toBeGreaterThan(8);
  });
});
