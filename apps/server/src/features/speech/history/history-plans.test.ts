import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedHistory, SEED_VOICES } from "#testing/seed-history";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { workspaceMember } from "#db/schema/index";
import type { ShareViewer } from "#features/sharing/resource-sharing/viewer";
import { findHistoryCursor, historyPageSelect, type HistoryPageQuery } from "./repo";

// Keeps the list queries and the indexes of db/schema/history.ts in step: if either is edited so
// that they no longer agree (order direction, NULLS placement, column order), PostgreSQL falls
// back to sorting the workspace and these plans show a Sort node. A member's page is its own items
// (a range of a (workspace_id, user_id, ...) index) merged with the items shared with it (one range
// of resource_share_principal_created_idx per identity: itself, the workspace, each group, its key).

let t: TestApp;
let alice: TestUser;
let viewer: ShareViewer;
const END = new Date("2026-06-30T12:00:00Z");

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice");
  const bob = await t.signUp("Bob");
  await seedHistory(t.database.db, { workspaceId: alice.workspaceId, userId: alice.userId, count: 4000, idPrefix: "a", end: END });
  await seedHistory(t.database.db, { workspaceId: bob.workspaceId, userId: bob.userId, count: 2000, idPrefix: "b", end: END });
  // Carol works in Alice's workspace; some of her items are shared with Alice, some with everyone,
  // some with a group, and some of Alice's own with everyone (they must show once).
  const carol = await t.signUp("Carol");
  const db = t.database.db;
  await db.insert(workspaceMember).values({ workspaceId: alice.workspaceId, userId: carol.userId, role: "editor" });
  await seedHistory(db, { workspaceId: alice.workspaceId, userId: carol.userId, count: 3000, idPrefix: "c", end: END });
  const share = (where: string, principalType: string, principalId: string) =>
    db.execute(sql`insert into resource_share (workspace_id, resource_type, resource_id, resource_created_at, principal_type, principal_id, role, shared_by_user_id)
      select workspace_id, 'speech_history_item', id, created_at, ${principalType}, ${principalId}, 'viewer', user_id from history_item where ${sql.raw(where)}`);
  await share(`id like 'c%' and substr(id, 2)::int % 3 = 0`, "user", alice.userId);
  await share(`id like 'c%' and substr(id, 2)::int % 5 = 0`, "workspace", alice.workspaceId);
  await share(`id like 'c%' and substr(id, 2)::int % 7 = 0`, "group", "group-a");
  await share(`id like 'a%' and substr(id, 2)::int % 10 = 0`, "workspace", alice.workspaceId);
  // Other members' shares, which Alice's pages must skip by index, not by filtering.
  await share(`id like 'a%' and substr(id, 2)::int % 4 = 0`, "user", carol.userId);
  await db.execute(sql`analyze history_item`);
  await db.execute(sql`analyze resource_share`);
  viewer = { workspaceId: alice.workspaceId, userId: alice.userId, groupIds: ["group-a", "group-b"], apiKeyId: "key-1" };
});
afterAll(() => t.close());

async function plan(q: Partial<HistoryPageQuery>, afterId?: string): Promise<string> {
  const db = t.database.db;
  const cursor = afterId ? await findHistoryCursor(db, alice.workspaceId, afterId) : null;
  const select = historyPageSelect(viewer, { direction: "desc", limit: 101, ...q }, cursor);
  const result = (await db.execute(sql`explain ${select}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((row) => Object.values(row)[0]).join("\n");
}

/** The own part reads `index` as an ordered range, the shared parts their index, and nothing sorts. */
function expectIndexRange(text: string, index: string) {
  expect(text).toMatch(new RegExp(`Index (Only )?Scan (Backward )?using ${index} `));
  expect(text).toMatch(/Index (Only )?Scan (Backward )?using resource_share_principal_created_idx /);
  expect(text).toMatch(/Unique[\s\S]*Merge Append/);
  // "Sort Key" lines belong to Merge Append and Unique; a Sort node is what must not appear.
  expect(text).not.toMatch(/(^|->\s+)(Incremental )?Sort\b|Seq Scan|Bitmap/m);
}

describe("history list plans", () => {
  it("reads the first page in index order, both directions", async () => {
    expectIndexRange(await plan({}), "history_item_workspace_user_created_idx");
    expectIndexRange(await plan({ direction: "asc" }), "history_item_workspace_user_created_idx");
  });

  it("continues a keyset page as an index range, both directions", async () => {
    expectIndexRange(await plan({}, "a00002000"), "history_item_workspace_user_created_idx");
    expectIndexRange(await plan({ direction: "asc" }, "a00002000"), "history_item_workspace_user_created_idx");
  });

  it("filters by voice, model and source on their own indexes", async () => {
    // The shared parts join each share to its item to filter. When fewer shares match than a page
    // holds, reading them all and sorting those few is as cheap and PostgreSQL may do so (a bounded
    // sort of one member's shares, never of the workspace); a page smaller than the matches shows
    // the ordered ranges. Here about 1,000 shares reach Alice, a sixth of them of one voice.
    expectIndexRange(await plan({ voiceId: SEED_VOICES[2][0], limit: 11 }), "history_item_workspace_user_voice_created_idx");
    expectIndexRange(await plan({ voiceId: SEED_VOICES[2][0], direction: "asc", limit: 11 }, "a00001000"), "history_item_workspace_user_voice_created_idx");
    expectIndexRange(await plan({ model: { column: "requested", id: "eleven_flash_v2_5" }, limit: 11 }), "history_item_workspace_user_requested_model_created_idx");
    expectIndexRange(await plan({ model: { column: "served", id: "vocable_flash_v1" }, limit: 11 }), "history_item_workspace_user_model_created_idx");
    // 1% of the items are STS: 40 of Alice's and about 10 of those shared with her.
    expectIndexRange(await plan({ source: "STS", limit: 3 }), "history_item_workspace_user_source_created_idx");
  });

  it("finds the texts of request ids (previous_request_ids / next_request_ids) on their index", async () => {
    // findTextsByRequestIds's query, with the ids a request may give (at most three each side).
    const result = (await t.database.db.execute(
      sql`explain select request_id, text from history_item where workspace_id = ${alice.workspaceId} and request_id = any(${"{req-10,req-2000,req-3999}"}::text[]) order by created_at, id`,
    )) as unknown as { rows: Record<string, string>[] };
    const text = result.rows.map((row) => Object.values(row)[0]).join("\n");
    expect(text).toMatch(/Index Scan using history_item_workspace_request_idx /);
    expect(text).not.toMatch(/Seq Scan|using history_item_workspace_user/);
  });

  it("reads a date range as a range of the main index", async () => {
    const createdFrom = new Date(END.getTime() - 120 * 86_400_000);
    const createdBefore = new Date(END.getTime() - 30 * 86_400_000);
    const text = await plan({ createdFrom, createdBefore });
    expectIndexRange(text, "history_item_workspace_user_created_idx");
    expect(text).toMatch(/Index Cond: .*created_at >= .*created_at < /s);
  });
});
