import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { characterCost } from "@vocable/domain";
import { decodeWithFfmpeg } from "@vocable/speech/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { alignedText, audioOf, openTestSocket, type ReceivedMessage } from "#testing/test-socket";

let t: TestApp;
let alice: TestUser;
let base: string;
let voiceId: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice");
  base = (await t.listen()).replace(/^http/, "ws");
  const voices = await (await t.request("/v1/voices", { headers: { "xi-api-key": alice.apiKey } })).json();
  voiceId = voices.voices.find((v: { labels: { language?: string } }) => v.labels.language === "en").voice_id;
});
afterAll(() => t.close());

/** A socket to stream-input that records every message with its arrival time, and how it closed. */
const open = (query = "", headers: Record<string, string> = { "xi-api-key": alice.apiKey }) => openTestSocket(`${base}/v1/text-to-speech/${voiceId}/stream-input${query}`, headers);
const charsOf = (received: ReceivedMessage[]) => alignedText(received);
const used = async () => (await (await t.request("/v1/user/subscription", { headers: { "xi-api-key": alice.apiKey } })).json()).character_count as number;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("wss /v1/text-to-speech/{voice_id}/stream-input", () => {
  it("speaks text that arrives word by word: the first sentence's audio comes before the last word is sent", async () => {
    const text = "The first sentence is short. Then the second one takes its time to arrive, word after word, while the first is already playing. ";
    const words = text.split(/(?<= )/);
    const before = await used();
    const socket = open();
    await socket.send({ text: " ", voice_settings: { stability: 0.5, similarity_boost: 0.8 } });
    for (const word of words.slice(0, -1)) {
      await socket.send({ text: word });
      await sleep(5000 / words.length);
    }
    // The first sentence is spoken without waiting for the rest: its audio comes while the last
    // word has not been sent (however long a loaded machine takes to make it).
    for (let i = 0; i < 600 && !socket.received.some((r) => r.message.audio); i++) await sleep(100);
    const lastWordSentAt = Date.now();
    await socket.send({ text: words.at(-1) });
    await socket.send({ text: "" });
    expect(await socket.closed).toEqual({ code: 1000, reason: "" });

    const audio = socket.received.filter((r) => typeof r.message.audio === "string");
    expect(audio.length).toBeGreaterThan(1);
    expect(audio[0].at).toBeLessThan(lastWordSentAt);
    expect(socket.received.at(-1)!.message).toEqual({ isFinal: true });
    // Every character spoken, in order, with its timing; the audio is real MP3 speech.
    expect(charsOf(socket.received)).toBe(text);
    const first = audio.find((r) => r.message.alignment)!.message.alignment as { charStartTimesMs: number[]; charDurationsMs: number[]; chars: string[] };
    expect(first.charStartTimesMs).toHaveLength(first.chars.length);
    expect(first.charDurationsMs.every((d) => d >= 0)).toBe(true);
    const decoded = decodeWithFfmpeg(audioOf(socket.received), "mp3_44100_128");
    expect(decoded.durationSeconds).toBeGreaterThan(4);
    expect(decoded.peak).toBeGreaterThan(3000);
    // Charged for exactly what was spoken; one history item holds the socket's speech.
    expect((await used()) - before).toBe(characterCost(text));
    const history = await (await t.request("/v1/history?page_size=1", { headers: { "xi-api-key": alice.apiKey } })).json();
    expect(history.history[0].text).toBe(text);
    expect(history.history[0].character_count_change_to - history.history[0].character_count_change_from).toBe(characterCost(text));
  });

  it("flush speaks what is buffered and keeps the socket open; the chunk schedule waits for its length", async () => {
    const socket = open("?enable_logging=false");
    await socket.send({ text: " ", generation_config: { chunk_length_schedule: [50] } });
    await socket.send({ text: "no sentence end here " });
    await sleep(500);
    expect(socket.received).toEqual([]);
    await socket.send({ text: "yet", flush: true });
    for (let i = 0; i < 100 && !charsOf(socket.received).includes("yet"); i++) await sleep(50);
    expect(charsOf(socket.received)).toBe("no sentence end here yet");
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    await socket.send({ text: "" });
    expect((await socket.closed).code).toBe(1000);
  });

  it("takes the key from the first message, or a single-use token once", async () => {
    const keyed = open("", {});
    await keyed.send({ text: "Hello there. ", xi_api_key: alice.apiKey });
    await keyed.send({ text: "" });
    expect((await keyed.closed).code).toBe(1000);
    expect(charsOf(keyed.received)).toBe("Hello there. ");

    const sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: base.replace(/^ws/, "http"), maxRetries: 0 });
    const { token } = await sdk.tokens.singleUse.create("tts_websocket");
    const withToken = open("", {});
    await withToken.send({ text: "Token. ", authorization: `Bearer ${token}` });
    await withToken.send({ text: "" });
    expect((await withToken.closed).code).toBe(1000);
    const reused = open("", {});
    await reused.send({ text: "Again. ", authorization: token });
    expect((await reused.closed).code).toBe(1008);
    expect(reused.received[0].message).toMatchObject({ error: "invalid_api_key", code: 1008 });
    // A browser passes its token in the handshake's query instead.
    const inQuery = await sdk.tokens.singleUse.create("tts_websocket");
    const queried = open(`?single_use_token=${inQuery.token}`, {});
    await queried.send({ text: "Query. " });
    await queried.send({ text: "" });
    expect((await queried.closed).code).toBe(1000);
    expect(charsOf(queried.received)).toBe("Query. ");
    // A token of another kind opens no text-to-speech socket.
    const scribe = await sdk.tokens.singleUse.create("realtime_scribe");
    const wrongKind = open("", {});
    await wrongKind.send({ text: "No. ", authorization: scribe.token });
    expect((await wrongKind.closed).code).toBe(1008);
  });

  it.each([
    ["no key at all", "", {}, { text: "Hi. " }, "invalid_api_key"],
    ["a wrong key", "", {}, { text: "Hi. ", xi_api_key: "sk_wrong" }, "invalid_api_key"],
    ["a message that is not JSON", "", undefined, "{not json", "invalid_message"],
    ["a message without text", "", undefined, { flush: true }, "invalid_message"],
    ["a NUL in the text", "", undefined, { text: "a\u0000b" }, "invalid_message"],
    ["a schedule step out of range", "", undefined, { text: " ", generation_config: { chunk_length_schedule: [5] } }, "invalid_message"],
    ["SSML parsing asked for", "?enable_ssml_parsing=true", undefined, { text: "Hi. " }, "unsupported_option"],
    ["an inactivity timeout out of range", "?inactivity_timeout=999", undefined, { text: "Hi. " }, "invalid_request"],
  ] as const)("refuses %s with the error on the socket and close code 1008", async (_name, query, headers, message, error) => {
    const socket = open(query, headers as Record<string, string> | undefined);
    await socket.send(message);
    const closed = await socket.closed;
    expect(closed.code).toBe(1008);
    expect(socket.received.at(-1)!.message).toMatchObject({ error, code: 1008 });
    expect(String(socket.received.at(-1)!.message.message).length).toBeGreaterThan(10);
  });

  it("closes an idle socket after inactivity_timeout, with the error", async () => {
    const socket = open("?inactivity_timeout=1");
    await socket.send({ text: " " });
    expect((await socket.closed).code).toBe(1008);
    expect(socket.received.at(-1)!.message).toMatchObject({ error: "input_timeout_exceeded" });
  });

  it("charges a client that vanishes mid-stream for what was sent, never for more", async () => {
    const before = await used();
    const socket = open("?enable_logging=false");
    const text = "A long sentence that will be cut off before its end, because the client goes away without a word. ".repeat(4);
    await socket.send({ text: " " });
    await socket.send({ text, flush: true });
    for (let i = 0; i < 200 && socket.received.length === 0; i++) await sleep(25);
    socket.ws.terminate();
    await socket.closed;
    // The settlement follows the disconnect.
    let charged = 0;
    for (let i = 0; i < 80; i++) {
      charged = (await used()) - before;
      if (charged < characterCost(text)) break;
      await sleep(50);
    }
    expect(charged).toBeLessThan(characterCost(text));
  });
});
