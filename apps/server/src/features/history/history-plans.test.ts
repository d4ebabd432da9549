import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedHistory, SEED_VOICES } from "../../testing/seed-history";
import { createTestApp, type TestApp, type TestUser } from "../../testing/test-app";
import { findHistoryCursor, historyPageSelect, type HistoryPageQuery } from "./repo";

// Keeps the list queries and the indexes of db/schema/history.ts in step: if either is edited so
// that they no longer agree (order direction, NULLS placement, column order), PostgreSQL falls
// back to sorting the workspace and these plans show a Sort node.

let t: TestApp;
let alice: TestUser;
const END = new Date("2026-06-30T12:00:00Z");

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice");
  const bob = await t.signUp("Bob");
  await seedHistory(t.database.db, { workspaceId: alice.workspaceId, userId: alice.userId, count: 4000, idPrefix: "a", end: END });
  await seedHistory(t.database.db, { workspaceId: bob.workspaceId, userId: bob.userId, count: 2000, idPrefix: "b", end: END });
  await t.database.db.execute(sql`analyze history_item`);
});
afterAll(() => t.close());

async function plan(q: Partial<HistoryPageQuery>, afterId?: string): Promise<string> {
  const db = t.database.db;
  const cursor = afterId ? await findHistoryCursor(db, alice.workspaceId, afterId) : null;
  const select = historyPageSelect(db, alice.workspaceId, { direction: "desc", limit: 101, ...q }, cursor);
  const result = (await db.execute(sql`explain ${select.getSQL()}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((row) => Object.values(row)[0]).join("\n");
}

function expectIndexRange(text: string, index: string) {
  expect(text).toMatch(new RegExp(`Index Scan (Backward )?using ${index} `));
  expect(text).not.toMatch(/Sort|Seq Scan|Bitmap/);
}

describe("history list plans", () => {
  it("reads the first page in index order, both directions", async () => {
    expectIndexRange(await plan({}), "history_item_workspace_created_idx");
    expectIndexRange(await plan({ direction: "asc" }), "history_item_workspace_created_idx");
  });

  it("continues a keyset page as an index range, both directions", async () => {
    expectIndexRange(await plan({}, "a00002000"), "history_item_workspace_created_idx");
    expectIndexRange(await plan({ direction: "asc" }, "a00002000"), "history_item_workspace_created_idx");
  });

  it("filters by voice, model and source on their own indexes", async () => {
    expectIndexRange(await plan({ voiceId: SEED_VOICES[2][0] }), "history_item_workspace_voice_created_idx");
    expectIndexRange(await plan({ voiceId: SEED_VOICES[2][0], direction: "asc" }, "a00001000"), "history_item_workspace_voice_created_idx");
    expectIndexRange(await plan({ model: { column: "requested", id: "eleven_flash_v2_5" } }), "history_item_workspace_requested_model_created_idx");
    expectIndexRange(await plan({ model: { column: "served", id: "vocable_flash_v1" } }), "history_item_workspace_model_created_idx");
    // 1% of the items are STS: 40 here, fewer than a 100-item page, for which reading them all and
    // sorting 40 rows is as cheap; a page smaller than the matches shows the ordered range.
    expectIndexRange(await plan({ source: "STS", limit: 11 }), "history_item_workspace_source_created_idx");
  });

  it("reads a date range as a range of the main index", async () => {
    const createdFrom = new Date(END.getTime() - 120 * 86_400_000);
    const createdBefore = new Date(END.getTime() - 30 * 86_400_000);
    const text = await plan({ createdFrom, createdBefore });
    expectIndexRange(text, "history_item_workspace_created_idx");
    expect(text).toMatch(/Index Cond: .*created_at >= .*created_at < /s);
  });
});
