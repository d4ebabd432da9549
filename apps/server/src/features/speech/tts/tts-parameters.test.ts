import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ElevenLabsClient, type ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { createRemoteEngines, parseEnginesConfig, PREMADE_VOICES, SpeechService } from "@vocable/speech";
import { speakPieces } from "@vocable/speech/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

// Honest parameters: what an engine takes reaches it, what it cannot apply is named in
// `parameters-not-applied`, and request ids stand for the texts of earlier generations.
// The remote engine is a server of ElevenLabs' documented shapes that records what it is sent.

interface Received {
  voiceId: string;
  body: Record<string, unknown>;
}

let upstream: Server;
const received: Received[] = [];
let speech: SpeechService;
let t: TestApp;
let alice: TestUser;
let sdk: ElevenLabsClient;
let baseUrl: string;
const samantha = PREMADE_VOICES.find((v) => v.engine === "flite")!.voiceId;
const failure = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as ElevenLabsError);
const bytes = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());
const characterCount = async () => (await sdk.user.subscription.get()).characterCount;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        if (req.method === "GET" && req.url === "/v1/voices") {
          res.writeHead(200, { "content-type": "application/json" });
          res.end(JSON.stringify({ voices: [{ voice_id: "UpstreamRachel01", name: "Upstream Rachel", labels: { gender: "female", language: "en" } }] }));
          return;
        }
        const tts = /^\/v1\/text-to-speech\/([^/?]+)\/stream\?output_format=pcm_24000$/.exec(req.url ?? "");
        if (req.method !== "POST" || !tts) {
          res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ detail: "Not Found" }));
          return;
        }
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
        received.push({ voiceId: tts[1]!, body });
        res.writeHead(200, { "content-type": "audio/pcm" });
        for await (const piece of speakPieces(body.text as string, "slt", 24000)) res.write(piece);
        res.end();
      })();
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const configs = parseEnginesConfig([{ id: "eleven-upstream", kind: "elevenlabs", base_url: url, api_key: "sk_upstream_key", languages: ["en"] }]);
  speech = new SpeechService({ workers: 1, maxQueue: 8, engines: createRemoteEngines(configs) });
  expect(await speech.voices.refresh()).toEqual([]);
  t = await createTestApp({}, { speech });
  alice = await t.signUp("Alice Parameters");
  baseUrl = await t.listen();
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl, maxRetries: 0 });
});
afterAll(async () => {
  await t?.close();
  await speech?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

const EVERY_SETTING = { stability: 0.3, similarityBoost: 0.9, style: 0.4, useSpeakerBoost: false };

describe("an embedded voice", () => {
  it("names the parameters sent and not applied, and only those, on every text-to-speech answer", async () => {
    const asked = { text: "Honest parameters.", voiceSettings: { ...EVERY_SETTING, speed: 1.1 }, seed: 7, previousText: "Before that.", nextText: "And then" };
    const convert = await sdk.textToSpeech.convert(samantha, asked).withRawResponse();
    await bytes(convert.data);
    // Speed is its rate, the seed holds (it is deterministic), next_text shapes the last intonation.
    expect(convert.rawResponse.headers.get("parameters-not-applied")).toBe("stability,similarity_boost,style,use_speaker_boost,previous_text");

    const stream = await sdk.textToSpeech.stream(samantha, { text: "Streamed.", voiceSettings: { style: 0.2 } }).withRawResponse();
    await bytes(stream.data);
    expect(stream.rawResponse.headers.get("parameters-not-applied")).toBe("style");
    const timed = await sdk.textToSpeech.convertWithTimestamps(samantha, { text: "Timed.", voiceSettings: { stability: 0.9 }, seed: 3 }).withRawResponse();
    expect(timed.rawResponse.headers.get("parameters-not-applied")).toBe("stability");
    const streamedTimed = await sdk.textToSpeech.streamWithTimestamps(samantha, { text: "Timed stream.", previousText: "Earlier." }).withRawResponse();
    for await (const chunk of streamedTimed.data) expect(chunk).toBeDefined();
    expect(streamedTimed.rawResponse.headers.get("parameters-not-applied")).toBe("previous_text");

    // Nothing sent beyond what it applies: no header (the voice's stored settings are not "sent").
    const plain = await sdk.textToSpeech.convert(samantha, { text: "Plain.", voiceSettings: { speed: 0.9 }, seed: 1, nextText: "More" }).withRawResponse();
    await bytes(plain.data);
    expect(plain.rawResponse.headers.get("parameters-not-applied")).toBeNull();
  });

  it("repeats the same audio for the same seed", async () => {
    const say = async () => bytes(await sdk.textToSpeech.convert(samantha, { text: "The same seed, the same sound.", seed: 424242, outputFormat: "mp3_44100_128" }));
    const [first, second] = [await say(), await say()];
    expect(first.length).toBeGreaterThan(1000);
    expect(Buffer.compare(first, second)).toBe(0);
  });

  it("names the dialogue's settings by their own names", async () => {
    const res = await fetch(`${baseUrl}/v1/text-to-dialogue`, {
      method: "POST",
      headers: { "xi-api-key": alice.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ inputs: [{ text: "Hello there.", voice_id: samantha }], settings: { stability: 0.5, similarity: 0.5 }, seed: 9, future_text: "Goodbye" }),
    });
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    expect(res.headers.get("parameters-not-applied")).toBe("stability,similarity");
  });
});

describe("previous_request_ids and next_request_ids", () => {
  it("stand for the texts of this workspace's earlier generations; an unknown or foreign id is a 400 naming it, and nothing is charged", async () => {
    const earlier = await sdk.textToSpeech.convert(samantha, { text: "The first part of the story." }).withRawResponse();
    await bytes(earlier.data);
    const requestId = earlier.rawResponse.headers.get("request-id")!;
    expect(requestId).toBeTruthy();

    // The embedded engines shape the end by what follows; what came before they cannot use.
    const following = await sdk.textToSpeech.convert(samantha, { text: "The second part", nextRequestIds: [requestId] }).withRawResponse();
    expect((await bytes(following.data)).length).toBeGreaterThan(1000);
    expect(following.rawResponse.headers.get("parameters-not-applied")).toBeNull();
    const after = await sdk.textToSpeech.convert(samantha, { text: "The second part.", previousRequestIds: [requestId], previousText: "ignored" }).withRawResponse();
    await bytes(after.data);
    expect(after.rawResponse.headers.get("parameters-not-applied")).toBe("previous_request_ids,previous_text");

    const bob = await t.signUp("Bob Parameters");
    const bobSdk = new ElevenLabsClient({ apiKey: bob.apiKey, baseUrl, maxRetries: 0 });
    const bobs = await bobSdk.textToSpeech.convert(samantha, { text: "Bob's own words." }).withRawResponse();
    await bytes(bobs.data);
    const bobsId = bobs.rawResponse.headers.get("request-id")!;

    const count = await characterCount();
    const items = (await sdk.history.list()).history.length;
    const messages: string[] = [];
    for (const [field, id] of [["previousRequestIds", "unknownRequest1"], ["nextRequestIds", bobsId]] as const) {
      const refused = await failure(sdk.textToSpeech.convert(samantha, { text: "Refused.", [field]: [requestId, id] }));
      expect(refused).toMatchObject({ statusCode: 400, body: { detail: { status: "invalid_request" } } });
      const message = (refused!.body as { detail: { message: string } }).detail.message;
      expect(message).toContain(id);
      messages.push(message.replace(id, "<id>"));
    }
    // The same answer for an id of another workspace as for one that never was.
    expect(messages[1]).toBe(messages[0]!.replace("previous_request_ids", "next_request_ids"));
    expect(await characterCount()).toBe(count);
    expect((await sdk.history.list()).history).toHaveLength(items);
  });
});

describe("a remote ElevenLabs-compatible engine", () => {
  it("receives the voice settings, the seed and the text around each piece, and nothing is named", async () => {
    const voice = (await sdk.voices.getAll()).voices.find((v) => v.name === "Upstream Rachel")!;
    const earlier = await sdk.textToSpeech.convert(samantha, { text: "Said before." }).withRawResponse();
    await bytes(earlier.data);
    received.length = 0;
    const text = "Hello there, my old friend from far away. This second sentence follows on.";
    const answer = await sdk.textToSpeech
      .convert(voice.voiceId, { text, voiceSettings: EVERY_SETTING, seed: 1234, previousRequestIds: [earlier.rawResponse.headers.get("request-id")!], nextText: "After all." })
      .withRawResponse();
    expect((await bytes(answer.data)).length).toBeGreaterThan(1000);
    expect(answer.rawResponse.headers.get("parameters-not-applied")).toBeNull();
    expect(received.length).toBeGreaterThanOrEqual(2);
    expect(received.map((r) => r.body.text).join("")).toBe(text);
    for (const { voiceId, body } of received) {
      expect(voiceId).toBe("UpstreamRachel01");
      expect(body).toMatchObject({ voice_settings: { stability: 0.3, similarity_boost: 0.9, style: 0.4, use_speaker_boost: false }, seed: 1234 });
    }
    // Each piece hears what comes before and after it: the earlier generation, the other pieces, next_text.
    const [first, last] = [received[0]!.body, received.at(-1)!.body];
    expect(first.previous_text).toBe("Said before.");
    expect(first.next_text).toBe(`${text.slice((first.text as string).length)} After all.`);
    expect(last.previous_text).toBe(`Said before. ${text.slice(0, text.length - (last.text as string).length)}`);
    expect(last.next_text).toBe("After all.");
    // Its model says so; the embedded ones do not.
    const models = await sdk.models.list();
    expect(models.find((m) => m.modelId === "eleven-upstream")).toMatchObject({ canUseStyle: true, canUseSpeakerBoost: true });
    expect(models.find((m) => m.modelId === "vocable_multilingual_v1")).toMatchObject({ canUseStyle: false, canUseSpeakerBoost: false });
  });
});
