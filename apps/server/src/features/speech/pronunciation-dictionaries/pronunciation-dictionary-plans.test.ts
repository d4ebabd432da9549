import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { dictionaryPageSelect, findDictionaryCursor, type DictionaryPageQuery } from "./repo";

// Keeps the list query and the indexes of db/schema/pronunciation-dictionaries.ts in step: if
// either changes so that they no longer agree, PostgreSQL sorts the workspace and a plan shows it.

let t: TestApp;
let alice: TestUser;

async function seed(workspaceId: string, userId: string, prefix: string, count: number) {
  await t.database.db.execute(sql`
    insert into pronunciation_dictionary (id, workspace_id, created_by, name, latest_version_id, latest_version_rules_num, archived_at, created_at)
    select ${prefix} || lpad(i::text, 6, '0'), ${workspaceId}, ${userId}, 'dict ' || md5(i::text), 'v' || i, 0,
           case when i % 10 = 0 then now() else null end, now() - (i || ' minutes')::interval
    from generate_series(1, ${count}) as i`);
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice");
  const bob = await t.signUp("Bob");
  await seed(alice.workspaceId, alice.userId, "a", 3000);
  await seed(bob.workspaceId, bob.userId, "b", 3000);
  await t.database.db.execute(sql`analyze pronunciation_dictionary`);
});
afterAll(() => t.close());

async function plan(q: Partial<DictionaryPageQuery>, afterId?: string, member = false): Promise<string> {
  const db = t.database.db;
  const cursor = afterId ? await findDictionaryCursor(db, alice.workspaceId, afterId) : null;
  // A member who is not an admin: its own dictionaries and those shared with it, a filter on the same range.
  const viewer = member ? { workspaceId: alice.workspaceId, userId: "someone-else", groupIds: ["g1"], apiKeyId: null } : null;
  const select = dictionaryPageSelect(db, alice.workspaceId, { sort: "created", direction: "desc", includeArchived: false, limit: 31, ...q }, cursor, viewer);
  const result = (await db.execute(sql`explain ${select.getSQL()}`)) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((row) => Object.values(row)[0]).join("\n");
}

function expectIndexRange(text: string, index: string) {
  expect(text).toMatch(new RegExp(`Index Scan (Backward )?using ${index} `));
  expect(text).not.toMatch(/Sort|Seq Scan|Bitmap/);
}

describe("pronunciation dictionary list plans", () => {
  it.each([
    ["created", false, "pron_dict_workspace_live_created_idx"],
    ["created", true, "pron_dict_workspace_created_idx"],
    ["name", false, "pron_dict_workspace_live_name_idx"],
    ["name", true, "pron_dict_workspace_name_idx"],
  ] as const)("sort %s, include archived %s: %s in both directions, first and later pages", async (sort, includeArchived, index) => {
    for (const direction of ["desc", "asc"] as const) {
      expectIndexRange(await plan({ sort, includeArchived, direction }), index);
      expectIndexRange(await plan({ sort, includeArchived, direction }, "a001501"), index);
      // The share check is an index lookup per dictionary of the range (resource_share_principal_created_idx), never a sort or a scan.
      const member = await plan({ sort, includeArchived, direction }, undefined, true);
      expect(member).toMatch(new RegExp(`Index Scan (Backward )?using ${index} `));
      expect(member).toMatch(/Index Scan on resource_share_principal_created_idx|Index Scan using resource_share_principal_created_idx|Index Only Scan using resource_share/);
      expect(member).not.toMatch(/Sort|Seq Scan/);
    }
  });
});
