import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { characterCost } from "@vocable/domain";
import { decodeWithFfmpeg } from "@vocable/speech/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

// v3 audio tags through the pinned SDK: textToSpeech with eleven_v3, and textToDialogue.
let t: TestApp;
let alice: TestUser;
let sdk: ElevenLabsClient;
let flite: string;
let espeak: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice Tags");
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
  const all = (await sdk.voices.getAll()).voices;
  flite = all.find((v) => v.name === "Samantha")!.voiceId;
  espeak = all.find((v) => v.name === "Oliver")!.voiceId;
});
afterAll(() => t.close());

const bytesOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());
const used = async () => (await sdk.user.subscription.get()).characterCount;

describe("v3 audio tags", () => {
  it("eleven_v3 performs the pause, removes and names the tags it cannot perform, and charges every character sent", async () => {
    const text = "Well. [long pause] That was [laughs] unexpected, [Excited] truly.";
    const before = await used();
    const { data, rawResponse } = await sdk.textToSpeech.convert(flite, { text, modelId: "eleven_v3" }).withRawResponse();
    expect(rawResponse.headers.get("audio-tags-not-performed")).toBe("laughs,excited");
    const tagged = decodeWithFfmpeg(await bytesOf(data), "mp3_44100_128");
    expect(tagged.peak).toBeGreaterThan(3000);
    expect((await used()) - before).toBe(characterCost(text));
    // The same words without the tags, on a model that reads brackets as text: about a second shorter.
    const plain = decodeWithFfmpeg(await bytesOf(await sdk.textToSpeech.convert(flite, { text: "Well. That was unexpected, truly.", modelId: "eleven_multilingual_v2" })), "mp3_44100_128");
    expect(tagged.durationSeconds - plain.durationSeconds).toBeGreaterThan(0.8);
  });

  it("a whisper is performed by an eSpeak NG voice and named for a Flite one; other models send no header", async () => {
    const text = "[whispers] Come closer.";
    const onEspeak = await sdk.textToSpeech.convert(espeak, { text, modelId: "eleven_v3" }).withRawResponse();
    expect(onEspeak.rawResponse.headers.get("audio-tags-not-performed")).toBeNull();
    expect((await bytesOf(onEspeak.data)).length).toBeGreaterThan(1000);
    const onFlite = await sdk.textToSpeech.stream(flite, { text, modelId: "eleven_v3" }).withRawResponse();
    expect(onFlite.rawResponse.headers.get("audio-tags-not-performed")).toBe("whispers");
    expect((await bytesOf(onFlite.data)).length).toBeGreaterThan(1000);
    const asText = await sdk.textToSpeech.convert(flite, { text, modelId: "eleven_multilingual_v2" }).withRawResponse();
    expect(asText.rawResponse.headers.get("audio-tags-not-performed")).toBeNull();
    await bytesOf(asText.data);
  });

  it("the timestamps cover the tags' characters", async () => {
    const text = "Hello [sighs] there [giggles] friend.";
    const { data, rawResponse } = await sdk.textToSpeech.convertWithTimestamps(flite, { text, modelId: "eleven_v3" }).withRawResponse();
    expect(rawResponse.headers.get("audio-tags-not-performed")).toBe("giggles");
    expect(data.alignment!.characters.join("")).toBe(text);
  });

  it("text to dialogue reads the tags of every line and names the unperformed ones once", async () => {
    const inputs = [
      { text: "[whispers] Did you hear that? [laughs]", voiceId: espeak },
      { text: "[sighs] Yes. [laughs] [short pause] It was the wind.", voiceId: flite },
    ];
    const { data, rawResponse } = await sdk.textToDialogue.convert({ inputs }).withRawResponse();
    expect(rawResponse.headers.get("audio-tags-not-performed")).toBe("laughs");
    const audio = decodeWithFfmpeg(await bytesOf(data), "mp3_44100_128");
    expect(audio.peak).toBeGreaterThan(3000);
    expect(audio.durationSeconds).toBeGreaterThan(2);
    const timed = await sdk.textToDialogue.convertWithTimestamps({ inputs });
    expect(timed.alignment!.characters.join("")).toBe(inputs.map((line) => line.text).join("\n"));
  });

  it("lists the v3 model, answering for eleven_v3 ids, as the one reading audio tags", async () => {
    const res = await t.request("/v1/models", { headers: { "xi-api-key": alice.apiKey } });
    const models = (await res.json()) as { model_id: string; can_use_audio_tags: boolean; aliases: string[] }[];
    expect(models.filter((m) => m.can_use_audio_tags).map((m) => [m.model_id, m.aliases])).toEqual([["vocable_v3", ["eleven_v3"]]]);
    expect((await sdk.models.list()).map((m) => m.modelId)).toContain("vocable_v3");
  });
});
