import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { characterCost } from "@vocable/domain";
import { decodeWithFfmpeg } from "@vocable/speech/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

let t: TestApp;
let alice: TestUser;
let sdk: ElevenLabsClient;
let voices: { id: string; name: string }[];

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice");
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
  const all = (await sdk.voices.getAll()).voices.filter((v) => v.labels?.language === "en");
  // A Flite and an eSpeak NG voice: two engines, two sample rates, one audio.
  const flite = all.find((v) => v.name === "Samantha")!;
  const espeak = all.find((v) => v.name === "Oliver")!;
  voices = [flite, espeak].map((v) => ({ id: v.voiceId, name: v.name! }));
});
afterAll(() => t.close());

const LINES = ["Did you hear the news?", "No, tell me everything.", "We ship on Friday."];
const inputs = () => LINES.map((text, i) => ({ text, voiceId: voices[i % 2].id }));
const used = async () => (await (await t.request("/v1/user/subscription", { headers: { "xi-api-key": alice.apiKey } })).json()).character_count as number;
const bytesOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());
const post = (path: string, body: unknown) =>
  t.request(path, { method: "POST", headers: { "xi-api-key": alice.apiKey, "content-type": "application/json" }, body: JSON.stringify(body) });

describe("text to dialogue", () => {
  it("speaks each line with its voice through the SDK's convert and stream, charged per character, kept with its lines", async () => {
    const before = await used();
    const audio = await bytesOf(await sdk.textToDialogue.convert({ inputs: inputs() }));
    const whole = decodeWithFfmpeg(audio, "mp3_44100_128");
    expect(whole.peak).toBeGreaterThan(3000);
    expect(whole.durationSeconds).toBeGreaterThan(3);
    expect((await used()) - before).toBe(LINES.reduce((n, text) => n + characterCost(text), 0));

    const item = (await sdk.history.list({ pageSize: 1 })).history[0];
    expect(item.text).toBe(LINES.join("\n"));
    expect(item.dialogue).toEqual(LINES.map((text, i) => ({ text, voiceId: voices[i % 2].id, voiceName: voices[i % 2].name })));

    const streamed = decodeWithFfmpeg(await bytesOf(await sdk.textToDialogue.stream({ inputs: inputs() })), "mp3_44100_128");
    expect(Math.abs(streamed.durationSeconds - whole.durationSeconds)).toBeLessThan(0.2);
  });

  it("times every character and gives one voice segment per line (convertWithTimestamps)", async () => {
    const result = await sdk.textToDialogue.convertWithTimestamps({ inputs: inputs() });
    const chars = result.alignment!.characters;
    expect(chars.join("")).toBe(LINES.join("\n"));
    expect(result.alignment!.characterStartTimesSeconds).toHaveLength(chars.length);
    expect(result.voiceSegments.map((s) => [s.voiceId, s.dialogueInputIndex])).toEqual(LINES.map((_, i) => [voices[i % 2].id, i]));
    // Each segment's characters are its line's, and the segments follow one another in time.
    for (const [i, segment] of result.voiceSegments.entries()) {
      expect(chars.slice(segment.characterStartIndex, segment.characterEndIndex).join("")).toBe(LINES[i]);
      if (i > 0) expect(segment.startTimeSeconds).toBeGreaterThanOrEqual(result.voiceSegments[i - 1].endTimeSeconds);
    }
    const decoded = decodeWithFfmpeg(Buffer.from(result.audioBase64, "base64"), "mp3_44100_128");
    expect(decoded.durationSeconds).toBeGreaterThanOrEqual(result.voiceSegments.at(-1)!.endTimeSeconds - 0.1);
  });

  it("streams chunks with their timings and the voice segment each covers (streamWithTimestamps)", async () => {
    const chunks = [];
    for await (const chunk of await sdk.textToDialogue.streamWithTimestamps({ inputs: inputs() })) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.flatMap((c) => c.alignment?.characters ?? []).join("")).toBe(LINES.join("\n"));
    const lines = new Set(chunks.flatMap((c) => c.voiceSegments.map((s) => s.dialogueInputIndex)));
    expect([...lines].sort()).toEqual([0, 1, 2]);
  });

  it.each([
    ["no line", { inputs: [] }, 422],
    ["an empty line", { inputs: [{ text: "  ", voice_id: "x" }] }, 422],
    ["51 lines", { inputs: Array.from({ length: 51 }, () => ({ text: "Hi.", voice_id: "x" })) }, 422],
    ["3,001 characters", { inputs: [{ text: "a".repeat(3001), voice_id: "x" }] }, 422],
    ["a NUL in a line", { inputs: [{ text: "a\u0000b", voice_id: "x" }] }, 422],
    ["an unknown voice", { inputs: [{ text: "Hello.", voice_id: "no-such-voice" }] }, 404],
    ["audio effects", { inputs: [{ text: "Hello.", voice_id: "VOICE" }], audio_effects: { pan: 1 } }, 400],
  ] as const)("refuses %s in the ElevenLabs body shape, charging nothing", async (_name, body, status) => {
    const before = await used();
    const payload = JSON.parse(JSON.stringify(body).replaceAll('"VOICE"', JSON.stringify(voices[0].id)));
    const res = await post("/v1/text-to-dialogue", payload);
    expect(res.status).toBe(status);
    expect((await res.json()).detail).toBeTruthy();
    expect(await used()).toBe(before);
  });
});
