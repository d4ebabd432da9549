import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { auditLogPageSelect, type AuditLogFilter } from "./repo";
import { explainPlan } from "#testing/explain";

// Keeps the audit-log list and the indexes of db/schema/audit-log.ts in step: a page is a range of
// an index, never a sort of a workspace's entries.

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice");
  bob = await t.signUp("Bob");
  const activities = ["member.invited", "group.created", "api_key.created", "webhook.updated", "resource.shared"];
  for (const [who, prefix] of [[alice, "a"], [bob, "b"]] as const) {
    await t.database.db.execute(sql`
      insert into workspace_audit_log (id, workspace_id, actor_user_id, actor_email, actor_name, actor_kind, activity, created_at)
      select ${prefix} || lpad(i::text, 6, '0'), ${who.workspaceId}, ${who.userId}, 'a@example.com', 'A', 'person',
             (${sql.raw(`array['${activities.join("','")}']`)})[1 + i % 5], now() - (i || ' minutes')::interval
      from generate_series(1, 4000) as i`);
  }
  await t.database.db.execute(sql`analyze workspace_audit_log`);
});
afterAll(() => t.close());

const explain = (select: { getSQL(): ReturnType<typeof sql> }) => explainPlan(t.database.db, select);

describe("audit log plans", () => {
  const after = { createdAt: new Date(Date.now() - 600 * 60_000).toISOString(), id: "a000600" };
  const cases: [string, AuditLogFilter, string][] = [
    ["the workspace's entries", {}, "workspace_audit_log_workspace_created_idx"],
    ["a time window", { from: new Date(Date.now() - 3000 * 60_000), to: new Date(Date.now() - 100 * 60_000) }, "workspace_audit_log_workspace_created_idx"],
    ["one actor's", { actorUserId: "someone" }, "workspace_audit_log_actor_created_idx"],
    ["one activity's", { activities: ["group.created"] }, "workspace_audit_log_activity_created_idx"],
  ];
  for (const [name, filter, index] of cases) {
    it(`${name}: a range of ${index}, first and later pages`, async () => {
      for (const cursor of [null, after]) {
        const text = await explain(auditLogPageSelect(t.database.db, alice.workspaceId, filter, 51, cursor));
        expect(text).toMatch(new RegExp(`Index Scan using ${index} `));
        expect(text).not.toMatch(/Sort|Seq Scan on workspace_audit_log|Bitmap/);
      }
    });
  }
  it("a class (several activities): the workspace's range with a filter, still no sort", async () => {
    const text = await explain(auditLogPageSelect(t.database.db, alice.workspaceId, { activities: ["group.created", "member.invited"] }, 51, null));
    expect(text).toMatch(/Index Scan using workspace_audit_log_/);
    expect(text).not.toMatch(/Sort|Seq Scan on workspace_audit_log|Bitmap/);
  });
});
