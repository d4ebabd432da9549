import { ElevenLabsClient, ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { characterUsageHourly, generation } from "#db/schema/index";
import { createApiKey } from "#features/developers/api-keys/use-cases/create-api-key";
import { beginGeneration } from "#features/speech/generations/use-cases/begin-generation";
import { settleGeneration } from "#features/speech/generations/use-cases/settle-generation";
import { createTestApp, ownerPrincipal, type TestApp, type TestUser } from "#testing/test-app";
import { joinWorkspace } from "#testing/workspace-members";

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
/** Alice's second key, named so its label can be told apart. */
let aliceScriptKey: string;
let voices: { voice_id: string; name: string }[];
let modelId: string;
let sdk: ElevenLabsClient;
let baseUrl: string;

const DAY = 86_400_000;
const now = Date.now();
const today = Math.floor(now / DAY) * DAY;
/** The last 7 UTC days, today included. */
const window = { start_unix: String(today - 6 * DAY), end_unix: String(today + DAY - 1) };

type Stats = { time: number[]; usage: Record<string, number[]> };

const auth = (user: TestUser, via: "key" | "cookie" = "key"): Record<string, string> => (via === "key" ? { "xi-api-key": user.apiKey } : { cookie: user.cookie });
const stats = async (user: TestUser, query: Record<string, string>, via: "key" | "cookie" = "key") =>
  t.request(`/v1/usage/character-stats?${new URLSearchParams({ ...window, ...query })}`, { headers: auth(user, via) });
const statsJson = async (user: TestUser, query: Record<string, string> = {}): Promise<Stats> => {
  const res = await stats(user, query);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Stats;
};
const total = (s: Stats) => Object.values(s.usage).flat().reduce((a, b) => a + b, 0);
const totals = (s: Stats) => Object.fromEntries(Object.entries(s.usage).map(([label, values]) => [label, values.reduce((a, b) => a + b, 0)]));

async function speak(headers: Record<string, string>, voiceId: string, text: string, query = "") {
  const res = await t.request(`/v1/text-to-speech/${voiceId}${query}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ text, model_id: modelId }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  await res.arrayBuffer();
}

const characterCount = async (user: TestUser) =>
  ((await (await t.request("/v1/user/subscription", { headers: auth(user) })).json()) as { character_count: number }).character_count;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice Usage");
  bob = await joinWorkspace(t, await t.signUp("Bob Usage"), alice.workspaceId, "editor");
  carol = await t.signUp("Carol Elsewhere");
  ({ key: aliceScriptKey } = await createApiKey(t.deps.db, ownerPrincipal(alice), { name: "Nightly script" }));
  const list = (await (await t.request("/v1/voices", { headers: auth(alice) })).json()) as { voices: { voice_id: string; name: string }[] };
  voices = list.voices.slice(0, 2);
  const models = (await (await t.request("/v1/models", { headers: auth(alice) })).json()) as { model_id: string }[];
  modelId = models[0]!.model_id;

  await speak(auth(alice), voices[0]!.voice_id, "Hello there.");
  await speak({ "xi-api-key": aliceScriptKey }, voices[0]!.voice_id, "From the script.");
  // From the web app (a session), without history: voice and model still counted.
  await speak(auth(alice, "cookie"), voices[1]!.voice_id, "No history kept.", "?enable_logging=false");
  await speak(auth(bob), voices[1]!.voice_id, "Bob speaks.");
  await speak(auth(carol), voices[0]!.voice_id, "Carol's own words.");
  baseUrl = await t.listen();
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl, maxRetries: 0 });
});
afterAll(() => t?.close());

describe("GET /v1/usage/character-stats", () => {
  it("counts every settled character: the workspace's total is its character count, and the members' add up to it", async () => {
    const workspace = await statsJson(alice, { include_workspace_metrics: "true" });
    const charged = await characterCount(alice);
    expect(charged).toBeGreaterThan(0);
    expect(total(workspace)).toBe(charged);
    const own = await statsJson(alice);
    const bobs = await statsJson(bob);
    expect(total(own) + total(bobs)).toBe(charged);
    expect(total(bobs)).toBe("Bob speaks.".length);
    expect(Object.keys(own.usage)).toEqual(["All"]);
  });

  it("answers the ElevenLabs shape with zero-filled daily buckets by default", async () => {
    const own = await statsJson(alice);
    expect(own.time).toEqual(Array.from({ length: 7 }, (_, i) => today - (6 - i) * DAY));
    expect(own.usage.All).toHaveLength(7);
    expect(own.usage.All!.slice(0, 6)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(own.usage.All![6]).toBe(total(own));
  });

  it("breaks down by voice name, model, member e-mail, API key name, source", async () => {
    const ws = { include_workspace_metrics: "true" };
    const [a, b] = voices;
    const byVoice = totals(await statsJson(alice, { ...ws, breakdown_type: "voice" }));
    expect(byVoice).toEqual({
      [a!.name]: "Hello there.".length + "From the script.".length,
      [b!.name]: "No history kept.".length + "Bob speaks.".length,
    });
    expect(totals(await statsJson(alice, { ...ws, breakdown_type: "model" }))).toEqual({ [modelId]: await characterCount(alice) });
    expect(totals(await statsJson(alice, { ...ws, breakdown_type: "user" }))).toEqual({
      [alice.email]: "Hello there.".length + "From the script.".length + "No history kept.".length,
      [bob.email]: "Bob speaks.".length,
    });
    expect(totals(await statsJson(alice, { breakdown_type: "api_keys" }))).toEqual({
      tests: "Hello there.".length,
      "Nightly script": "From the script.".length,
      "No API key": "No history kept.".length,
    });
    const allKeys = totals(await statsJson(alice, { ...ws, breakdown_type: "all_api_keys" }));
    expect(Object.keys(allKeys).sort()).toEqual(["Nightly script", "No API key", "member key", "tests"]);
    expect(totals(await statsJson(alice, { breakdown_type: "request_source" }))).toEqual({
      API: "Hello there.".length + "From the script.".length,
      "Web app": "No history kept.".length,
    });
    expect(totals(await statsJson(alice, { breakdown_type: "has_api_key" }))).toEqual({ true: 28, false: 16 });
    expect(totals(await statsJson(alice, { ...ws, breakdown_type: "product_type" }))).toEqual({ "Text to speech": await characterCount(alice) });
  });

  it("orders series by total, largest first", async () => {
    const byKey = await statsJson(alice, { breakdown_type: "api_keys" });
    expect(Object.keys(byKey.usage)).toEqual(["Nightly script", "No API key", "tests"]);
  });

  it("aggregates per hour, week, month, cumulative and custom bucket sizes", async () => {
    const mine = "Hello there.".length + "From the script.".length + "No history kept.".length;
    const hourly = await statsJson(alice, { aggregation_interval: "hour" });
    expect(hourly.time).toHaveLength(7 * 24);
    expect(hourly.time[1]! - hourly.time[0]!).toBe(3_600_000);
    expect(total(hourly)).toBe(mine);
    expect(hourly.usage.All!.filter((v) => v > 0).length).toBeGreaterThanOrEqual(1);

    const weekly = await statsJson(alice, { aggregation_interval: "week" });
    for (const at of weekly.time) expect(new Date(at).getUTCDay()).toBe(1);
    expect(weekly.time.length).toBeGreaterThanOrEqual(1);
    expect(total(weekly)).toBe(mine);

    const monthly = await statsJson(alice, { aggregation_interval: "month" });
    for (const at of monthly.time) expect(new Date(at).getUTCDate()).toBe(1);
    expect(total(monthly)).toBe(mine);

    const cumulative = await statsJson(alice, { aggregation_interval: "cumulative" });
    expect(cumulative).toEqual({ time: [Number(window.start_unix)], usage: { All: [mine] } });

    const twoHours = await statsJson(alice, { aggregation_bucket_size: "7200" });
    expect(twoHours.time).toHaveLength(7 * 12);
    expect(total(twoHours)).toBe(mine);

    const requests = await statsJson(alice, { aggregation_interval: "cumulative", metric: "request_count" });
    expect(requests.usage.All).toEqual([3]);
    const characters = await statsJson(alice, { aggregation_interval: "cumulative", metric: "tts_characters" });
    expect(characters.usage.All).toEqual([mine]);
  });

  it("a window with no usage is all zeros; breakdowns without data are empty", async () => {
    const past = { start_unix: String(today - 30 * DAY), end_unix: String(today - 20 * DAY) };
    const none = await statsJson(alice, past);
    expect(none.usage).toEqual({ All: new Array(11).fill(0) });
    expect((await statsJson(alice, { ...past, breakdown_type: "voice" })).usage).toEqual({});
  });

  it("refuses the workspace's usage to a member who is not an admin (403 in the ElevenLabs body)", async () => {
    const queries: Record<string, string>[] = [{ include_workspace_metrics: "true" }, { include_workspace_metrics: "true", breakdown_type: "user" }];
    for (const query of queries) {
      const res = await stats(bob, query);
      expect(res.status).toBe(403);
      const body = (await res.json()) as { detail: { status: string; message: string } };
      expect(body.detail.status).toBe("missing_permissions");
      expect(body.detail.message).toMatch(/workspace admins/);
    }
    // Through the session as well.
    expect((await stats(bob, { include_workspace_metrics: "true" }, "cookie")).status).toBe(403);
    // An admin's key without workspace_analytics_full_read reads only its holder's own usage.
    const { key } = await createApiKey(t.deps.db, ownerPrincipal(alice), { name: "narrow", permissions: ["user_read"] });
    const narrow = { ...alice, apiKey: key };
    expect((await stats(narrow, { include_workspace_metrics: "true" })).status).toBe(403);
    expect((await stats(narrow, {})).status).toBe(200);
    // A key without user_read reads nothing.
    const { key: ttsOnly } = await createApiKey(t.deps.db, ownerPrincipal(alice), { name: "tts only", permissions: ["text_to_speech"] });
    expect((await stats({ ...alice, apiKey: ttsOnly }, {})).status).toBe(403);
  });

  it("never shows another workspace's usage", async () => {
    const carolsWorkspace = await statsJson(carol, { include_workspace_metrics: "true", breakdown_type: "user" });
    expect(totals(carolsWorkspace)).toEqual({ [carol.email]: "Carol's own words.".length });
    const byKey = await statsJson(carol, { include_workspace_metrics: "true", breakdown_type: "all_api_keys" });
    expect(Object.keys(byKey.usage)).toEqual(["tests"]);
    expect(total(await statsJson(alice, { include_workspace_metrics: "true" }))).toBe(await characterCount(alice));
  });

  it("answers bad input with 422 in the validation body, never a 500", async () => {
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ end_unix: String(Number(window.start_unix) - 1) }, "end_unix", /before start_unix/],
      [{ start_unix: String(today - 400 * DAY) }, "end_unix", /366 days/],
      [{ start_unix: "yesterday" }, "start_unix", /milliseconds/],
      [{ start_unix: "1.5" }, "start_unix", /whole number/],
      [{ end_unix: "-5" }, "end_unix", /1970/],
      [{ breakdown_type: "region" }, "breakdown_type", /not available on this server/],
      [{ breakdown_type: "nonsense" }, "breakdown_type", /must be one of/],
      [{ breakdown_type: "user" }, "breakdown_type", /include_workspace_metrics=true/],
      [{ metric: "minutes_used" }, "metric", /must be one of/],
      [{ aggregation_interval: "year" }, "aggregation_interval", /must be one of/],
      [{ aggregation_bucket_size: "60" }, "aggregation_bucket_size", /3600/],
      [{ aggregation_bucket_size: "5400" }, "aggregation_bucket_size", /whole number of hours/],
      [{ include_workspace_metrics: "yes" }, "include_workspace_metrics", /true or false/],
    ];
    for (const [query, field, message] of cases) {
      const res = await stats(alice, query);
      expect(res.status, JSON.stringify(query)).toBe(422);
      const body = (await res.json()) as { detail: { loc: string[]; msg: string }[] };
      const issue = body.detail.find((d) => d.loc[1] === field);
      expect(issue?.loc[0], JSON.stringify(body)).toBe("query");
      expect(issue?.msg).toMatch(message);
    }
    const missing = await t.request("/v1/usage/character-stats", { headers: auth(alice) });
    expect(missing.status).toBe(422);
  });

  it("exports CSV: a header, one row per bucket and label, as an attachment", async () => {
    const query = new URLSearchParams({ ...window, include_workspace_metrics: "true", breakdown_type: "user" });
    const res = await t.request(`/v1/usage/character-stats.csv?${query}`, { headers: auth(alice, "cookie") });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="vocable-usage-workspace-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("time_utc,time_unix_ms,user,credits");
    expect(lines).toHaveLength(1 + 7 * 2);
    const last = lines.slice(-2).map((l) => l.split(","));
    expect(last[0]).toEqual([new Date(today).toISOString(), String(today), alice.email, String("Hello there.".length + "From the script.".length + "No history kept.".length)]);
    expect(last[1]).toEqual([new Date(today).toISOString(), String(today), bob.email, String("Bob speaks.".length)]);
    // The same refusals as the JSON answer.
    expect((await t.request(`/v1/usage/character-stats.csv?${query}`, { headers: auth(bob) })).status).toBe(403);
    expect((await t.request(`/v1/usage/character-stats.csv?start_unix=x`, { headers: auth(alice) })).status).toBe(422);
  });

  it("quotes CSV cells and disarms formulas in names", async () => {
    const { key } = await createApiKey(t.deps.db, ownerPrincipal(alice), { name: '=HYPERLINK("x"), really' });
    await speak({ "xi-api-key": key }, voices[0]!.voice_id, "Formula.");
    const res = await t.request(`/v1/usage/character-stats.csv?${new URLSearchParams({ ...window, breakdown_type: "api_keys", aggregation_interval: "cumulative" })}`, {
      headers: auth(alice),
    });
    const text = await res.text();
    expect(text).toContain(`,"'=HYPERLINK(""x""), really",8\r\n`);
  });
});

describe("the SDK's client.usage.get", () => {
  it("works unchanged against the server", async () => {
    const answer = await sdk.usage.get({
      startUnix: Number(window.start_unix),
      endUnix: Number(window.end_unix),
      includeWorkspaceMetrics: true,
      breakdownType: "voice",
      aggregationInterval: "day",
      metric: "tts_characters",
    });
    expect(answer.time).toHaveLength(7);
    expect(Object.keys(answer.usage)).toContain(voices[0]!.name);
    const plain = await sdk.usage.get({ startUnix: Number(window.start_unix), endUnix: Number(window.end_unix) });
    expect(Object.keys(plain.usage)).toEqual(["All"]);
  });

  it("surfaces refusals as ElevenLabsError", async () => {
    const bobSdk = new ElevenLabsClient({ apiKey: bob.apiKey, baseUrl, maxRetries: 0 });
    await expect(bobSdk.usage.get({ startUnix: 0, endUnix: 1000, includeWorkspaceMetrics: true })).rejects.toSatisfy(
      (e: unknown) => e instanceof ElevenLabsError && e.statusCode === 403,
    );
    await expect(sdk.usage.get({ startUnix: 1000, endUnix: 0 })).rejects.toSatisfy((e: unknown) => e instanceof ElevenLabsError && e.statusCode === 422);
  });
});

describe("recording with the settlement", () => {
  it("counts charged minus refunded once, in the settlement's transaction; a refunded generation counts nothing", async () => {
    const dave = await t.signUp("Dave Settles");
    const rows = () => t.database.db.select().from(characterUsageHourly).where(eq(characterUsageHourly.workspaceId, dave.workspaceId));
    const start = (id: string) =>
      beginGeneration(t.deps.db, {
        id,
        workspaceId: dave.workspaceId,
        userId: dave.userId,
        cost: 100,
        voiceId: "some-voice",
        modelId: "some-model",
        instanceId: "test",
        leaseMs: 60_000,
        item: () => null,
      });
    await start("gen-partial");
    await settleGeneration(t.deps.db, "gen-partial", { state: "partial", characters: 40, text: "x", alignment: null, keepItem: false });
    // Settling again (another process sweeping it) changes nothing.
    expect(await settleGeneration(t.deps.db, "gen-partial", { state: "delivered" })).toBeNull();
    await start("gen-refunded");
    await settleGeneration(t.deps.db, "gen-refunded", { state: "refunded" });
    await start("gen-whole");
    await settleGeneration(t.deps.db, "gen-whole", { state: "delivered" });
    const recorded = await rows();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ userId: dave.userId, apiKeyId: "", voiceId: "some-voice", modelId: "some-model", source: "TTS", characters: 140, requests: 2 });
    const [gen] = await t.database.db
      .select()
      .from(generation)
      .where(and(eq(generation.workspaceId, dave.workspaceId), eq(generation.id, "gen-whole")));
    expect(gen).toMatchObject({ voiceId: "some-voice", modelId: "some-model" });
    expect(await characterCount(dave)).toBe(140);
  });
});
