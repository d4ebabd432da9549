import { ElevenLabsClient } from "@elevenlabs/elevenlabs-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

/** The official SDK's pronunciationDictionaries client, unchanged except for its base URL. */
let t: TestApp;
let alice: TestUser;
let client: ElevenLabsClient;

const PLS = `<?xml version="1.0" encoding="UTF-8"?>
<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="ipa" xml:lang="en-GB">
  <lexeme><grapheme>tomato</grapheme><phoneme>/tə'meɪtoʊ/</phoneme></lexeme>
  <lexeme><grapheme>Tomato</grapheme><phoneme>/tə'meɪtoʊ/</phoneme></lexeme>
</lexicon>`;

const readText = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Sdk User");
  client = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
});
afterAll(() => t.close());

describe("client.pronunciationDictionaries against Vocable", () => {
  let fromRules: { id: string; versionId: string };

  it("createFromRules and get", async () => {
    const created = await client.pronunciationDictionaries.createFromRules({
      rules: [{ type: "alias", stringToReplace: "Thailand", caseSensitive: true, wordBoundaries: true, alias: "tie-land" }],
      name: "My Dictionary",
    });
    expect(created).toMatchObject({ name: "My Dictionary", createdBy: alice.userId, versionRulesNum: 1 });
    fromRules = created;
    const got = await client.pronunciationDictionaries.get(created.id);
    expect(got).toMatchObject({ id: created.id, latestVersionId: created.versionId, latestVersionRulesNum: 1, name: "My Dictionary" });
    expect(got.rules).toEqual([{ type: "alias", stringToReplace: "Thailand", caseSensitive: true, wordBoundaries: true, alias: "tie-land" }]);
  });

  it("createFromFile with a PLS lexicon", async () => {
    const created = await client.pronunciationDictionaries.createFromFile({
      name: "From PLS",
      description: "tomatoes",
      file: new File([PLS], "dictionary.pls", { type: "application/pls+xml" }),
    });
    expect(created).toMatchObject({ name: "From PLS", description: "tomatoes", versionRulesNum: 2 });
    const got = await client.pronunciationDictionaries.get(created.id);
    expect(got.rules[0]).toMatchObject({ type: "phoneme", stringToReplace: "tomato", phoneme: "/tə'meɪtoʊ/", alphabet: "ipa" });
  });

  it("rules.add, rules.remove and rules.set make versions; download reads any of them", async () => {
    const added = await client.pronunciationDictionaries.rules.add(fromRules.id, {
      rules: [{ type: "phoneme", stringToReplace: "Madison", phoneme: "M AE1 D IH0 S AH0 N", alphabet: "cmu-arpabet" }],
    });
    expect(added).toMatchObject({ id: fromRules.id, versionRulesNum: 2 });
    const removed = await client.pronunciationDictionaries.rules.remove(fromRules.id, { ruleStrings: ["Thailand"] });
    expect(removed.versionRulesNum).toBe(1);
    const set = await client.pronunciationDictionaries.rules.set(fromRules.id, { rules: [{ type: "alias", stringToReplace: "GIF", alias: "jif" }] });
    expect(set.versionRulesNum).toBe(1);
    expect(new Set([fromRules.versionId, added.versionId, removed.versionId, set.versionId]).size).toBe(4);

    expect(await readText(await client.pronunciationDictionaries.download(fromRules.id, fromRules.versionId))).toContain("<alias>tie-land</alias>");
    const v2 = await readText(await client.pronunciationDictionaries.download(fromRules.id, added.versionId));
    expect(v2).toContain("<grapheme>Madison</grapheme>");
    expect(v2).toContain("M AE1 D IH0 S AH0 N");
    expect(await readText(await client.pronunciationDictionaries.download(fromRules.id, set.versionId))).toContain("<alias>jif</alias>");
  });

  it("update renames and archives; list pages with cursor and leaves archived ones out by default", async () => {
    const updated = await client.pronunciationDictionaries.update(fromRules.id, { name: "Renamed", archived: true });
    expect(updated.name).toBe("Renamed");
    expect(updated.archivedTimeUnix).toBeGreaterThan(0);

    const live = await client.pronunciationDictionaries.list({ pageSize: 1 });
    expect(live.pronunciationDictionaries.map((d) => d.name)).toEqual(["From PLS"]);
    expect(live.hasMore).toBe(false);
    const all = await client.pronunciationDictionaries.list({ pageSize: 1, includeArchived: true, sort: "name", sortDirection: "ascending" });
    expect(all.pronunciationDictionaries.map((d) => d.name)).toEqual(["From PLS"]);
    expect(all.hasMore).toBe(true);
    const next = await client.pronunciationDictionaries.list({ pageSize: 1, includeArchived: true, sort: "name", sortDirection: "ascending", cursor: all.nextCursor });
    expect(next.pronunciationDictionaries.map((d) => d.name)).toEqual(["Renamed"]);
  });

  it("textToSpeech.convert takes pronunciationDictionaryLocators", async () => {
    const live = (await client.pronunciationDictionaries.list({})).pronunciationDictionaries[0];
    const voiceId = (await client.voices.search({ pageSize: 1 })).voices[0].voiceId;
    const audio = await client.textToSpeech.convert(voiceId, {
      text: "A tomato.",
      pronunciationDictionaryLocators: [{ pronunciationDictionaryId: live.id }, { pronunciationDictionaryId: live.id, versionId: live.latestVersionId }],
    });
    expect((await new Response(audio).arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it("errors reach the SDK as its typed errors", async () => {
    await expect(client.pronunciationDictionaries.get("does-not-exist")).rejects.toMatchObject({ statusCode: 404 });
    await expect(client.pronunciationDictionaries.createFromRules({ name: "bad", rules: [{ type: "alias", stringToReplace: "", alias: "x" }] })).rejects.toMatchObject({
      statusCode: 422,
    });
  });
});
