import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { concatBytes } from "@vocable/speech";
import { decodeWithFfmpeg } from "@vocable/speech/test-support";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workspace } from "#db/schema/index";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

let t: TestApp;
let ada: TestUser;
let sdk: ElevenLabsClient;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp("Ada Effects");
  sdk = new ElevenLabsClient({ apiKey: ada.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
});
afterAll(() => t?.close());

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) parts.push(next.value);
  return concatBytes(parts);
}

const key = (user: TestUser) => ({ "xi-api-key": user.apiKey, "content-type": "application/json" });
const generate = (user: TestUser, body: Record<string, unknown>, query = "") =>
  t.request(`/v1/sound-generation${query}`, { method: "POST", headers: key(user), body: JSON.stringify(body) });
const subscription = async (user: TestUser) =>
  (await (await t.request("/v1/user/subscription", { headers: { "xi-api-key": user.apiKey } })).json()) as { sound_effect_seconds_used: number; sound_effect_seconds_limit: number };
const errorOf = async (res: Response) => ((await res.json()) as { detail: { status: string; message: string } }).detail;

describe("POST /v1/sound-generation (textToSoundEffects.convert, the pinned SDK)", () => {
  it("makes a sound of the asked length, keeps it in history and counts its seconds", async () => {
    const mp3 = await bytesOf(await sdk.textToSoundEffects.convert({ text: "heavy rain on a tin roof", durationSeconds: 2, promptInfluence: 0.5 }));
    const heard = decodeWithFfmpeg(mp3, "mp3_44100_128");
    // MP3 frames pad the end a little; the sound itself is the asked two seconds.
    expect(heard.durationSeconds).toBeGreaterThan(1.95);
    expect(heard.durationSeconds).toBeLessThan(2.15);
    expect(Math.max(...heard.samples.map(Math.abs))).toBeGreaterThan(1000);
    expect((await subscription(ada)).sound_effect_seconds_used).toBe(2);
    expect((await subscription(ada)).sound_effect_seconds_limit).toBe(250);
    const history = (await (await t.request("/v1/history?source=SFX", { headers: { "xi-api-key": ada.apiKey } })).json()) as { history: { text: string; source: string; voice_name: string }[] };
    expect(history.history[0]).toMatchObject({ text: "heavy rain on a tin roof", source: "SFX", voice_name: "Sound effect" });
    const mine = (await (await t.request("/v1/sound-generation/history", { headers: { "xi-api-key": ada.apiKey } })).json()) as { items: { category: string; duration_seconds: number; description: string }[] };
    expect(mine.items[0]).toMatchObject({ category: "weather", duration_seconds: 2 });
    expect(mine.items[0]!.description).toMatch(/rain/i);
  });

  it("gives the same sound for the same seed, another for another, and says the seed it chose", async () => {
    const body = { text: "wooden door creaking open", duration_seconds: 1, seed: 42 };
    const [a, b, c] = [await generate(ada, body), await generate(ada, body), await generate(ada, { ...body, seed: 43 })];
    expect(a.headers.get("sound-effect-seed")).toBe("42");
    const [ba, bb, bc] = [new Uint8Array(await a.arrayBuffer()), new Uint8Array(await b.arrayBuffer()), new Uint8Array(await c.arrayBuffer())];
    expect(Buffer.compare(ba, bb)).toBe(0);
    expect(Buffer.compare(ba, bc)).not.toBe(0);
    const unseeded = await generate(ada, { text: "a door slam", duration_seconds: 0.5 });
    expect(unseeded.headers.get("sound-effect-seed")).toMatch(/^\d+$/);
    expect(unseeded.headers.get("sound-effect-category")).toBe("doors");
  });

  it("charges an automatic duration by the seconds made, not the 30 it reserved", async () => {
    const bob = await t.signUp("Bob Automatic");
    const res = await generate(bob, { text: "a UI beep" });
    expect(res.status).toBe(200);
    const seconds = Number(res.headers.get("sound-effect-seconds"));
    expect(seconds).toBeGreaterThanOrEqual(0.5);
    expect(seconds).toBeLessThanOrEqual(30);
    expect((await subscription(bob)).sound_effect_seconds_used).toBe(Math.ceil(seconds - 1e-9));
  });

  it("refuses a duration out of range, empty or NUL text, and a model that makes no sound, charging nothing", async () => {
    for (const durationSeconds of [0.2, 31]) {
      await expect(sdk.textToSoundEffects.convert({ text: "rain", durationSeconds })).rejects.toMatchObject({ statusCode: 422 });
    }
    for (const text of ["", "   ", "rain\u0000"]) expect((await generate(ada, { text })).status).toBe(422);
    expect((await generate(ada, { text: "rain", prompt_influence: 2 })).status).toBe(422);
    const wrongModel = await generate(ada, { text: "rain", model_id: "eleven_multilingual_v2" });
    expect(wrongModel.status).toBe(400);
    expect((await errorOf(wrongModel)).message).toContain("eleven_text_to_sound_v2");
    expect((await generate(ada, { text: "rain" }, "?output_format=mp3_1_1")).status).toBe(422);
  });

  it("says plainly when a prompt has no recipe, naming what it understood, and charges nothing", async () => {
    const before = (await subscription(ada)).sound_effect_seconds_used;
    const res = await generate(ada, { text: "very loud and distant quantum spreadsheet", duration_seconds: 1 });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.status).toBe("no_sound_recipe");
    expect(error.message).toMatch(/loud|distant/);
    expect(error.message).toContain("Nothing was charged");
    expect((await subscription(ada)).sound_effect_seconds_used).toBe(before);
  });

  it("refuses past the month's sound-effect seconds with ElevenLabs' quota error, also through the SDK", async () => {
    const cat = await t.signUp("Cat Quota");
    await t.database.db.update(workspace).set({ soundEffectSecondsUsed: 249 }).where(eq(workspace.id, cat.workspaceId));
    const catSdk = new ElevenLabsClient({ apiKey: cat.apiKey, baseUrl: await t.listen(), maxRetries: 0 });
    const refused = await catSdk.textToSoundEffects.convert({ text: "thunder", durationSeconds: 2 }).then(() => null, (err: unknown) => err);
    expect(refused).toBeInstanceOf(ElevenLabsError);
    expect((refused as ElevenLabsError).statusCode).toBe(401);
    expect(JSON.stringify((refused as ElevenLabsError).body)).toContain("quota_exceeded");
    // An automatic duration reserves 30 s: the message says how many are left.
    const automatic = await generate(cat, { text: "thunder" });
    expect(automatic.status).toBe(401);
    expect((await errorOf(automatic)).message).toContain("1 left");
    // One second still fits.
    expect((await generate(cat, { text: "thunder", duration_seconds: 1 })).status).toBe(200);
    expect((await subscription(cat)).sound_effect_seconds_used).toBe(250);
  });
});

