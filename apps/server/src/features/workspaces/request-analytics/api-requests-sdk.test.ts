import { ElevenLabsClient, type ElevenLabsError } from "@elevenlabs/elevenlabs-js";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { joinWorkspace } from "#testing/workspace-members";
import { insertRequestLogs, requestPageSelect } from "./repo";

/** client.workspace.analytics.requests.get against Vocable: the workspace's own API requests, as the SDK's table. */
let t: TestApp;
let alice: TestUser;
let baseUrl: string;
let sdk: ElevenLabsClient;
let since: number;
const failure = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as ElevenLabsError);

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice Requests");
  baseUrl = await t.listen();
  sdk = new ElevenLabsClient({ apiKey: alice.apiKey, baseUrl, maxRetries: 0 });
  since = Date.now();
  await sdk.models.list();
  await sdk.user.get();
  await failure(sdk.voices.get("NoSuchVoice1234567890"));
  await sdk.models.list();
});
afterAll(() => t.close());

type Row = (string | number | boolean | Date | undefined)[];

describe("workspace.analytics.requests.get", () => {
  it("answers each request with its route template, status, latency, key and member, oldest first from start_time", async () => {
    const answer = await sdk.workspace.analytics.requests.get({ startTime: since });
    expect(answer.columns).toEqual(["timestamp", "request_id", "method", "route", "status", "latency_ms", "auth", "api_key_id", "user_id"]);
    expect(answer.columnTypes).toEqual(["DateTime", "String", "String", "String", "Int", "Int", "String", "String", "String"]);
    expect(answer.columnUnits[5]).toBe("ms");
    const calls = answer.rows.map((r) => [r[2], r[3], r[4], r[6], r[8]]);
    expect(calls.slice(0, 4)).toEqual([
      ["GET", "/v1/models", 200, "api_key", alice.userId],
      ["GET", "/v1/user", 200, "api_key", alice.userId],
      ["GET", "/v1/voices/{voice_id}", 404, "api_key", alice.userId],
      ["GET", "/v1/models", 200, "api_key", alice.userId],
    ]);
    const times = answer.rows.map((r) => Date.parse(String(r[0])));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(typeof answer.rows[0]![7]).toBe("string"); // the key's id, never the key
    expect(answer.rows.flat().join(" ")).not.toContain(alice.apiKey);
  });

  it("answers newest first from end_time, filters, searches and pages with the cursor without gaps or repeats", async () => {
    const newest = await sdk.workspace.analytics.requests.get({ endTime: Date.now() + 1000, limit: 2 });
    expect(Date.parse(String(newest.rows[0]![0]))).toBeGreaterThanOrEqual(Date.parse(String(newest.rows[1]![0])));
    const notFound = await sdk.workspace.analytics.requests.get({ startTime: since, filters: [{ column: "status", operation: "eq", values: [404] }] });
    expect(notFound.rows.map((r) => r[3])).toEqual(["/v1/voices/{voice_id}"]);
    const search = await sdk.workspace.analytics.requests.get({ startTime: since, search: "MODELS" });
    expect(new Set(search.rows.map((r) => r[3]))).toEqual(new Set(["/v1/models"]));

    // Rows within one millisecond: the cursor (timestamp, id) still pages them exactly once each.
    const at = new Date(Date.now() - 60_000);
    await insertRequestLogs(
      t.database.db,
      Array.from({ length: 7 }, (_, i) => ({ id: `seeded${i}`, workspaceId: alice.workspaceId, via: "session", method: "GET", route: "/v1/seeded", status: 200, latencyMs: i, createdAt: at })),
    );
    const all = await sdk.workspace.analytics.requests.get({ startTime: at.getTime(), endTime: at.getTime() + 1, limit: 1000 });
    expect(all.rows).toHaveLength(7);
    const paged: Row[] = [];
    let cursor: string | undefined;
    for (let n = 0; n < 10; n++) {
      const page = (await sdk.workspace.analytics.requests.get(
        { startTime: at.getTime(), endTime: at.getTime() + 1, limit: 3 },
        cursor ? { additionalBodyParameters: { cursor } } : undefined,
      )) as Awaited<ReturnType<typeof sdk.workspace.analytics.requests.get>> & { next_cursor: string | null };
      paged.push(...page.rows);
      if (!page.next_cursor) break;
      cursor = page.next_cursor;
    }
    expect(paged.map((r) => r[1])).toEqual(all.rows.map((r) => r[1]));
  });

  it("refuses what it cannot answer, is admins' only, and shows only the caller's workspace", async () => {
    expect(await failure(sdk.workspace.analytics.requests.get({}))).toMatchObject({ statusCode: 422 });
    const badColumn = await failure(sdk.workspace.analytics.requests.get({ startTime: since, filters: [{ column: "region", operation: "eq", values: ["eu"] }] }));
    expect(badColumn).toMatchObject({ statusCode: 400 });
    expect(JSON.stringify(badColumn!.body)).toContain("filters[0].column");
    const badOperation = await failure(sdk.workspace.analytics.requests.get({ startTime: since, filters: [{ column: "route", operation: "gt", values: ["a"] }] }));
    expect(badOperation).toMatchObject({ statusCode: 400 });
    const badCursor = await failure(sdk.workspace.analytics.requests.get({ startTime: since }, { additionalBodyParameters: { cursor: "bm90LWEtY3Vyc29y" } }));
    expect(badCursor).toMatchObject({ statusCode: 400 });

    const bob = await joinWorkspace(t, await t.signUp("Bob Editor"), alice.workspaceId, "editor");
    const editor = new ElevenLabsClient({ apiKey: bob.apiKey, baseUrl, maxRetries: 0 });
    expect(await failure(editor.workspace.analytics.requests.get({ startTime: since }))).toMatchObject({ statusCode: 403 });

    const carol = await t.signUp("Carol Elsewhere");
    const other = new ElevenLabsClient({ apiKey: carol.apiKey, baseUrl, maxRetries: 0 });
    const hers = await other.workspace.analytics.requests.get({ startTime: since });
    expect(hers.rows.every((r) => r[8] === carol.userId)).toBe(true);
  });

  it("reads one range of api_request_log_workspace_created_idx in either direction, without sorting", async () => {
    const db = t.database.db;
    const start = Date.now() - 10 * 86400_000;
    for (const [workspaceId, prefix] of [[alice.workspaceId, "pa"], ["other-workspace", "pb"]] as const) {
      const rows = Array.from({ length: 3000 }, (_, i) => ({ id: `${prefix}${i}`, workspaceId, via: "api_key", method: "GET", route: "/v1/models", status: 200, latencyMs: 3, createdAt: new Date(start + i * 60_000) }));
      await insertRequestLogs(db, rows);
    }
    await db.execute(sql`analyze api_request_log`);
    for (const direction of ["asc", "desc"] as const) {
      const select = requestPageSelect(db, { workspaceId: alice.workspaceId, from: new Date(start), to: new Date(), direction, after: { at: new Date(start + 86400_000).toISOString(), id: "pa9" }, filters: [], search: null, limit: 101 });
      const result = (await db.execute(sql`explain ${select}`)) as unknown as { rows: Record<string, string>[] };
      const text = result.rows.map((row) => Object.values(row)[0]).join("\n");
      expect(text).toMatch(/Index Scan (Backward )?using api_request_log_workspace_created_idx/);
      expect(text).not.toMatch(/Sort(?! Key)/);
    }
  });
});
