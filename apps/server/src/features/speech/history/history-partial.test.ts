import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { characterCost } from "@vocable/domain";
import { waitFor } from "@vocable/speech/test-support";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

/** Long enough that the stream is still running when its client leaves. */
const LONG_TEXT = Array.from({ length: 20 }, (_, i) => `Sentence number ${i + 1} keeps the stream going for a while longer.`).join(" ");

let t: TestApp;
let alice: TestUser;
let sdk: ElevenLabsClient;
let voiceId: string;

/** The history item as the pinned SDK hands it over (it passes Vocable's own fields through). */
type SdkItem = { historyItemId: string; text?: string; characterCountChangeFrom: number; characterCountChangeTo: number } & Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Leaver");
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
  const { voices } = await sdk.voices.getAll();
  voiceId = voices.find((v) => v.labels?.language === "en")!.voiceId;
});
afterAll(() => t.close());

describe("partial history items", () => {
  it("marks the item of a stream its client left early as partial, in GET /v1/history/{id} and the list, through the pinned SDK", async () => {
    const whole = await sdk.textToSpeech.convert(voiceId, { text: "A short and complete one.", outputFormat: "mp3_22050_32" });
    await new Response(whole).arrayBuffer();

    const stream = await sdk.textToSpeech.stream(voiceId, { text: LONG_TEXT, outputFormat: "mp3_22050_32" }).withRawResponse();
    const itemId = stream.rawResponse.headers.get("history-item-id")!;
    const reader = stream.data.getReader();
    let received = 0;
    while (received < 4000) received += (await reader.read()).value!.length;
    await reader.cancel();

    const read = async () => (await sdk.history.get(itemId).catch(() => null)) as SdkItem | null;
    await waitFor("the partial item to be kept", async () => (await read()) !== null);
    const item = (await read())!;
    expect(item.partial).toBe(true);
    // The item holds what the listener heard: a start of the text, counted and charged as such.
    expect(LONG_TEXT.startsWith(item.text!)).toBe(true);
    expect(item.text!.length).toBeLessThan(LONG_TEXT.length);
    expect(item.characterCountChangeTo - item.characterCountChangeFrom).toBe(characterCost(item.text!));

    const page = await sdk.history.list({ pageSize: 10 });
    const listed = page.history as unknown as SdkItem[];
    expect(listed.map((h) => h.partial)).toEqual([true, false]);
    expect(listed[0].historyItemId).toBe(itemId);
  }, 60_000);

  it("says so through plain HTTP too, and a whole item is not partial", async () => {
    const res = await t.request("/v1/history?page_size=10", { headers: { "xi-api-key": alice.apiKey } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { history: { partial: boolean; text: string }[] };
    expect(body.history.map((h) => h.partial)).toEqual([true, false]);
    expect(body.history[1].text).toBe("A short and complete one.");
  });
});
