import { AudioFormat, CommitStrategy, ElevenLabsClient, RealtimeEvents } from "@elevenlabs/elevenlabs-js";
import { wordErrorRate } from "@vocable/speech";
import { speakWithFlite } from "@vocable/speech/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

let t: TestApp;
let alice: TestUser;
let base: string;
let sdk: ElevenLabsClient;

const FIRST = "The weather today is cold and windy in the north.";
const SECOND = "Tomorrow the sun will shine again over the hills.";
const RATE = 16000;

/** Two sentences with two seconds of silence between them, as 16 kHz PCM. */
let speech: Int16Array;

beforeAll(async () => {
  t = await createTestApp();
  // The file transcription of the comparison runs as a job.
  await t.deps.jobs.start();
  alice = await t.signUp("Alice");
  base = await t.listen();
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: base, maxRetries: 0 });
  const first = await speakWithFlite(FIRST, "slt", RATE);
  const second = await speakWithFlite(SECOND, "slt", RATE);
  speech = new Int16Array(first.length + 2 * RATE + second.length + RATE);
  speech.set(first);
  speech.set(second, first.length + 2 * RATE);
});
afterAll(() => t.close());

/** A WAV file of 16 kHz mono PCM. */
function wav(samples: Int16Array): Blob {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + samples.length * 2, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(samples.length * 2, 40);
  return new Blob([new Uint8Array(header), new Uint8Array(samples.buffer.slice(samples.byteOffset, samples.byteOffset + samples.byteLength) as ArrayBuffer)], { type: "audio/wav" });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("wss /v1/speech-to-text/realtime through the SDK's speechToText.realtime", () => {
  it("streams audio at real-time pace: partials while it is spoken, a commit when the speaker pauses, the rest on commit", async () => {
    const connection = await sdk.speechToText.realtime.connect({
      modelId: "scribe_v2_realtime",
      audioFormat: AudioFormat.PCM_16000,
      sampleRate: RATE,
      commitStrategy: CommitStrategy.VAD,
      vadSilenceThresholdSecs: 1,
      includeTimestamps: true,
      languageCode: "en",
    });
    const events: { type: string; text: string; sentSeconds: number; words?: { start?: number; end?: number }[] }[] = [];
    let sentSeconds = 0;
    connection.on(RealtimeEvents.PARTIAL_TRANSCRIPT, (m) => void events.push({ type: "partial", text: m.text, sentSeconds }));
    connection.on(RealtimeEvents.COMMITTED_TRANSCRIPT, (m) => void events.push({ type: "committed", text: m.text, sentSeconds }));
    connection.on(RealtimeEvents.COMMITTED_TRANSCRIPT_WITH_TIMESTAMPS, (m) => {
      events.push({ type: "timestamps", text: m.text, sentSeconds, words: m.words ?? [] });
    });
    // Errors and the close are kept for the diagnosis printed when a commit is missing.
    for (const kind of [RealtimeEvents.ERROR, RealtimeEvents.TRANSCRIBER_ERROR, RealtimeEvents.INPUT_ERROR, RealtimeEvents.CLOSE]) {
      connection.on(kind, (m: unknown) => void events.push({ type: kind, text: JSON.stringify(m ?? null).slice(0, 300), sentSeconds }));
    }
    const started = new Promise<void>((resolve) => connection.on(RealtimeEvents.SESSION_STARTED, () => resolve()));
    await started;

    // 100 ms chunks, one every 100 ms: as a microphone sends them.
    const chunk = RATE / 10;
    for (let at = 0; at < speech.length; at += chunk) {
      const piece = speech.subarray(at, at + chunk);
      connection.send({ audioBase64: Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength).toString("base64"), sampleRate: RATE });
      sentSeconds = (at + piece.length) / RATE;
      await sleep(100);
    }
    const total = speech.length / RATE;
    // The first sentence was committed at the pause, without the client asking: its words, none of
    // the second's (however late a loaded machine got to it); partials came while it was spoken.
    for (let i = 0; i < 400 && !events.some((e) => e.type === "committed"); i++) await sleep(50);
    const firstCommit = events.find((e) => e.type === "committed")!;
    expect(wordErrorRate(FIRST, firstCommit.text)).toBeLessThan(0.5);
    expect(firstCommit.text).not.toMatch(/tomorrow|hills/);
    expect(events.some((e) => e.type === "partial" && e.sentSeconds < total)).toBe(true);

    connection.commit();
    // The rest is recognised in the workspace's turn: on a loaded machine (the suite's crash tests run
    // servers of their own beside it) that can take a while, so wait up to a minute.
    for (let i = 0; i < 1200 && events.filter((e) => e.type === "committed").length < 2; i++) await sleep(50);
    connection.close();
    const committed = events.filter((e) => e.type === "committed").map((e) => e.text);
    if (committed.length < 2) console.log("EVENTS", JSON.stringify(events.map((e) => [e.type, e.text, e.sentSeconds])));
    expect(committed.length).toBeGreaterThanOrEqual(2);
    // Word times on the session's time line: the second sentence's words start after the pause.
    const timed = events.filter((e) => e.type === "timestamps").flatMap((e) => e.words ?? []);
    expect(timed.length).toBeGreaterThan(5);
    expect(timed.at(-1)!.start!).toBeGreaterThan(FIRST.length / 20);

    // Against what was said, the socket's transcript is within 0.1 of the file transcription of the
    // same audio (the recogniser is deterministic; the socket cuts the audio at the pause).
    const file = await sdk.speechToText.convert({ file: wav(speech), modelId: "scribe_v1", languageCode: "en" });
    const said = `${FIRST} ${SECOND}`;
    const fileWer = wordErrorRate(said, (file as { text: string }).text);
    expect(wordErrorRate(said, committed.join(" "))).toBeLessThanOrEqual(fileWer + 0.1);
  });

  it("refuses what it cannot do in the SDK's error shape, and a socket without credentials", async () => {
    const open = (query: string, headers: Record<string, string> = { "xi-api-key": alice.apiKey }) => {
      const ws = new WebSocket(`${base.replace(/^http/, "ws")}/v1/speech-to-text/realtime?${query}`, { headers });
      const received: Record<string, unknown>[] = [];
      ws.on("message", (data) => received.push(JSON.parse(String(data))));
      return { received, closed: new Promise<number>((resolve) => ws.on("close", (code) => resolve(code))) };
    };
    for (const [query, headers, type] of [
      ["model_id=scribe_v2_realtime", {}, "auth_error"],
      ["model_id=scribe_v2_realtime&token=sut_nope", {}, "auth_error"],
      ["model_id=scribe_v2_realtime&keyterms=vocable", undefined, "input_error"],
      ["model_id=scribe_v2_realtime&include_language_detection=true", undefined, "input_error"],
      ["model_id=scribe_v2_realtime&audio_format=mp3_44100", undefined, "input_error"],
      ["model_id=no-such-model", undefined, "error"],
    ] as const) {
      const socket = open(query, headers);
      expect(await socket.closed, query).toBe(1008);
      expect(socket.received.at(-1)!.message_type, query).toBe(type);
    }
    // A bad chunk after a good start.
    const ws = new WebSocket(`${base.replace(/^http/, "ws")}/v1/speech-to-text/realtime?model_id=scribe_v2_realtime`, { headers: { "xi-api-key": alice.apiKey } });
    const received: Record<string, unknown>[] = [];
    ws.on("message", (data) => received.push(JSON.parse(String(data))));
    const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
    await new Promise((resolve) => ws.on("open", resolve));
    ws.send("{not json");
    expect(await closed).toBe(1008);
    expect(received.map((m) => m.message_type)).toEqual(["session_started", "input_error"]);
  });

  it("opens with a single-use token instead of the key, once", async () => {
    const { token } = await sdk.tokens.singleUse.create("realtime_scribe");
    // With a token the SDK sends no key (this one would not open anything anyway).
    const client = new ElevenLabsClient({ apiKey: "sk_not_sent", baseUrl: base, maxRetries: 0 });
    const connection = await client.speechToText.realtime.connect({ modelId: "scribe_v2_realtime", audioFormat: AudioFormat.PCM_16000, sampleRate: RATE, token });
    await new Promise<void>((resolve) => connection.on(RealtimeEvents.SESSION_STARTED, () => resolve()));
    connection.close();
    const again = await client.speechToText.realtime.connect({ modelId: "scribe_v2_realtime", audioFormat: AudioFormat.PCM_16000, sampleRate: RATE, token });
    // The SDK also emits every refusal as its generic error event: heard, so the emitter does not throw.
    again.on(RealtimeEvents.ERROR, () => {});
    const error = await new Promise<{ message_type: string }>((resolve) => again.on(RealtimeEvents.AUTH_ERROR, (e: { message_type: string }) => resolve(e)));
    expect(error.message_type).toBe("auth_error");
  });
});
