import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { characterCost } from "@vocable/domain";
import { eq } from "drizzle-orm";
import OpenAI, { APIError } from "openai";
import { Stream } from "openai/streaming";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generation } from "#db/schema/index";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { decodeWithFfmpeg, waitFor } from "@vocable/speech/test-support";
import { getJson } from "#testing/workspace-teams";

let t: TestApp;
let someone: TestUser;
let openai: OpenAI;
let baseURL: string;

beforeAll(async () => {
  t = await createTestApp();
  someone = await t.signUp("Olivia OpenAI");
  baseURL = `${await t.listen()}/v1`;
  openai = new OpenAI({ apiKey: someone.apiKey, baseURL, maxRetries: 0 });
});
afterAll(() => t?.close());

/** The sample rate, channel count, bits and seconds of a WAV file. */
function wavInfo(bytes: Buffer) {
  expect(bytes.subarray(0, 4).toString("ascii")).toBe("RIFF");
  expect(bytes.subarray(8, 12).toString("ascii")).toBe("WAVE");
  const sampleRate = bytes.readUInt32LE(24);
  const channels = bytes.readUInt16LE(22);
  const bits = bytes.readUInt16LE(34);
  const dataBytes = bytes.length - 44;
  return { sampleRate, channels, bits, seconds: dataBytes / (sampleRate * channels * (bits / 8)) };
}

