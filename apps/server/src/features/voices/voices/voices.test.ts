import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
const get = (path: string, user = alice) => t.request(path, { headers: { "xi-api-key": user.apiKey } });

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice");
  bob = await t.signUp("Bob");
});
afterAll(() => t.close());

describe("voices", () => {
  it("lists at least 12 premade voices from both engines and several languages", async () => {
    const { voices } = await (await get("/v1/voices")).json();
    expect(voices.length).toBeGreaterThanOrEqual(12);
    expect(new Set(voices.map((v: { labels: { engine: string } }) => v.labels.engine))).toEqual(new Set(["espeak-ng", "flite"]));
    expect(new Set(voices.map((v: { labels: { language: string } }) => v.labels.language)).size).toBeGreaterThanOrEqual(4);
    for (const v of voices) {
      expect(v.category).toBe("premade");
      expect(v.preview_url).toBe(`http://localhost:8080/v1/voices/${v.voice_id}/preview.mp3`);
      expect(v.labels).toMatchObject({ accent: expect.any(String), gender: expect.any(String), age: expect.any(String) });
    }
  });

  it("pages through /v2/voices with next_page_token", async () => {
    const seen: string[] = [];
    let token: string | null = null;
    let total: number;
    do {
      const query: string = `/v2/voices?page_size=5${token ? `&next_page_token=${token}` : ""}`;
      const page: { voices: { voice_id: string }[]; total_count: number; has_more: boolean; next_page_token: string | null } = await (await get(query)).json();
      expect(page.voices.length).toBeLessThanOrEqual(5);
      seen.push(...page.voices.map((v: { voice_id: string }) => v.voice_id));
      total = page.total_count;
      token = page.has_more ? page.next_page_token : null;
    } while (token);
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(total);
  });

  it("trims the search text and ignores it when empty", async () => {
    const all = await (await get("/v2/voices")).json();
    const blank = await (await get("/v2/voices?search=%20%20")).json();
    expect(blank.total_count).toBe(all.total_count);
    const name = all.voices[0].name;
    const found = await (await get(`/v2/voices?search=%20${encodeURIComponent(name.toLowerCase())}%20`)).json();
    expect(found.voices.map((v: { name: string }) => v.name)).toContain(name);
    expect(found.total_count).toBeLessThan(all.total_count);
  });

  it("sorts by name in both directions", async () => {
    const asc = (await (await get("/v2/voices?sort=name&sort_direction=asc")).json()).voices.map((v: { name: string }) => v.name);
    expect(asc).toEqual([...asc].sort((a: string, b: string) => a.localeCompare(b)));
    const desc = (await (await get("/v2/voices?sort=name&sort_direction=desc")).json()).voices.map((v: { name: string }) => v.name);
    expect(desc).toEqual([...asc].reverse());
  });

  it("rejects a bad page token and page size with 422", async () => {
    expect((await get("/v2/voices?next_page_token=garbage")).status).toBe(422);
    expect((await get("/v2/voices?page_size=0")).status).toBe(422);
  });

  it("gets one voice, and answers an unknown id with 404 voice_not_found", async () => {
    const { voices } = await (await get("/v1/voices")).json();
    const one = await (await get(`/v1/voices/${voices[0].voice_id}`)).json();
    expect(one.name).toBe(voices[0].name);
    const missing = await get("/v1/voices/doesnotexist00000000");
    expect(missing.status).toBe(404);
    expect((await missing.json()).detail.status).toBe("voice_not_found");
  });

  it("keeps voice settings per workspace", async () => {
    const { voices } = await (await get("/v1/voices")).json();
    const id = voices[1].voice_id;
    const defaults = await (await get("/v1/voices/settings/default")).json();
    expect(defaults).toEqual({ stability: 0.5, similarity_boost: 0.75, style: 0, use_speaker_boost: true, speed: 1 });
    const edit = await t.request(`/v1/voices/${id}/settings/edit`, {
      method: "POST",
      headers: { "xi-api-key": alice.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ stability: 0.9, speed: 1.1 }),
    });
    expect(edit.status).toBe(200);
    expect(await (await get(`/v1/voices/${id}/settings`)).json()).toEqual({ ...defaults, stability: 0.9, speed: 1.1 });
    expect(await (await get(`/v1/voices/${id}/settings`, bob)).json()).toEqual(defaults);
    const bad = await t.request(`/v1/voices/${id}/settings/edit`, {
      method: "POST",
      headers: { "xi-api-key": alice.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ stability: 3 }),
    });
    expect(bad.status).toBe(422);
  });

  it("serves a preview as MP3 without credentials", async () => {
    const { voices } = await (await get("/v1/voices")).json();
    const res = await t.request(new URL(voices[0].preview_url).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("audio/mpeg");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(2000);
    const frameSync = bytes.findIndex((b, i) => b === 0xff && (bytes[i + 1] & 0xe0) === 0xe0);
    expect(frameSync).toBeGreaterThanOrEqual(0);
  });
});

describe("GET /v1/models", () => {
  it("lists Vocable's models with their limits and ElevenLabs aliases", async () => {
    const models = await (await get("/v1/models")).json();
    const ids = models.map((m: { model_id: string }) => m.model_id);
    expect(ids).toEqual(expect.arrayContaining(["vocable_multilingual_v1", "vocable_flash_v1"]));
    const multi = models.find((m: { model_id: string }) => m.model_id === "vocable_multilingual_v1");
    expect(multi).toMatchObject({ can_do_text_to_speech: true, can_do_voice_conversion: false, maximum_text_length_per_request: 10_000 });
    expect(multi.aliases).toContain("eleven_multilingual_v2");
    expect(multi.languages.length).toBeGreaterThanOrEqual(4);
  });
});
