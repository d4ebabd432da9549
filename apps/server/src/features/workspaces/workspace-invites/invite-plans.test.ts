import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { receivedInvitePageSelect, sentInvitePageSelect } from "./repo";
import { explainPlan } from "#testing/explain";

// Keeps the invite lists and the partial indexes of db/schema/workspace-teams.ts in step: a page
// is a range of an index, never a sort of every invite.

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice");
  bob = await t.signUp("Bob");
  for (const [ws, prefix] of [[alice.workspaceId, "a"], [bob.workspaceId, "b"]] as const) {
    await t.database.db.execute(sql`
      insert into workspace_invite (id, workspace_id, email, code_hash, expires_at, created_at, accepted_at)
      select ${prefix} || lpad(i::text, 6, '0'), ${ws}, 'invitee' || (i % 3) || '@example.com', ${prefix} || md5(i::text),
             now() + interval '7 days', now() - (i || ' minutes')::interval, case when i % 5 = 0 then now() else null end
      from generate_series(1, 3000) as i`);
  }
  await t.database.db.execute(sql`analyze workspace_invite`);
});
afterAll(() => t.close());

const explain = (select: { getSQL(): ReturnType<typeof sql> }) => explainPlan(t.database.db, select);

describe("invite list plans", () => {
  const now = new Date();
  const after = { createdAt: new Date(Date.now() - 600 * 60_000).toISOString(), id: "a000600" };
  it("the workspace's pending invites: a range of workspace_invite_open_workspace_idx, first and later pages", async () => {
    for (const cursor of [null, after]) {
      const text = await explain(sentInvitePageSelect(t.database.db, alice.workspaceId, now, 51, cursor));
      expect(text).toMatch(/Index Scan using workspace_invite_open_workspace_idx /);
      expect(text).not.toMatch(/Sort|Seq Scan on workspace_invite|Bitmap/);
    }
  });
  it("an address with many pending invites: a range of workspace_invite_open_email_idx", async () => {
    for (const cursor of [null, after]) {
      const text = await explain(receivedInvitePageSelect(t.database.db, "invitee1@example.com", now, 51, cursor));
      expect(text).toMatch(/Index Scan using workspace_invite_open_email_idx /);
      expect(text).not.toMatch(/Sort|Seq Scan on workspace_invite|Bitmap/);
    }
  });
});