describe("POST /v1/audio/speech (the openai package, unchanged)", () => {
  it("speaks with an OpenAI voice name and model, keeps the history item and charges the characters", async () => {
    const input = "Hello from an OpenAI client, speaking through Vocable.";
    const before = (await getJson(t, "/v1/user/subscription", { apiKey: someone.apiKey })).body.character_count as number;
    const response = await openai.audio.speech.create({ model: "tts-1", voice: "alloy", input, response_format: "wav" });
    const wav = Buffer.from(await response.arrayBuffer());
    expect(wavInfo(wav)).toMatchObject({ sampleRate: 24000, channels: 1, bits: 16 });
    expect(wavInfo(wav).seconds).toBeGreaterThan(1.5);
    expect(response.headers.get("character-cost")).toBe(String(input.length));
    const after = (await getJson(t, "/v1/user/subscription", { apiKey: someone.apiKey })).body.character_count as number;
    expect(after - before).toBe(input.length);
    const history = await getJson(t, "/v1/history?page_size=5", { apiKey: someone.apiKey });
    expect(history.body.history[0]).toMatchObject({ text: input, voice_name: "Samantha" });
  });

  it("answers every format it makes in that format, and a Vocable voice id and model id too", async () => {
    const mp3 = Buffer.from(await (await openai.audio.speech.create({ model: "gpt-4o-mini-tts", voice: "onyx", input: "Short test.", instructions: "Speak calmly." })).arrayBuffer());
    expect(mp3[0] === 0xff || mp3.subarray(0, 3).toString("ascii") === "ID3").toBe(true);
    const opus = Buffer.from(await (await openai.audio.speech.create({ model: "tts-1-hd", voice: "nova", input: "Short test.", response_format: "opus" })).arrayBuffer());
    expect(opus.subarray(0, 4).toString("ascii")).toBe("OggS");
    const pcm = Buffer.from(await (await openai.audio.speech.create({ model: "tts-1", voice: "echo", input: "Short test.", response_format: "pcm" })).arrayBuffer());
    // 24 kHz 16-bit mono without a header, as OpenAI sends it: an even number of bytes, about a second.
    expect(pcm.length % 2).toBe(0);
    expect(pcm.length / 48000).toBeGreaterThan(0.4);
    expect(pcm.subarray(0, 4).toString("ascii")).not.toBe("RIFF");

    const voices = await getJson(t, "/v1/voices", { apiKey: someone.apiKey });
    const camille = voices.body.voices.find((v: { name: string }) => v.name === "Camille");
    const french = await openai.audio.speech.create({ model: "eleven_multilingual_v2", voice: camille.voice_id, input: "Bonjour tout le monde.", response_format: "wav" });
    expect(wavInfo(Buffer.from(await french.arrayBuffer())).seconds).toBeGreaterThan(0.5);
  });

  it("renders OpenAI's speed range within what the engines do: faster is shorter", async () => {
    const input = "The quick brown fox jumps over the lazy dog, twice over.";
    const seconds = async (speed: number) =>
      wavInfo(Buffer.from(await (await openai.audio.speech.create({ model: "tts-1", voice: "alloy", input, response_format: "wav", speed })).arrayBuffer())).seconds;
    const normal = await seconds(1);
    expect(await seconds(2)).toBeLessThan(normal * 0.8);
    expect(await seconds(0.5)).toBeGreaterThan(normal * 1.3);
  });

  it.each([
    ["aac", "aac_24000_128", "audio/aac"],
    ["flac", "flac_24000", "audio/flac"],
  ] as const)("encodes response_format %s with ffmpeg", async (responseFormat, formatId, contentType) => {
    const response = await openai.audio.speech.create({ model: "gpt-4o-mini-tts", voice: "coral", input: "Encoded by ffmpeg.", response_format: responseFormat });
    expect(response.headers.get("content-type")).toBe(contentType);
    const audio = decodeWithFfmpeg(Buffer.from(await response.arrayBuffer()), formatId);
    expect(audio.sampleRate).toBe(24000);
    expect(audio.durationSeconds).toBeGreaterThan(0.5);
    expect(audio.peak).toBeGreaterThan(1000);
    // Kept in the history in that format, and its download converts to WAV like any item.
    const [item] = (await getJson(t, "/v1/history?page_size=1", { apiKey: someone.apiKey })).body.history as { history_item_id: string; text: string }[];
    expect(item.text).toBe("Encoded by ffmpeg.");
    const wav = await t.request("/v1/history/download", { method: "POST", headers: { "xi-api-key": someone.apiKey, "content-type": "application/json" }, body: JSON.stringify({ history_item_ids: [item.history_item_id], output_format: "wav" }) });
    expect(wavInfo(Buffer.from(await wav.arrayBuffer())).seconds).toBeCloseTo(audio.durationSeconds, 1);
  });

  it("lists the speech and transcription models to models.list(), ElevenLabs' list staying for xi-api-key", async () => {
    const ids: string[] = [];
    for await (const model of openai.models.list()) {
      expect(model).toMatchObject({ object: "model", owned_by: "vocable", created: expect.any(Number) });
      ids.push(model.id);
    }
    const recognises = t.deps.speech.engines.can("speech_recognition");
    expect(ids).toEqual(expect.arrayContaining(["tts-1", "tts-1-hd", "gpt-4o-mini-tts", "vocable_multilingual_v1", "vocable_flash_v1", ...(recognises ? ["whisper-1", "gpt-4o-transcribe", "gpt-4o-mini-transcribe"] : [])]));
    // Every listed id is one audio.speech or audio.transcriptions takes.
    for (const id of ids.filter((i) => !/transcribe|whisper/.test(i))) {
      const speech = await openai.audio.speech.create({ model: id, voice: "alloy", input: "Listed.", response_format: "pcm" });
      expect((await speech.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    const elevenLabs = await new ElevenLabsClient({ apiKey: someone.apiKey, baseUrl: baseURL.replace(/\/v1$/, ""), maxRetries: 0 }).models.list();
    expect(elevenLabs.map((m) => m.modelId)).toContain("vocable_multilingual_v1");
  });

  it("names the instructions it did not apply in x-vocable-ignored-instructions", async () => {
    const instructions = "Speak cheerfully, with a British accent — «vite».";
    const told = await openai.audio.speech.create({ model: "gpt-4o-mini-tts", voice: "alloy", input: "Instructions test.", instructions, response_format: "pcm" });
    expect(decodeURIComponent(told.headers.get("x-vocable-ignored-instructions")!)).toBe(instructions);
    expect((await told.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const plain = await openai.audio.speech.create({ model: "tts-1", voice: "alloy", input: "No instructions.", response_format: "pcm" });
    expect(plain.headers.get("x-vocable-ignored-instructions")).toBeNull();
    await plain.arrayBuffer();
    // Long ones are cut between escapes, still decodable, and say they were cut.
    const long = await openai.audio.speech.create({ model: "tts-1", voice: "alloy", input: "Long.", instructions: "é".repeat(2000), response_format: "pcm" });
    const header = long.headers.get("x-vocable-ignored-instructions")!;
    expect(header.length).toBeLessThanOrEqual(512);
    expect(decodeURIComponent(header)).toMatch(/^é+…$/);
    await long.arrayBuffer();
  });

  it("refuses clearly what it cannot do, and charges nothing for it", async () => {
    const before = (await getJson(t, "/v1/user/subscription", { apiKey: someone.apiKey })).body.character_count as number;
    const refusal = async (body: Record<string, unknown>) => {
      const res = await fetch(`${baseURL}/audio/speech`, { method: "POST", headers: { authorization: `Bearer ${someone.apiKey}`, "content-type": "application/json" }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as { detail: { status: string; message: string } | { msg: string }[] } };
    };
    const base = { model: "tts-1", voice: "alloy", input: "Hello." };
    expect(await refusal({ ...base, voice: "nobody" })).toMatchObject({ status: 400, body: { detail: { status: "voice_not_found" } } });
    expect((await refusal({ ...base, response_format: "ogg" })).status).toBe(422);
    expect((await refusal({ ...base, stream_format: "events" })).status).toBe(422);
    expect(await refusal({ ...base, model: "no-such-model" })).toMatchObject({ status: 400 });
    for (const bad of [{ ...base, input: "" }, { ...base, input: "x".repeat(4097) }, { ...base, speed: 5 }, { ...base, input: "a\u0000b" }, { ...base, voice: 42 }]) {
      expect((await refusal(bad)).status, JSON.stringify(bad).slice(0, 60)).toBe(422);
    }
    await expect(openai.audio.speech.create({ ...base, voice: "nobody" })).rejects.toMatchObject({ status: 400 });
    await expect(new OpenAI({ apiKey: "sk_wrong", baseURL, maxRetries: 0 }).audio.speech.create(base)).rejects.toMatchObject({ status: 401 });
    expect((await getJson(t, "/v1/user/subscription", { apiKey: someone.apiKey })).body.character_count).toBe(before);
  });
});

/** Twenty sentences: long enough that a stream is still running when a test acts on it. */
const LONG_TEXT = Array.from({ length: 20 }, (_, i) => `Sentence number ${i + 1} is here so that the stream keeps going for a while.`).join(" ");

interface SseEvent {
  event: string | null;
  data: { type: string; audio?: string; usage?: unknown; error?: { type: string; code: string; message: string; param: null } };
}

/** Server-sent events as a browser's EventSource reads them: blocks ended by a blank line, `event:` and `data:` fields, comments skipped. */
function parseSse(text: string): SseEvent[] {
  const events: SseEvent[] = [];
  for (const block of text.split(/\r?\n\r?\n/)) {
    let event: string | null = null;
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line === "" || line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "event") event = value;
      else if (field === "data") data.push(value);
    }
    if (data.length > 0) events.push({ event, data: JSON.parse(data.join("\n")) as SseEvent["data"] });
  }
  return events;
}

const settledStates = async (user: TestUser) => (await t.deps.db.select().from(generation).where(eq(generation.userId, user.userId))).map((g) => g.state);
const characterCount = async (user: TestUser) => (await getJson(t, "/v1/user/subscription", { apiKey: user.apiKey })).body.character_count as number;

describe('POST /v1/audio/speech with stream_format "sse"', () => {
  it("sends the audio as speech.audio.delta events, then speech.audio.done; charged and kept like the audio stream", async () => {
    const input = "Server-sent events from an OpenAI client, spoken through Vocable.";
    const user = await t.signUp("Olivia Events");
    const client = new OpenAI({ apiKey: user.apiKey, baseURL, maxRetries: 0 });
    const response = await client.audio.speech.create({ model: "gpt-4o-mini-tts", voice: "alloy", input, stream_format: "sse" });
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("character-cost")).toBe(String(input.length));
    const body = await response.text();
    expect(body.endsWith("\n\n")).toBe(true);
    const events = parseSse(body);
    const deltas = events.slice(0, -1);
    expect(deltas.length).toBeGreaterThan(1);
    for (const e of deltas) expect(e).toEqual({ event: null, data: { type: "speech.audio.delta", audio: expect.stringMatching(/^[A-Za-z0-9+/]+={0,2}$/) } });
    expect(events.at(-1)).toEqual({ event: null, data: { type: "speech.audio.done", usage: { input_tokens: 0, output_tokens: 0, total_tokens: 0 } } });
    // Each delta decodes on its own, as a client decodes them; together they are the MP3 file.
    const audio = Buffer.concat(deltas.map((e) => Buffer.from(e.data.audio!, "base64")));
    const decoded = decodeWithFfmpeg(audio, "mp3_44100_128");
    expect(decoded.durationSeconds).toBeGreaterThan(1);
    expect(decoded.peak).toBeGreaterThan(1000);

    // Charged once for the text, delivered, and the history item holds exactly the audio sent.
    expect(await characterCount(user)).toBe(input.length);
    expect(await settledStates(user)).toEqual(["delivered"]);
    const itemId = response.headers.get("history-item-id")!;
    const item = (await getJson(t, `/v1/history/${itemId}`, { apiKey: user.apiKey })).body as { text: string; partial: boolean };
    expect(item).toMatchObject({ text: input, partial: false });
    const kept = await t.request(`/v1/history/${itemId}/audio`, { headers: { "xi-api-key": user.apiKey } });
    expect(Buffer.from(await kept.arrayBuffer()).equals(audio)).toBe(true);

    // The openai package's own event-stream reader takes the same answer.
    const again = await client.audio.speech.create({ model: "tts-1", voice: "nova", input: "Read by the package.", response_format: "pcm", stream_format: "sse" });
    const types: string[] = [];
    let pcmBytes = 0;
    for await (const event of Stream.fromSSEResponse<SseEvent["data"]>(again, new AbortController())) {
      types.push(event.type);
      if (event.audio) pcmBytes += Buffer.from(event.audio, "base64").length;
    }
    expect(types.at(-1)).toBe("speech.audio.done");
    expect(new Set(types.slice(0, -1))).toEqual(new Set(["speech.audio.delta"]));
    expect(pcmBytes % 2).toBe(0);
    expect(pcmBytes / 48000).toBeGreaterThan(0.4);
  }, 60_000);

  it("charges a client that leaves mid-stream only for what it was sent, and keeps that as a partial item", async () => {
    const user = await t.signUp("Olivia Leaves");
    const client = new OpenAI({ apiKey: user.apiKey, baseURL, maxRetries: 0 });
    const response = await client.audio.speech.create({ model: "tts-1", voice: "alloy", input: LONG_TEXT, stream_format: "sse" });
    const itemId = response.headers.get("history-item-id")!;
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = "";
    while (parseSse(received).length < 3) received += decoder.decode((await reader.read()).value!, { stream: true });
    await reader.cancel();
    await waitFor("the stream to settle", async () => (await settledStates(user)).includes("partial"));

    const item = (await getJson(t, `/v1/history/${itemId}`, { apiKey: user.apiKey })).body as { text: string; partial: boolean };
    expect(item.partial).toBe(true);
    expect(LONG_TEXT.startsWith(item.text)).toBe(true);
    expect(item.text.length).toBeGreaterThan(0);
    expect(item.text.length).toBeLessThan(LONG_TEXT.length);
    expect(await characterCount(user)).toBe(characterCost(item.text));
  }, 60_000);

  it("ends a stream the server stops (shutdown) with an error event in OpenAI's shape, not speech.audio.done, and refunds it", async () => {
    const user = await t.signUp("Olivia Cut");
    const client = new OpenAI({ apiKey: user.apiKey, baseURL, maxRetries: 0 });
    const response = await client.audio.speech.create({ model: "tts-1", voice: "alloy", input: LONG_TEXT, stream_format: "sse" });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let body = decoder.decode((await reader.read()).value!, { stream: true });
    expect(await characterCount(user)).toBe(characterCost(LONG_TEXT));
    const stopping = t.deps.generations.stopAll();
    // The body ends normally after the error event: a reset could lose the event in the socket.
    for (let r = await reader.read(); !r.done; r = await reader.read()) body += decoder.decode(r.value, { stream: true });
    await stopping;
    const events = parseSse(body);
    expect(events.at(-1)).toEqual({
      event: "error",
      data: { type: "error", error: { type: "server_error", code: "server_shutting_down", message: expect.stringContaining("not charged"), param: null } },
    });
    expect(events.some((e) => e.data.type === "speech.audio.done")).toBe(false);
    expect(await characterCount(user)).toBe(0);
    expect(await settledStates(user)).toEqual(["refunded"]);
    // The openai package's reader throws that event as an APIError with its message.
    const replay = Stream.fromSSEResponse(new Response(body), new AbortController());
    const reading = (async () => {
      for await (const _event of replay) void _event;
    })();
    await expect(reading).rejects.toBeInstanceOf(APIError);
    await expect(reading).rejects.toThrow(/restarting/);
  }, 60_000);
});