describe("the public library", () => {
  const listing = (slug: string) => t.request(`/v1/sound-effects/library/${slug}`);
  const library = (query: string) => t.request(`/v1/sound-effects/library${query}`).then((r) => r.json() as Promise<{ sound_effects: { slug: string; title: string; category: string; audio_url: string }[]; has_more: boolean; next_cursor: string | null; categories: { category: string; count: number }[] }>);

  it("publishes a sound, finds it by search and category without an account, plays it, and takes it out again", async () => {
    const made = await generate(ada, { text: "campfire crackling at night", duration_seconds: 1, seed: 7 });
    const id = made.headers.get("history-item-id")!;
    const publish = await t.request(`/v1/sound-generation/history/${id}/publish`, { method: "POST", headers: key(ada), body: JSON.stringify({ title: "Cosy campfire" }) });
    expect(publish.status).toBe(200);
    const listed = (await publish.json()) as { slug: string; category: string; published_by: string; duration_seconds: number };
    expect(listed).toMatchObject({ category: "fire", duration_seconds: 1 });
    expect(listed.slug).toMatch(/^cosy-campfire-[a-z0-9]{6}$/);
    expect((await library("?search=COSY")).sound_effects.map((s) => s.slug)).toContain(listed.slug);
    expect((await library("?search=crackling")).sound_effects.map((s) => s.slug)).toContain(listed.slug);
    expect((await library("?category=fire")).sound_effects.map((s) => s.slug)).toContain(listed.slug);
    expect((await library("?category=water")).sound_effects.map((s) => s.slug)).not.toContain(listed.slug);
    expect((await library("")).categories).toContainEqual({ category: "fire", count: 1 });
    expect((await listing(listed.slug)).status).toBe(200);
    const audio = await t.request(`/v1/sound-effects/library/${listed.slug}/audio?download=1`);
    expect(audio.status).toBe(200);
    expect(audio.headers.get("content-disposition")).toContain(`${listed.slug}.mp3`);
    expect(decodeWithFfmpeg(new Uint8Array(await audio.arrayBuffer()), "mp3_44100_128").durationSeconds).toBeGreaterThan(0.9);
    // Twice is refused; another member cannot publish or unpublish it.
    expect((await t.request(`/v1/sound-generation/history/${id}/publish`, { method: "POST", headers: key(ada), body: "{}" })).status).toBe(409);
    const eve = await t.signUp("Eve Elsewhere");
    expect((await t.request(`/v1/sound-generation/history/${id}/publish`, { method: "POST", headers: key(eve), body: "{}" })).status).toBe(404);
    expect((await t.request(`/v1/sound-generation/history/${id}/publish`, { method: "DELETE", headers: key(eve) })).status).toBe(404);
    expect((await t.request(`/v1/sound-generation/history/${id}/publish`, { method: "DELETE", headers: key(ada) })).status).toBe(200);
    expect((await listing(listed.slug)).status).toBe(404);
    expect((await t.request(`/v1/sound-effects/library/${listed.slug}/audio`)).status).toBe(404);
  });

  it("goes with its history item, and pages by keyset without repeats", async () => {
    const slugs: string[] = [];
    for (const text of ["bird chirping", "ocean waves", "clock ticking"]) {
      const id = (await generate(ada, { text, duration_seconds: 0.5 })).headers.get("history-item-id")!;
      slugs.push(((await (await t.request(`/v1/sound-generation/history/${id}/publish`, { method: "POST", headers: key(ada), body: "{}" })).json()) as { slug: string }).slug);
    }
    const seen: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page = await library(`?page_size=1${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.sound_effects.map((s) => s.slug));
      cursor = page.next_cursor;
    }
    expect(seen.filter((s) => slugs.includes(s))).toEqual([...slugs].reverse());
    expect(new Set(seen).size).toBe(seen.length);
    expect((await t.request("/v1/sound-effects/library?cursor=nonsense!")).status).toBe(422);
    const first = (await library(`?search=bird`)).sound_effects.find((s) => s.slug === slugs[0])!;
    const itemId = (await (await t.request("/v1/sound-generation/history?page_size=100", { headers: { "xi-api-key": ada.apiKey } })).json() as { items: { history_item_id: string; published_slug: string | null }[] }).items.find((i) => i.published_slug === first.slug)!.history_item_id;
    expect((await t.request(`/v1/history/${itemId}`, { method: "DELETE", headers: { "xi-api-key": ada.apiKey } })).status).toBe(200);
    expect((await listing(first.slug)).status).toBe(404);
  });

  it("lists what the procedural engine knows, for the public page", async () => {
    const vocabulary = (await (await t.request("/v1/sound-effects/vocabulary")).json()) as { categories: { category: string; examples: string[] }[]; engine: unknown };
    expect(vocabulary.engine).toEqual({ id: "procedural-sfx", procedural: true });
    expect(vocabulary.categories.map((c) => c.category)).toEqual(expect.arrayContaining(["weather", "water", "fire", "footsteps", "doors", "impacts", "machines", "vehicles", "animals", "ui", "whooshes", "crowds", "ambience"]));
    expect(vocabulary.categories.every((c) => c.examples.length > 0)).toBe(true);
  });
});
