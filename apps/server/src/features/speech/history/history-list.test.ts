import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historyItem } from "#db/schema/index";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

/** Unix seconds of the first seeded item; the others follow an hour apart, two by two. */
const T0 = 1_750_000_000;
const VOICES = [
  ["voice-a", "Rachel"],
  ["voice-b", "Drew"],
  ["voice-c", "Ünal"],
] as const;
const MODELS = [
  ["eleven_flash_v2_5", "vocable_flash_v1"],
  ["vocable_flash_v1", "vocable_flash_v1"],
  ["eleven_multilingual_v2", "vocable_multilingual_v1"],
] as const;
const TEXTS: Record<number, string> = {
  3: "100% sure about it",
  4: "100 percent sure about it",
  7: "a snake_case name",
  8: "a snakeXcase name",
  11: "Grüße aus Köln",
  12: "日本語のテキストです",
  15: "back\\slash here",
};

interface Seeded {
  id: string;
  /** Microseconds since the epoch: items share a timestamp, or differ by less than a millisecond. */
  micros: bigint;
  voiceId: string;
  voiceName: string;
  requested: string;
  served: string;
  source: "TTS" | "STS";
  text: string;
}

const seeded: Seeded[] = Array.from({ length: 24 }, (_, i) => {
  const [voiceId, voiceName] = VOICES[i % 3];
  const [requested, served] = MODELS[Math.floor(i / 2) % 3];
  // i % 4 == 1: the same instant as the item before (ordered by id); i % 4 == 3: 400 µs later.
  const micros = BigInt(T0 + Math.floor(i / 2) * 3600) * 1_000_000n + (i % 4 === 3 ? 400n : 0n);
  return { id: `it${String(i).padStart(2, "0")}`, micros, voiceId, voiceName, requested, served, source: i % 5 === 0 ? "STS" : "TTS", text: TEXTS[i] ?? `Item ${i} about the weather` };
});

const timestamptz = (micros: bigint) => {
  const date = new Date(Number(micros / 1000n)).toISOString().replace("Z", "");
  return `${date}${String(micros % 1000n).padStart(3, "0")}+00`;
};

const idOf = (user: TestUser, s: Seeded) => `${user.workspaceId}-${s.id}`;

async function seed(user: TestUser, items: Seeded[]) {
  await t.database.db.insert(historyItem).values(
    items.map((s) => ({
      id: idOf(user, s),
      workspaceId: user.workspaceId,
      userId: user.userId,
      requestId: `req-${s.id}`,
      voiceId: s.voiceId,
      voiceName: s.voiceName,
      voiceCategory: "premade",
      modelId: s.served,
      requestedModelId: s.requested,
      text: s.text,
      settings: { stability: 0.5, similarity_boost: 0.75, style: 0, use_speaker_boost: true, speed: 1 },
      source: s.source,
      outputFormat: "mp3_44100_128",
      contentType: "audio/mpeg",
      storageKey: `history/${user.workspaceId}/${s.id}.mp3`,
      characterCountChangeFrom: 0,
      characterCountChangeTo: s.text.length,
      createdAt: sql`${timestamptz(s.micros)}::timestamptz`,
    })),
  );
}

const call = (path: string, user = alice) => t.request(path, { headers: { "xi-api-key": user.apiKey } });

/** The seeded items in the API's order: (created_at, id), newest first unless asc. */
function expected(filter: (s: Seeded) => boolean, direction: "asc" | "desc" = "desc"): string[] {
  const sorted = seeded.filter(filter).sort((a, b) => (a.micros === b.micros ? a.id.localeCompare(b.id) : a.micros < b.micros ? -1 : 1));
  if (direction === "desc") sorted.reverse();
  return sorted.map((s) => idOf(alice, s));
}

