import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let voiceId: string;

const post = (path: string, body: unknown, user = alice) =>
  t.request(path, { method: "POST", headers: { "xi-api-key": user.apiKey, "content-type": "application/json" }, body: JSON.stringify(body) });
/** Raw 16 kHz samples: equal speech gives equal bytes (both engines are deterministic). */
const speak = async (body: Record<string, unknown>, user = alice) => {
  const res = await post(`/v1/text-to-speech/${voiceId}/with-timestamps?output_format=pcm_16000`, body, user);
  return { status: res.status, body: await res.json() };
};

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = [await t.signUp("Alice"), await t.signUp("Bob")];
  const { voices } = await (await t.request("/v1/voices", { headers: { "xi-api-key": alice.apiKey } })).json();
  voiceId = voices.find((v: { labels: { language: string } }) => v.labels.language === "en").voice_id;
});
afterAll(() => t.close());

describe("pronunciation dictionaries on text to speech", () => {
  it("reads an alias rule's replacement, keeps the alignment on the request text, and refuses another workspace's dictionary", async () => {
    const created = await post("/v1/pronunciation-dictionaries/add-from-rules", {
      name: "Greens",
      rules: [{ type: "alias", string_to_replace: "tomatoes", alias: "potatoes" }],
    });
    expect(created.status).toBe(200);
    const { id, version_id } = await created.json();

    const plain = await speak({ text: "I like tomatoes." });
    const asSaid = await speak({ text: "I like potatoes." });
    const withRule = await speak({ text: "I like tomatoes.", pronunciation_dictionary_locators: [{ pronunciation_dictionary_id: id, version_id }] });
    expect(withRule.status).toBe(200);
    expect(withRule.body.audio_base64).toBe(asSaid.body.audio_base64);
    expect(withRule.body.audio_base64).not.toBe(plain.body.audio_base64);
    expect(withRule.body.alignment.characters.join("")).toBe("I like tomatoes.");

    const foreign = await post(`/v1/text-to-speech/${voiceId}`, { text: "I like tomatoes.", pronunciation_dictionary_locators: [{ pronunciation_dictionary_id: id }] }, bob);
    expect(foreign.status).toBe(404);
  });

  it("applies the workspace's default dictionaries when a request names none", async () => {
    const created = await post("/v1/pronunciation-dictionaries/add-from-rules", {
      name: "Defaults",
      rules: [{ type: "alias", string_to_replace: "cats", alias: "dogs" }],
    });
    const { id } = await created.json();
    const put = await t.request("/v1/workspace/pronunciation-dictionary-locators", {
      method: "PUT",
      headers: { "xi-api-key": alice.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ pronunciation_dictionary_locators: [{ pronunciation_dictionary_id: id }] }),
    });
    expect(put.status).toBe(200);
    const defaulted = await speak({ text: "I like cats." });
    const dogs = await speak({ text: "I like dogs." });
    expect(defaulted.body.audio_base64).toBe(dogs.body.audio_base64);
    // An empty list asks for no dictionary at all.
    const none = await speak({ text: "I like cats.", pronunciation_dictionary_locators: [] });
    expect(none.body.audio_base64).not.toBe(dogs.body.audio_base64);
  });

  it("normalizes text when asked: 'Dr.' and units are read as words, not letters", async () => {
    const on = await speak({ text: "Dr. Smith walked 5 km.", apply_text_normalization: "on" });
    const off = await speak({ text: "Dr. Smith walked 5 km.", apply_text_normalization: "off" });
    const auto = await speak({ text: "Dr. Smith walked 5 km." });
    // (The speech package's tables test the spoken forms; here: the option reaches the engine.)
    expect(on.body.audio_base64).not.toBe(off.body.audio_base64);
    expect(auto.body.audio_base64).toBe(on.body.audio_base64);
    expect(on.body.alignment.characters.join("")).toBe("Dr. Smith walked 5 km.");
  });

  it("names the phoneme rules a voice can only approximate, in a response header", async () => {
    const created = await post("/v1/pronunciation-dictionaries/add-from-rules", {
      name: "French words",
      rules: [{ type: "phoneme", string_to_replace: "bon", phoneme: "bɔ̃", alphabet: "ipa" }],
    });
    const { id } = await created.json();
    const { voices } = await (await t.request("/v1/voices", { headers: { "xi-api-key": alice.apiKey } })).json();
    const flite = voices.find((v: { name: string }) => v.name === "Richard").voice_id;
    const locators = [{ pronunciation_dictionary_id: id }];
    const onFlite = await post(`/v1/text-to-speech/${flite}`, { text: "Un bon mot.", pronunciation_dictionary_locators: locators });
    expect(onFlite.status).toBe(200);
    expect(onFlite.headers.get("pronunciation-approximated")).toBe("bon");
    await onFlite.arrayBuffer();
    const onEspeak = await post(`/v1/text-to-speech/${voiceId}`, { text: "Un bon mot.", language_code: "fr", pronunciation_dictionary_locators: locators });
    expect(onEspeak.status).toBe(200);
    await onEspeak.arrayBuffer();
    const french = voices.find((v: { labels: { language: string } }) => v.labels.language === "fr").voice_id;
    const onFrench = await post(`/v1/text-to-speech/${french}`, { text: "Un bon mot.", pronunciation_dictionary_locators: locators });
    expect(onFrench.headers.get("pronunciation-approximated")).toBeNull();
    await onFrench.arrayBuffer();
  });
});
