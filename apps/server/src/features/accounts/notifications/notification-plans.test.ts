import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { explainPlan } from "#testing/explain";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { notificationPageSelect } from "./repo";

// Keeps the bell's list and db/schema/notifications.ts in step: a page is a range of
// notification_user_created_idx, never a sort of a user's notifications.

let t: TestApp;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice");
  const bob = await t.signUp("Bob");
  for (const [who, prefix] of [[alice, "a"], [bob, "b"]] as const) {
    await t.database.db.execute(sql`
      insert into notification (id, user_id, severity, title, description, event, created_at)
      select ${prefix} || lpad(i::text, 6, '0'), ${who.userId}, 'info', 't', 'd', 'test.event', now() - (i || ' minutes')::interval
      from generate_series(1, 4000) as i`);
  }
  await t.database.db.execute(sql`analyze notification`);
});
afterAll(() => t.close());

it("a page of a user's notifications is a range of notification_user_created_idx, first and later pages", async () => {
  for (const cursor of [null, { createdAt: new Date(Date.now() - 600 * 60_000).toISOString(), id: "a000600" }]) {
    const text = await explainPlan(t.database.db, notificationPageSelect(t.database.db, alice.userId, 21, cursor));
    expect(text).toMatch(/Index Scan using notification_user_created_idx /);
    expect(text).not.toMatch(/Sort|Seq Scan on notification|Bitmap/);
  }
});
