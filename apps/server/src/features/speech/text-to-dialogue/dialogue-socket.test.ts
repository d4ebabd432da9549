import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { characterCost } from "@vocable/domain";
import { decodeWithFfmpeg } from "@vocable/speech/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { alignedText, audioOf, openTestSocket, until, type ReceivedMessage } from "#testing/test-socket";

let t: TestApp;
let alice: TestUser;
let base: string;
let first: string;
let second: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice");
  base = (await t.listen()).replace(/^http/, "ws");
  const voices = await (await t.request("/v1/voices", { headers: { "xi-api-key": alice.apiKey } })).json();
  const english = voices.voices.filter((v: { labels: { language?: string } }) => v.labels.language === "en");
  [first, second] = [english[0].voice_id, english[1].voice_id];
});
afterAll(() => t.close());

const open = (path: "stream-input" | "multi-stream-input", query = "", headers: Record<string, string> = { "xi-api-key": alice.apiKey }) =>
  openTestSocket(`${base}/v1/text-to-dialogue/${path}${query}`, headers);
const used = async () => (await (await t.request("/v1/user/subscription", { headers: { "xi-api-key": alice.apiKey } })).json()).character_count as number;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const kinds = (received: ReceivedMessage[]) => received.map((r) => (r.message.audio !== undefined ? "audio" : Object.keys(r.message).sort().join("+")));

describe("wss /v1/text-to-dialogue/stream-input", () => {
  it("speaks each turn in its voice as the text arrives, ends turns, and keeps one history item holding the dialogue", async () => {
    const lines = ["Hello there, how are you today? I hope the weather is kind to you. ", "I am well, thank you. And you? "];
    const before = await used();
    const socket = open("stream-input");
    await socket.send({ voices: [first, second], voice_settings: { stability: 0.5 } });
    const words = lines[0].split(/(?<= )/);
    for (const word of words.slice(0, -1)) {
      await socket.send({ inputs: [{ text: word, voice_id: first }] });
      await sleep(3000 / words.length);
    }
    // The first sentence is spoken while the turn's last word is still to come.
    await until(() => socket.received.some((r) => r.message.audio));
    const lastWordAt = Date.now();
    // The last lines come with the close: they are spoken before it.
    await socket.send({ inputs: [{ text: words.at(-1), voice_id: first }, { text: lines[1], voice_id: second }], close_socket: true });
    expect(await socket.closed).toEqual({ code: 1000, reason: "" });

    expect(socket.received.find((r) => r.message.audio)!.at).toBeLessThan(lastWordAt);
    // Each turn's audio, then its isFinalAudioForTurn; isFinal last.
    const order = kinds(socket.received).filter((k, i, all) => k !== "audio" || all[i - 1] !== "audio");
    expect(order).toEqual(["audio", "isFinalAudioForTurn", "audio", "isFinalAudioForTurn", "isFinal"]);
    const turnEnd = socket.received.findIndex((r) => r.message.isFinalAudioForTurn);
    expect(alignedText(socket.received.slice(0, turnEnd))).toBe(lines[0]);
    expect(alignedText(socket.received.slice(turnEnd))).toBe(lines[1]);
    expect(socket.received.some((r) => "contextId" in r.message)).toBe(false);
    const decoded = decodeWithFfmpeg(audioOf(socket.received), "mp3_44100_128");
    expect(decoded.durationSeconds).toBeGreaterThan(4);
    expect(decoded.peak).toBeGreaterThan(3000);

    // Charged for exactly the characters spoken; one item keeps the dialogue, a line per turn.
    expect((await used()) - before).toBe(characterCost(lines.join("")));
    const sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: base.replace(/^ws/, "http"), maxRetries: 0 });
    const item = (await sdk.history.list({ pageSize: 1 })).history[0];
    expect(item.dialogue).toEqual([
      { text: lines[0], voiceId: first, voiceName: expect.any(String) },
      { text: lines[1], voiceId: second, voiceName: expect.any(String) },
    ]);
    expect(item.text).toBe(lines.join("\n"));
    expect((item.characterCountChangeTo ?? 0) - (item.characterCountChangeFrom ?? 0)).toBe(characterCost(lines.join("")));
  });

  it("flush ends the turn at once; new_turn starts another line in the same voice", async () => {
    const socket = open("stream-input");
    await socket.send({ voices: [first], inputs: [{ text: "no sentence end", voice_id: first }] });
    await sleep(400);
    expect(socket.received).toEqual([]);
    await socket.send({ flush: true });
    await until(() => socket.received.some((r) => r.message.isFinalAudioForTurn));
    expect(alignedText(socket.received)).toBe("no sentence end");
    await socket.send({ inputs: [{ text: "One. ", voice_id: first }, { text: "Two. ", voice_id: first, new_turn: true }], keep_alive: true });
    await socket.send({ close_socket: true });
    expect((await socket.closed).code).toBe(1000);
    expect(socket.received.filter((r) => r.message.isFinalAudioForTurn)).toHaveLength(3);
    const item = (await (await t.request("/v1/history?page_size=1", { headers: { "xi-api-key": alice.apiKey } })).json()).history[0];
    expect(item.dialogue.map((line: { text: string }) => line.text)).toEqual(["no sentence end", "One. ", "Two. "]);
  });

  it("authenticates with a single-use token in the query, once", async () => {
    const sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: base.replace(/^ws/, "http"), maxRetries: 0 });
    const { token } = await sdk.tokens.singleUse.create("tts_websocket");
    const withToken = open("stream-input", `?single_use_token=${token}&enable_logging=false`, {});
    await withToken.send({ voices: [first], inputs: [{ text: "Token. ", voice_id: first }], flush: true });
    await withToken.send({ close_socket: true });
    expect((await withToken.closed).code).toBe(1000);
    expect(alignedText(withToken.received)).toBe("Token. ");
    const reused = open("stream-input", `?single_use_token=${token}`, {});
    await reused.send({ voices: [first] });
    expect((await reused.closed).code).toBe(1008);
    expect(reused.received.at(-1)!.message).toMatchObject({ error: "invalid_api_key", code: 1008 });
  });

  it.each([
    ["a first message without voices", { inputs: [{ text: "Hi. ", voice_id: "x" }] }, "voices"],
    ["a voice that is not one of the dialogue's", { voices: ["a"], inputs: [{ text: "Hi. ", voice_id: "b" }] }, "voice_id"],
    ["more than ten voices", { voices: Array.from({ length: 11 }, (_, i) => `v${i}`) }, "voices"],
    ["a context id on the one-dialogue socket", { voices: ["a"], context_id: "c1" }, "context_id"],
    ["a NUL in the text", { voices: ["a"], inputs: [{ text: "a\u0000b", voice_id: "a" }] }, "inputs"],
  ])("refuses %s with the error on the socket and close code 1008", async (_name, message, named) => {
    const socket = open("stream-input");
    await socket.send(message);
    expect((await socket.closed).code).toBe(1008);
    expect(socket.received.at(-1)!.message).toMatchObject({ error: "invalid_message", code: 1008 });
    expect(String(socket.received.at(-1)!.message.message)).toContain(named);
  });

  it("answers an unknown voice with the voice error when it would speak, charging nothing", async () => {
    const before = await used();
    const socket = open("stream-input");
    await socket.send({ voices: ["noSuchVoice1"], inputs: [{ text: "Hello. ", voice_id: "noSuchVoice1" }] });
    expect((await socket.closed).code).toBe(1008);
    expect(socket.received.at(-1)!.message).toMatchObject({ code: 1008 });
    expect(await used()).toBe(before);
  });
});

