import { ElevenLabsClient, type ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { PREMADE_VOICES } from "@vocable/speech";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "#features/developers/api-keys/use-cases/create-api-key";
import { createTestApp, ownerPrincipal, type TestApp, type TestUser } from "#testing/test-app";

let t: TestApp;
let alice: TestUser;
let sdk: ElevenLabsClient;
let baseUrl: string;
const samantha = PREMADE_VOICES[0]!.voiceId;
const HOUR = 3600_000;
const failure = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as ElevenLabsError);
let range: { startTime: number; endTime: number };

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice Usage");
  baseUrl = await t.listen();
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl, maxRetries: 0 });
  await new Response(await sdk.textToSpeech.convert(samantha, { text: "Twelve chars" })).arrayBuffer();
  await new Response(await sdk.textToSpeech.convert(samantha, { text: "Seven!!" })).arrayBuffer();
  const now = Date.now();
  range = { startTime: now - 2 * 24 * HOUR, endTime: now + HOUR };
});
afterAll(() => t.close());

describe("workspace.usage.getUsageByProductOverTime", () => {
  it("answers the workspace's credits and generations per bucket, by product, model or voice", async () => {
    const total = await sdk.workspace.usage.getUsageByProductOverTime(range);
    expect(total.columns).toEqual(["time", "credits", "request_count"]);
    expect(total.columnTypes).toEqual(["DateTime", "Float", "Int"]);
    expect(total.columnUnits).toEqual([undefined, "credits", undefined]); // null on the wire
    expect(total.rows).toHaveLength(1);
    expect(total.rows[0]!.slice(1)).toEqual([19, 2]);
    const byVoice = await sdk.workspace.usage.getUsageByProductOverTime({ ...range, intervalSeconds: 86400, groupBy: ["voice_id"] });
    expect(byVoice.columns).toEqual(["time", "voice_id", "credits", "request_count"]);
    expect(byVoice.rows.map((r) => r.slice(1))).toEqual([[samantha, 19, 2]]);
    expect(String(byVoice.rows[0]![0])).toMatch(/T00:00:00\.000Z$/); // a day starts at UTC midnight
    const weekly = await sdk.workspace.usage.getUsageByProductOverTime({ ...range, intervalSeconds: 604800, groupBy: ["product_type"], timeZone: "UTC" });
    expect(new Date(String(weekly.rows.at(-1)![0])).getUTCDay()).toBe(1); // weeks start on Monday
  });

  it("refuses what it cannot answer with 400 naming the field, and is the caller's workspace's only", async () => {
    const cases: [Parameters<typeof sdk.workspace.usage.getUsageByProductOverTime>[0], string][] = [
      [{ ...range, groupBy: ["region"] }, "group_by"],
      [{ ...range, groupBy: ["model", "voice_id"] }, "group_by"],
      [{ ...range, intervalSeconds: 1800 }, "interval_seconds"],
      [{ ...range, timeZone: "Europe/Paris" }, "time_zone"],
      [{ ...range, filters: [{ column: "model", operation: "eq" as never, values: ["x"] }] }, "filters"],
      [{ startTime: range.endTime, endTime: range.startTime }, "end_time"],
    ];
    for (const [request, field] of cases) {
      const refused = await failure(sdk.workspace.usage.getUsageByProductOverTime(request));
      expect(refused).toMatchObject({ statusCode: 400 });
      expect(JSON.stringify(refused!.body)).toContain(field);
    }
    const early = await failure(sdk.workspace.usage.getUsageByProductOverTime({ startTime: 1000, endTime: range.endTime }));
    expect(early).toMatchObject({ statusCode: 422 });
    const bob = await t.signUp("Bob Usage");
    expect((await new ElevenLabsClient({ apiKey: bob.apiKey, baseUrl, maxRetries: 0 }).workspace.usage.getUsageByProductOverTime(range)).rows).toEqual([]);
    const { key } = await createApiKey(t.database.db, ownerPrincipal(alice), { name: "tts", permissions: ["text_to_speech"] }, alice.userId, { ip: null, userAgent: null, httpMethod: "POST", httpPath: "/v1/user/create-api-key" });
    expect(await failure(new ElevenLabsClient({ apiKey: key, baseUrl, maxRetries: 0 }).workspace.usage.getUsageByProductOverTime(range))).toMatchObject({ statusCode: 403 });
  });
});