/** Every page of a listing, following last_history_item_id until has_more is false. */
async function allPages(query: string, pageSize = 3): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < 50; page++) {
    const res = await call(`/v1/history?page_size=${pageSize}&${query}${after ? `&start_after_history_item_id=${after}` : ""}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { history: { history_item_id: string }[]; has_more: boolean; last_history_item_id: string | null };
    ids.push(...body.history.map((h) => h.history_item_id));
    if (!body.has_more) return ids;
    after = body.last_history_item_id;
  }
  throw new Error("too many pages");
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice");
  bob = await t.signUp("Bob");
  await seed(alice, seeded);
  await seed(bob, seeded.slice(0, 6));
});
afterAll(() => t.close());

describe("GET /v1/history order and keyset pages", () => {
  it("pages newest first by default and oldest first with sort_direction=asc, through ties and sub-millisecond gaps", async () => {
    expect(await allPages("")).toEqual(expected(() => true));
    expect(await allPages("sort_direction=desc", 5)).toEqual(expected(() => true));
    expect(await allPages("sort_direction=asc")).toEqual(expected(() => true, "asc"));
    expect(await allPages("sort_direction=asc", 7)).toEqual(expected(() => true, "asc"));
  });

  const filters: [string, string, (s: Seeded) => boolean][] = [
    ["voice", "voice_id=voice-b", (s) => s.voiceId === "voice-b"],
    ["requested model (ElevenLabs alias)", "model_id=eleven_flash_v2_5", (s) => s.requested === "eleven_flash_v2_5"],
    ["served model", "model_id=vocable_flash_v1", (s) => s.served === "vocable_flash_v1"],
    ["source", "source=STS", (s) => s.source === "STS"],
    ["date range", `date_after_unix=${T0 + 3 * 3600}&date_before_unix=${T0 + 9 * 3600}`, (s) => s.micros >= BigInt(T0 + 3 * 3600) * 1_000_000n && s.micros < BigInt(T0 + 9 * 3600) * 1_000_000n],
    ["search", "search=weather", (s) => s.text.includes("weather")],
    ["voice and model together", "voice_id=voice-b&model_id=vocable_flash_v1", (s) => s.voiceId === "voice-b" && s.served === "vocable_flash_v1"],
  ];
  for (const [name, query, filter] of filters) {
    it(`pages the ${name} filter both ways`, async () => {
      const desc = expected(filter);
      expect(desc.length).toBeGreaterThan(2);
      expect(await allPages(query)).toEqual(desc);
      expect(await allPages(`${query}&sort_direction=asc`)).toEqual(expected(filter, "asc"));
      expect(await allPages(query, 2)).toEqual(desc);
    });
  }

  it("continues after a cursor that the filter itself excludes", async () => {
    const anchor = seeded[10]; // voice-b
    const res = await call(`/v1/history?voice_id=voice-a&start_after_history_item_id=${idOf(alice, anchor)}`);
    expect((await res.json()).history.map((h: { history_item_id: string }) => h.history_item_id)).toEqual(
      expected((s) => s.voiceId === "voice-a" && s.micros < anchor.micros),
    );
  });

  it("answers a cursor that is not an item of the workspace with 404, whatever the filters", async () => {
    for (const query of ["start_after_history_item_id=nope&voice_id=voice-a", `start_after_history_item_id=${idOf(bob, seeded[0])}&sort_direction=asc`]) {
      const res = await call(`/v1/history?${query}`);
      expect(res.status).toBe(404);
      expect((await res.json()).detail.status).toBe("history_item_not_found");
    }
  });
});

describe("GET /v1/history date bounds", () => {
  it("includes date_after_unix and excludes date_before_unix", async () => {
    const at = T0 + 3 * 3600; // items 6 and 7: 7 is 400 µs later, inside the same second
    const ids = async (query: string) => (await (await call(`/v1/history?${query}`)).json()).history.map((h: { history_item_id: string }) => h.history_item_id);
    expect(await ids(`date_after_unix=${at}&date_before_unix=${at + 1}`)).toEqual([idOf(alice, seeded[7]), idOf(alice, seeded[6])]);
    expect(await ids(`date_after_unix=${at + 1}&date_before_unix=${at + 3600}`)).toEqual([]);
    expect(await ids(`date_before_unix=${at}&sort_direction=asc`)).toEqual(expected((s) => s.micros < BigInt(at) * 1_000_000n, "asc"));
    expect(await ids(`date_after_unix=${at + 3600}&date_before_unix=${at}`)).toEqual([]);
  });

  it("documents the bounds in the OpenAPI document", async () => {
    const doc = await (await t.request("/openapi.json")).json();
    const params = doc.paths["/v1/history"].get.parameters as { name: string; description?: string }[];
    const described = Object.fromEntries(params.map((p) => [p.name, p.description]));
    expect(described.date_before_unix).toContain("(exclusive)");
    expect(described.date_after_unix).toContain("(inclusive)");
    expect(described.sort_direction).toContain("desc");
  });

  it("answers bad values with 422", async () => {
    for (const query of ["sort_direction=sideways", "date_after_unix=yesterday", "date_before_unix=1.5", "date_after_unix=-1", "date_before_unix=99999999999999"]) {
      const res = await call(`/v1/history?${query}`);
      expect(res.status).toBe(422);
      expect((await res.json()).detail[0].loc[0]).toBe("query");
    }
  });
});

describe("GET /v1/history search", () => {
  const texts = async (search: string) => {
    const res = await call(`/v1/history?search=${encodeURIComponent(search)}`);
    expect(res.status).toBe(200);
    return (await res.json()).history.map((h: { text: string }) => h.text);
  };

  it("matches % and _ literally", async () => {
    expect(await texts("%")).toEqual(["100% sure about it"]);
    expect(await texts("0% s")).toEqual(["100% sure about it"]);
    expect(await texts("_")).toEqual(["a snake_case name"]);
    expect(await texts("e_c")).toEqual(["a snake_case name"]);
    expect(await texts("\\")).toEqual(["back\\slash here"]);
  });

  it("finds non-ASCII text and ignores the case of ASCII letters", async () => {
    expect(await texts("Köln")).toEqual(["Grüße aus Köln"]);
    expect(await texts("GRüßE AUS")).toEqual(["Grüße aus Köln"]);
    expect(await texts("日本語")).toEqual(["日本語のテキストです"]);
    expect(await texts("テ")).toEqual(["日本語のテキストです"]);
  });

  it("searches voice names too, trims the term, and keeps to the workspace", async () => {
    const byVoice = expected((s) => s.voiceName === "Ünal");
    const res = await call(`/v1/history?search=${encodeURIComponent(" ÜNAL ")}&page_size=100`);
    expect((await res.json()).history.map((h: { history_item_id: string }) => h.history_item_id)).toEqual(byVoice);
    expect(await texts("  percent  ")).toEqual(["100 percent sure about it"]);
    const bobs = await (await call("/v1/history?search=weather&page_size=100", bob)).json();
    expect(bobs.history.every((h: { history_item_id: string }) => h.history_item_id.startsWith(bob.workspaceId))).toBe(true);
  });
});

describe("GET /v1/history model_id of generated items", () => {
  it("keeps the requested model beside the one that served it and filters by either", async () => {
    const carol = await t.signUp("Carol");
    const voiceId = (await (await call("/v1/voices", carol)).json()).voices[0].voice_id;
    const generated: Record<string, string> = {};
    for (const model of ["eleven_flash_v2_5", "vocable_flash_v1", ""]) {
      const res = await t.request(`/v1/text-to-speech/${voiceId}?output_format=pcm_16000`, {
        method: "POST",
        headers: { "xi-api-key": carol.apiKey, "content-type": "application/json" },
        body: JSON.stringify(model ? { text: "Hi.", model_id: model } : { text: "Hi." }),
      });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      generated[model || "default"] = res.headers.get("history-item-id")!;
    }
    const list = async (query: string) =>
      ((await (await call(`/v1/history?${query}`, carol)).json()).history as { history_item_id: string; model_id: string }[]).map((h) => [h.history_item_id, h.model_id]);
    expect(await list("model_id=eleven_flash_v2_5")).toEqual([[generated.eleven_flash_v2_5, "eleven_flash_v2_5"]]);
    expect(await list("model_id=vocable_flash_v1")).toEqual([
      [generated.vocable_flash_v1, "vocable_flash_v1"],
      [generated.eleven_flash_v2_5, "eleven_flash_v2_5"],
    ]);
    expect(await list("model_id=vocable_multilingual_v1")).toEqual([[generated.default, "vocable_multilingual_v1"]]);
    expect(await list("model_id=eleven_turbo_v2")).toEqual([]);
    const row = (await t.database.db.select().from(historyItem).where(eq(historyItem.id, generated.eleven_flash_v2_5)))[0];
    expect([row.modelId, row.requestedModelId]).toEqual(["vocable_flash_v1", "eleven_flash_v2_5"]);
  });
});
