import fs from "node:fs";
import { characterCost } from "@vocable/domain";
import { decodeWithFfmpeg, waitFor } from "@vocable/speech/test-support";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generation } from "#db/schema/index";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { spoolDirectory } from "./audio-spool";
import { setWorkspaceTier } from "#testing/workspace-teams";

/** Twenty sentences: long enough that a stream is still running when a test acts on it. */
const LONG_TEXT = Array.from({ length: 20 }, (_, i) => `Sentence number ${i + 1} is here so that the stream keeps going for a while.`).join(" ");

let t: TestApp;
let base: string;
let voiceId: string;

const headers = (user: TestUser) => ({ "xi-api-key": user.apiKey, "content-type": "application/json" });
const characterCount = async (user: TestUser) =>
  (await (await t.request("/v1/user/subscription", { headers: { "xi-api-key": user.apiKey } })).json()).character_count as number;
const historyCount = async (user: TestUser) => (await (await t.request("/v1/history?page_size=1000", { headers: { "xi-api-key": user.apiKey } })).json()).history.length as number;
const openStream = async (user: TestUser, text = LONG_TEXT, signal?: AbortSignal) => {
  const res = await fetch(`${base}/v1/text-to-speech/${voiceId}/stream?output_format=mp3_22050_32`, { method: "POST", headers: headers(user), body: JSON.stringify({ text }), signal });
  return res;
};
const settledStates = async (user: TestUser) => (await t.deps.db.select().from(generation).where(eq(generation.userId, user.userId))).map((g) => g.state);
const spoolFiles = () => fs.readdirSync(spoolDirectory(t.deps.config.dataDir), { withFileTypes: true }).filter((d) => d.isFile()).length;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.listen();
  const alice = await t.signUp("Voices");
  const { voices } = await (await t.request("/v1/voices", { headers: { "xi-api-key": alice.apiKey } })).json();
  voiceId = voices.find((v: { labels: { language: string } }) => v.labels.language === "en").voice_id;
});
afterAll(() => t.close());

describe("tier concurrency", () => {
  it("answers 429 too_many_concurrent_requests past the tier's limit, without charging, and admits again when one ends", async () => {
    const alice = await t.signUp("Alice");
    const bob = await t.signUp("Bob");
    // Free tier: two at once. Each stream has sent its first audio and waits for its reader.
    const first = await openStream(alice);
    const second = await openStream(alice);
    expect([first.status, second.status]).toEqual([200, 200]);
    const readers = [first.body!.getReader(), second.body!.getReader()];
    await Promise.all(readers.map((r) => r.read()));
    const charged = await characterCount(alice);

    const third = await fetch(`${base}/v1/text-to-speech/${voiceId}`, { method: "POST", headers: headers(alice), body: JSON.stringify({ text: "One too many." }) });
    expect(third.status).toBe(429);
    const body = await third.json();
    expect(body.detail.status).toBe("too_many_concurrent_requests");
    expect(body.detail.message).toContain("allows 2");
    expect(await characterCount(alice)).toBe(charged);

    // Another workspace is not affected by Alice's limit.
    const other = await fetch(`${base}/v1/text-to-speech/${voiceId}`, { method: "POST", headers: headers(bob), body: JSON.stringify({ text: "Fine." }) });
    expect(other.status).toBe(200);
    await other.arrayBuffer();

    await readers[0].cancel();
    await waitFor("the cancelled stream to settle", async () => (await settledStates(alice)).includes("partial"));
    const again = await fetch(`${base}/v1/text-to-speech/${voiceId}`, { method: "POST", headers: headers(alice), body: JSON.stringify({ text: "Room again." }) });
    expect(again.status).toBe(200);
    await again.arrayBuffer();
    await readers[1].cancel();
  }, 120_000);
});

