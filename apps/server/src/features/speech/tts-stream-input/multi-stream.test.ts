import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { alignedText, openTestSocket, until } from "#testing/test-socket";
import { MAX_CONTEXTS } from "./multi-stream-session";

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

type Message = Record<string, unknown>;

/** A multi-stream-input socket: its messages so far, and its close code. */
function open(query = "") {
  const socket = openTestSocket(`${base}/v1/text-to-speech/${voiceId}/multi-stream-input${query}`, { "xi-api-key": alice.apiKey });
  return {
    ws: socket.ws,
    send: socket.send,
    get received(): Message[] {
      return socket.received.map((r) => r.message);
    },
    closed: socket.closed.then((c) => c.code),
  };
}
const charsOf = (received: Message[], contextId: string) => alignedText(received.map((message) => ({ at: 0, message })), contextId);
const waitFor = until;

describe("wss /v1/text-to-speech/{voice_id}/multi-stream-input", () => {
  it("speaks independent contexts on one socket, each answer tagged with its context, each closed on its own", async () => {
    const socket = open();
    await socket.send({ text: " ", context_id: "narrator" });
    await socket.send({ text: " ", context_id: "hero", voice_settings: { speed: 1.1 } });
    await socket.send({ text: "Once upon a time. ", context_id: "narrator" });
    await socket.send({ text: "Not this again", context_id: "hero" });
    // A keep-alive is no text; flush speaks the hero's unfinished sentence.
    await socket.send({ text: "", context_id: "narrator" });
    await socket.send({ context_id: "hero", flush: true });
    await socket.send({ context_id: "narrator", close_context: true });
    await waitFor(() => socket.received.some((m) => m.isFinal && m.contextId === "narrator"));
    expect(charsOf(socket.received, "narrator")).toBe("Once upon a time. ");
    expect(charsOf(socket.received, "hero")).toBe("Not this again");
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);

    await socket.send({ text: "The end. ", context_id: "hero" });
    await socket.send({ close_socket: true });
    expect(await socket.closed).toBe(1000);
    expect(socket.received.filter((m) => m.isFinal).map((m) => m.contextId)).toEqual(["narrator", "hero"]);
    expect(charsOf(socket.received, "hero")).toBe("Not this againThe end. ");
    // One history item per context.
    const items = (await (await t.request("/v1/history?page_size=2", { headers: { "xi-api-key": alice.apiKey } })).json()).history.map((h: { text: string }) => h.text);
    expect(items.sort()).toEqual(["Not this againThe end. ", "Once upon a time. "].sort());
  });

  it("refuses a context past the limit, an unknown context to close, and a context's settings changed", async () => {
    const crowded = open("?enable_logging=false");
    for (let i = 0; i <= MAX_CONTEXTS; i++) await crowded.send({ text: " ", context_id: `c${i}` });
    expect(await crowded.closed).toBe(1008);
    expect(crowded.received.at(-1)).toMatchObject({ error: "invalid_message", code: 1008 });

    const unknown = open("?enable_logging=false");
    await unknown.send({ text: " ", context_id: "a" });
    await unknown.send({ context_id: "b", close_context: true });
    expect(await unknown.closed).toBe(1008);
    expect(String(unknown.received.at(-1)!.message)).toContain('"b"');

    const changed = open("?enable_logging=false");
    await changed.send({ text: " ", context_id: "a", voice_settings: { speed: 1 } });
    await changed.send({ text: "Hi. ", context_id: "a", voice_settings: { speed: 1.2 } });
    expect(await changed.closed).toBe(1008);
  });
});
