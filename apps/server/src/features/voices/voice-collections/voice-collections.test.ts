import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { PREMADE_VOICES } from "@vocable/speech";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { voiceCollectionItem } from "#db/schema/index";
import { createTestApp, type TestApp } from "#testing/test-app";
import { MAX_COLLECTION_VOICES } from "./repo";

let t: TestApp;
let alice: ElevenLabsClient;
let bob: ElevenLabsClient;
let aliceKey: string;
const [first, second, third] = PREMADE_VOICES;

beforeAll(async () => {
  t = await createTestApp();
  const base = await t.listen();
  aliceKey = (await t.signUp("Alice Collections")).apiKey;
  alice = new ElevenLabsClient({ apiKey: aliceKey, baseUrl: base, maxRetries: 0 });
  bob = new ElevenLabsClient({ apiKey: (await t.signUp("Bob Collections")).apiKey, baseUrl: base, maxRetries: 0 });
});
afterAll(() => t.close());

const status = (err: unknown) => (err as ElevenLabsError).statusCode;

describe("voices.collections through the SDK", () => {
  let collectionId: string;

  it("creates, lists, renames and fills a collection", async () => {
    const created = await alice.voices.collections.create({ title: "Narrators", icon: "📚" });
    expect(created).toMatchObject({ title: "Narrators", icon: "📚", permissionOnResource: "admin" });
    collectionId = created.collectionId;
    await alice.voices.collections.create({ title: "Second", icon: "" });
    const listed = await alice.voices.collections.list();
    expect(listed.collections.map((c) => c.title)).toEqual(["Second", "Narrators"]);
    expect(await alice.voices.collections.update(collectionId, { title: "Audiobook narrators" })).toMatchObject({ title: "Audiobook narrators", icon: "📚" });
    expect(await alice.voices.collections.addVoice(collectionId, first!.voiceId)).toEqual({ collectionId, voiceId: first!.voiceId });
    await alice.voices.collections.addVoice(collectionId, second!.voiceId);
    await alice.voices.collections.addVoice(collectionId, second!.voiceId); // twice: no change
    expect((await alice.voices.collections.get(collectionId)).title).toBe("Audiobook narrators");
  });

  it("filters GET /v2/voices by collection_id", async () => {
    const page = await alice.voices.search({ collectionId });
    expect(page.voices.map((v) => v.voiceId).sort()).toEqual([first!.voiceId, second!.voiceId].sort());
    expect(page.totalCount).toBe(2);
    await alice.voices.collections.removeVoice(collectionId, first!.voiceId);
    expect((await alice.voices.search({ collectionId })).voices.map((v) => v.voiceId)).toEqual([second!.voiceId]);
    expect(status(await alice.voices.collections.removeVoice(collectionId, third!.voiceId).catch((e: unknown) => e))).toBe(404);
  });

  it("pages the list with next_page_token", async () => {
    const res = await t.request("/v1/voices/collections?page_size=1", { headers: { "xi-api-key": aliceKey } });
    const page = await res.json();
    expect(page.collections).toHaveLength(1);
    expect(page.has_more).toBe(true);
  });

  it("keeps collections to their member: another workspace gets 404", async () => {
    expect(status(await bob.voices.collections.get(collectionId).catch((e: unknown) => e))).toBe(404);
    expect(status(await bob.voices.collections.addVoice(collectionId, first!.voiceId).catch((e: unknown) => e))).toBe(404);
    expect(status(await bob.voices.search({ collectionId }).catch((e: unknown) => e))).toBe(404);
    expect((await bob.voices.collections.list()).collections).toEqual([]);
    expect(status(await alice.voices.collections.addVoice(collectionId, "NoSuchVoice000000000").catch((e: unknown) => e))).toBe(404);
    expect(status(await alice.voices.collections.create({ title: "", icon: "" }).catch((e: unknown) => e))).toBe(422);
  });

  it("lets only one of concurrent adds take a collection's last place", async () => {
    const { collectionId: full } = await alice.voices.collections.create({ title: "Nearly full", icon: "" });
    const fillers = Array.from({ length: MAX_COLLECTION_VOICES - 1 }, (_, i) => ({ collectionId: full, voiceId: `filler${String(i).padStart(14, "0")}` }));
    await t.deps.db.insert(voiceCollectionItem).values(fillers);
    const racers = PREMADE_VOICES.slice(0, 4).map((v) => v.voiceId);
    const results = await Promise.all(racers.map((voiceId) => t.request(`/v1/voices/collections/${full}/voice/${voiceId}`, { method: "POST", headers: { "xi-api-key": aliceKey } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400]);
    const [{ n }] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(voiceCollectionItem).where(eq(voiceCollectionItem.collectionId, full));
    expect(n).toBe(MAX_COLLECTION_VOICES);
  });

  it("deletes a collection, not its voices", async () => {
    expect(await alice.voices.collections.delete(collectionId)).toEqual({ collectionId });
    expect(status(await alice.voices.collections.get(collectionId).catch((e: unknown) => e))).toBe(404);
    expect((await alice.voices.get(second!.voiceId)).voiceId).toBe(second!.voiceId);
  });
});
