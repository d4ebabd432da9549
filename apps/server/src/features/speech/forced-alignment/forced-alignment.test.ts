import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audioForm, spokenWav } from "#testing/spoken-audio";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

let t: TestApp;
let someone: TestUser;
let sdk: ElevenLabsClient;
const TEXT = "Vocable aligns every word of this sentence, even Zyxwort and 42.";
let spoken: Awaited<ReturnType<typeof spokenWav>>;

beforeAll(async () => {
  t = await createTestApp();
  someone = await t.signUp("Ada Aligns");
  sdk = new ElevenLabsClient({ apiKey: someone.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
  spoken = await spokenWav(t.deps.speech, TEXT);
});
afterAll(() => t?.close());

/** Each word's start and end in the synthesiser's own character timing (the truth to align against). */
function truth(text: string, alignment: { characters: string[]; character_start_times_seconds: number[]; character_end_times_seconds: number[] }) {
  const words: { start: number; end: number }[] = [];
  let at = 0;
  for (const token of text.split(" ")) {
    const first = at;
    const last = at + [...token].length - 1;
    words.push({ start: alignment.character_start_times_seconds[first]!, end: alignment.character_end_times_seconds[last]! });
    at = last + 2;
  }
  return words;
}

const post = (form: FormData) => t.request("/v1/forced-alignment", { method: "POST", headers: { "xi-api-key": someone.apiKey }, body: form });

describe("POST /v1/forced-alignment (the official SDK, unchanged)", () => {
  it("places every word and character of the text near where the voice said them", async () => {
    const result = await sdk.forcedAlignment.create({ file: new Blob([spoken.wav]), text: TEXT });
    expect(result.words.map((w) => w.text)).toEqual(TEXT.split(" "));
    expect(result.characters.map((c) => c.text).join("")).toBe(TEXT);
    const expected = truth(TEXT, spoken.alignment);
    const errors = result.words.flatMap((w, i) => [Math.abs(w.start - expected[i]!.start), Math.abs(w.end - expected[i]!.end)]);
    const mean = errors.reduce((a, b) => a + b, 0) / errors.length;
    console.log(`forced alignment through the API: mean word-boundary error ${(mean * 1000).toFixed(1)} ms over ${result.words.length} words`);
    expect(mean).toBeLessThan(0.1);
    for (let i = 1; i < result.characters.length; i++) expect(result.characters[i]!.start).toBeGreaterThanOrEqual(result.characters[i - 1]!.start);
    expect(result.loss).toBeGreaterThanOrEqual(0);
  });

  it("refuses what it cannot align with a clear error", async () => {
    expect((await post(audioForm(spoken.wav, { text: "" }))).status).toBe(422);
    expect((await post(audioForm(spoken.wav, {}))).status).toBe(422);
    expect((await post(audioForm(spoken.wav, { text: "bad \u0000 text" }))).status).toBe(422);
    const nothing = await post(audioForm(spoken.wav, { text: "?! —" }));
    expect(nothing.status).toBe(400);
    expect(await nothing.json()).toMatchObject({ detail: { status: "invalid_request", message: expect.stringMatching(/no letters or digits/) } });
    expect((await post(audioForm(null, { text: "hello" }))).status).toBe(422);
    const notAudio = await post(audioForm(new TextEncoder().encode("not audio at all"), { text: "hello" }));
    expect(notAudio.status).toBe(400);
    expect(await notAudio.json()).toMatchObject({ detail: { status: "invalid_audio" } });
  });
});