describe("exact charging", () => {
  it("charges a client that leaves mid-stream only for what it was sent, and keeps that as a partial history item", async () => {
    const alice = await t.signUp("Leaver");
    const res = await openStream(alice);
    const itemId = res.headers.get("history-item-id")!;
    const reader = res.body!.getReader();
    let received = 0;
    while (received < 4000) received += (await reader.read()).value!.length;
    await reader.cancel();
    await waitFor("the stream to settle", async () => (await settledStates(alice)).includes("partial"));

    const item = await (await t.request(`/v1/history/${itemId}`, { headers: { "xi-api-key": alice.apiKey } })).json();
    expect(item.partial).toBe(true);
    expect(LONG_TEXT.startsWith(item.text)).toBe(true);
    expect(item.text.length).toBeGreaterThan(0);
    expect(item.text.length).toBeLessThan(LONG_TEXT.length);
    // What the workspace paid is what the item says, and that is the text that was spoken.
    expect(await characterCount(alice)).toBe(characterCost(item.text));
    expect(item.character_count_change_to - item.character_count_change_from).toBe(characterCost(item.text));
    const audio = await t.request(`/v1/history/${itemId}/audio`, { headers: { "xi-api-key": alice.apiKey } });
    expect(audio.status).toBe(200);
    const decoded = decodeWithFfmpeg(new Uint8Array(await audio.arrayBuffer()), "mp3_22050_32");
    expect(decoded.durationSeconds).toBeGreaterThan(0.5);
    expect(item.alignments.alignment.characters.join("")).toBe(item.text);
  }, 60_000);

  it("refunds a non-streaming request whose client leaves before the answer, and keeps nothing", async () => {
    const alice = await t.signUp("Impatient");
    await setWorkspaceTier(t, alice.workspaceId, "pro"); // pcm_48000 (44.1 kHz PCM and above) starts with Pro
    const controller = new AbortController();
    const pending = fetch(`${base}/v1/text-to-speech/${voiceId}?output_format=pcm_48000`, {
      method: "POST",
      headers: headers(alice),
      body: JSON.stringify({ text: LONG_TEXT }),
      signal: controller.signal,
    }).catch((err: Error) => err);
    await waitFor("the generation to start", async () => (await settledStates(alice)).includes("started"));
    controller.abort();
    expect(await pending).toBeInstanceOf(Error);
    await waitFor("the generation to be refunded", async () => (await settledStates(alice)).includes("refunded"));
    expect(await characterCount(alice)).toBe(0);
    expect(await historyCount(alice)).toBe(0);
    await waitFor("its audio file to be removed", () => spoolFiles() === 0);
  }, 60_000);

  it("ends a stream the server stops (shutdown) with an error instead of a short answer, and refunds it", async () => {
    const alice = await t.signUp("Cut");
    const res = await openStream(alice);
    const reader = res.body!.getReader();
    await reader.read();
    expect(await characterCount(alice)).toBe(characterCost(LONG_TEXT));
    const stopping = t.deps.generations.stopAll();
    const rest = (async () => {
      for (;;) if ((await reader.read()).done) return "ended normally";
    })();
    await expect(rest).rejects.toThrow();
    await stopping;
    expect(await characterCount(alice)).toBe(0);
    expect(await historyCount(alice)).toBe(0);
    expect(await settledStates(alice)).toEqual(["refunded"]);
  }, 60_000);

  it("charges a completed generation once and keeps its history item with its alignment", async () => {
    const alice = await t.signUp("Whole");
    const text = "A short and complete generation.";
    const res = await fetch(`${base}/v1/text-to-speech/${voiceId}/with-timestamps`, { method: "POST", headers: headers(alice), body: JSON.stringify({ text }) });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.alignment.characters.join("")).toBe(text);
    expect(decodeWithFfmpeg(new Uint8Array(Buffer.from(body.audio_base64, "base64")), "mp3_44100_128").durationSeconds).toBeGreaterThan(1);
    expect(await characterCount(alice)).toBe(text.length);
    expect(await settledStates(alice)).toEqual(["delivered"]);
    const item = await (await t.request(`/v1/history/${res.headers.get("history-item-id")}`, { headers: { "xi-api-key": alice.apiKey } })).json();
    expect(item).toMatchObject({ text, partial: false });
    expect(item.alignments.alignment.characters.join("")).toBe(text);
    await waitFor("its spool file to be removed", () => spoolFiles() === 0);
  }, 60_000);
});

describe("text with nothing to say", () => {
  it("refuses text of symbols alone with a 400 before charging, and speaks the same symbols inside words", async () => {
    const alice = await t.signUp("Symbols");
    const res = await fetch(`${base}/v1/text-to-speech/${voiceId}`, { method: "POST", headers: headers(alice), body: JSON.stringify({ text: "... !!! ??? ~~~" }) });
    expect(res.status).toBe(400);
    expect((await res.json()).detail.status).toBe("no_speakable_text");
    expect(await characterCount(alice)).toBe(0);
    expect(await settledStates(alice)).toEqual([]);
    const ok = await fetch(`${base}/v1/text-to-speech/${voiceId}`, { method: "POST", headers: headers(alice), body: JSON.stringify({ text: "Wow!!! Really???" }) });
    expect(ok.status).toBe(200);
    await ok.arrayBuffer();
  }, 60_000);
});