describe("wss /v1/text-to-dialogue/multi-stream-input", () => {
  it("keeps dialogues of several contexts apart, each answer tagged, each closed on its own", async () => {
    const socket = open("multi-stream-input", "?enable_logging=false");
    await socket.send({ context_id: "a", voices: [first, second], inputs: [{ text: "Context A speaks. ", voice_id: first }] });
    await socket.send({ context_id: "b", voices: [second], inputs: [{ text: "Context B answers. ", voice_id: second }] });
    await socket.send({ context_id: "a", inputs: [{ text: "And a second voice. ", voice_id: second }] });
    await socket.send({ context_id: "b", close_context: true });
    await until(() => socket.received.some((r) => r.message.isFinal && r.message.contextId === "b"));
    expect(alignedText(socket.received, "b")).toBe("Context B answers. ");
    expect(socket.received.filter((r) => r.message.isFinalAudioForTurn && r.message.contextId === "b")).toHaveLength(1);
    await socket.send({ close_socket: true });
    expect((await socket.closed).code).toBe(1000);
    expect(alignedText(socket.received, "a")).toBe("Context A speaks. And a second voice. ");
    expect(socket.received.filter((r) => r.message.isFinalAudioForTurn && r.message.contextId === "a")).toHaveLength(2);
    expect(socket.received.at(-1)!.message).toEqual({ isFinal: true, contextId: "a" });
  });

  it("needs a context id on every message but close_socket", async () => {
    const socket = open("multi-stream-input");
    await socket.send({ voices: [first] });
    expect((await socket.closed).code).toBe(1008);
    expect(String(socket.received.at(-1)!.message.message)).toContain("context_id");
  });
});
