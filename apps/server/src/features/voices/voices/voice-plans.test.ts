import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedVoice, voiceCollection, workspaceMember } from "#db/schema/index";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import type { ShareViewer } from "#features/sharing/resource-sharing/viewer";
import { voicePageSelect, type VoicePageQuery } from "./voice-page-repo";

// Keeps the voice list queries and their indexes in step (db/schema/voices.ts): a page of the
// member's own voices is a range of a (workspace_id, created_by, ...) index, the voices shared with
// it ranges of resource_share_principal_created_idx, the library a range of shared_voice_listed_idx,
// collections a range of voice_collection_member_created_idx. A Sort node means they drifted apart.

let t: TestApp;
let alice: TestUser;
let viewer: ShareViewer;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice Plans");
  const carol = await t.signUp("Carol Plans");
  const bob = await t.signUp("Bob Plans");
  const db = t.database.db;
  await db.insert(workspaceMember).values({ workspaceId: alice.workspaceId, userId: carol.userId, role: "editor" });
  const seed = (workspaceId: string, userId: string, prefix: string, count: number) =>
    db.execute(sql`insert into voice (id, workspace_id, created_by, name, category, language, method, rendering, created_at)
      select ${prefix} || lpad(i::text, 6, '0'), ${workspaceId}, ${userId}, 'Voice ' || (i * 7919 % ${count}), 'cloned', 'en', 'approximation', '{"kind":"embedded","baseVoiceId":"x"}'::jsonb, now() - (i || ' seconds')::interval
      from generate_series(1, ${count}) as i`);
  await seed(alice.workspaceId, alice.userId, "a", 3000);
  await seed(alice.workspaceId, carol.userId, "c", 2000);
  await seed(bob.workspaceId, bob.userId, "b", 2000);
  await db.execute(sql`insert into resource_share (workspace_id, resource_type, resource_id, resource_created_at, principal_type, principal_id, role, shared_by_user_id)
    select workspace_id, 'voice', id, created_at, 'workspace', workspace_id, 'viewer', created_by from voice where id like 'c%' and substr(id, 2)::int % 4 = 0`);
  await db.execute(sql`insert into shared_voice (voice_id, workspace_id, public_owner_id, status, name, category, language, shared_at)
    select id, workspace_id, 'owner', case when substr(id, 2)::int % 10 = 0 then 'disabled' else 'enabled' end, name, 'high_quality', 'en', created_at from voice where id like 'b%'`);
  await db.execute(sql`insert into voice_collection (id, workspace_id, created_by, title, created_at)
    select 'col' || i, ${alice.workspaceId}, ${alice.userId}, 'Collection ' || i, now() - (i || ' seconds')::interval from generate_series(1, 2000) as i`);
  for (const table of ["voice", "resource_share", "shared_voice", "voice_collection"]) await db.execute(sql`analyze ${sql.identifier(table)}`);
  viewer = { workspaceId: alice.workspaceId, userId: alice.userId, groupIds: [], apiKeyId: null };
});
afterAll(() => t.close());

async function explain(select: ReturnType<typeof sql> | { getSQL(): ReturnType<typeof sql> }): Promise<string> {
  const query = "getSQL" in select ? select.getSQL() : select;
  const result = (await t.database.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((row) => Object.values(row)[0]).join("\n");
}

const noSort = (text: string) => expect(text).not.toMatch(/(^|->\s+)(Incremental )?Sort\b|Seq Scan|Bitmap/m);
const page = (q: Partial<VoicePageQuery>, cursor: { key: string; id: string } | null = null) =>
  explain(voicePageSelect(viewer, { order: "created", direction: "desc", limit: 101, own: true, copies: true, shared: true, ...q }, cursor));

describe("voice list plans", () => {
  it("reads the member's voices and those shared with it as index ranges, first and later pages", async () => {
    for (const text of [await page({}), await page({ direction: "asc" }), await page({}, { key: new Date(Date.now() - 1500_000).toISOString(), id: "a001500" })]) {
      expect(text).toMatch(/Index (Only )?Scan (Backward )?using voice_workspace_creator_created_idx /);
      expect(text).toMatch(/Index (Only )?Scan (Backward )?using resource_share_principal_created_idx /);
      noSort(text);
    }
  });

  it("reads the member's voices by name from the name index", async () => {
    const text = await page({ order: "name", shared: false });
    expect(text).toMatch(/Index (Only )?Scan (Backward )?using voice_workspace_creator_name_idx /);
    noSort(text);
  });

  it("reads the library newest first from shared_voice_listed_idx", async () => {
    const db = t.database.db;
    const text = await explain(
      db
        .select()
        .from(sharedVoice)
        .where(sql`status in ('enabled', 'copied_disabled')`)
        .orderBy(sql`${sharedVoice.sharedAt} desc, ${sharedVoice.voiceId} desc`)
        .limit(31),
    );
    expect(text).toMatch(/Index Scan using shared_voice_listed_idx /);
    expect(text).not.toMatch(/Seq Scan|Bitmap/);
  });

  it("reads a member's collections newest first from voice_collection_member_created_idx", async () => {
    const db = t.database.db;
    const text = await explain(
      db
        .select()
        .from(voiceCollection)
        .where(sql`${voiceCollection.workspaceId} = ${alice.workspaceId} and ${voiceCollection.createdBy} = ${alice.userId}`)
        .orderBy(sql`${voiceCollection.createdAt} desc, ${voiceCollection.id} desc`)
        .limit(101),
    );
    expect(text).toMatch(/Index Scan using voice_collection_member_created_idx /);
    noSort(text);
  });
});
