import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { explainPlan } from "#testing/explain";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { orderPageSelect } from "#features/productions/orders/repo";
import { earningsSelect, payoutsSelect } from "#features/productions/payouts/repo";
import { openWorkSelect, producerTasksSelect } from "#features/productions/tasks/repo";

// Keeps the productions lists and db/schema/productions.ts in step: each page is a range of its
// index read in the list's order, never a sort of a workspace's orders or a producer's rows.

const ROWS = 3000;
let t: TestApp;
let ada: TestUser;
let pat: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [ada, pat] = [await t.signUp("Ada Orders"), await t.signUp("Pat Producer")];
  const db = t.database.db;
  await db.execute(sql`
    insert into production_order (id, workspace_id, user_id, name, state, created_at)
    select 'o' || lpad(i::text, 6, '0'), ${ada.workspaceId}, ${ada.userId}, 'Order ' || i, case when i % 3 = 0 then 'done' else 'paid' end, now() - (i || ' minutes')::interval
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`insert into production_media (id, order_id, name, content_type, language, storage_key, duration_seconds, source) values ('m1', 'o000001', 'a.wav', 'audio/wav', 'en', 'k', 60, 'upload')`);
  await db.execute(sql`insert into production_order_item (id, order_id, kind, request, price_cents) values ('i1', 'o000001', 'transcription', '{}'::jsonb, 150)`);
  await db.execute(sql`
    insert into production_task_description (id, order_id, item_id, media_id, kind, language, team_id, priority, state, machine_segments, price_cents, created_at)
    select 'd' || lpad(i::text, 6, '0'), 'o000001', 'i1', 'm1', 'transcription', case when i % 2 = 0 then 'en' else 'es' end,
           case when i % 2 = 0 then 'transcription-en' else 'transcription-es' end, i % 5, case when i % 4 = 0 then 'done' else 'open' end, '[]'::jsonb, 150, now() - (i || ' minutes')::interval
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`
    insert into production_task (id, description_id, producer_id, team_id, state, segments, deadline_at, created_at)
    select 't' || lpad(i::text, 6, '0'), 'd' || lpad(i::text, 6, '0'), ${pat.userId}, 'transcription-en', case when i % 2 = 0 then 'accepted' else 'expired' end, '[]'::jsonb, now(), now() - (i || ' minutes')::interval
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`
    insert into production_earning (id, producer_id, task_id, order_id, role, amount_cents, created_at)
    select 'e' || lpad(i::text, 6, '0'), ${pat.userId}, 't' || lpad(i::text, 6, '0'), 'o000001', 'producer', 90, now() - (i || ' minutes')::interval
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`
    insert into production_payout (id, producer_id, amount_cents, provider, state, created_at)
    select 'p' || lpad(i::text, 6, '0'), ${pat.userId}, 90, 'local', 'paid', now() - (i || ' minutes')::interval
    from generate_series(1, ${ROWS}) as i`);
  for (const table of ["production_order", "production_task_description", "production_task", "production_earning", "production_payout"]) await db.execute(sql.raw(`analyze ${table}`));
}, 120_000);
afterAll(() => t?.close());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

/** The plan reads `index` and neither sorts nor scans the table. */
async function expectRange(select: { getSQL(): ReturnType<typeof sql> }, index: string, table: string) {
  const plan = await explainPlan(t.database.db, select);
  expect(plan).toMatch(new RegExp(`Index Scan( Backward)? using ${index} `));
  expect(plan).not.toMatch(new RegExp(`Sort|Seq Scan on ${table} |Bitmap`));
}

it("a workspace's orders: a range of production_order_workspace_created_idx, first and later pages, by state too", async () => {
  for (const offset of [0, 200]) {
    await expectRange(orderPageSelect(t.database.db, { workspaceId: ada.workspaceId, limit: 31, offset }), "production_order_workspace_created_idx", "production_order");
    await expectRange(orderPageSelect(t.database.db, { workspaceId: ada.workspaceId, states: ["paid"], limit: 31, offset }), "production_order_workspace_created_idx", "production_order");
  }
});

it("a team's open work: a range of production_task_description_open_idx, first and later pages", async () => {
  for (const after of [null, { priority: 2, createdAt: minutesAgo(500), id: "d000500" }]) {
    await expectRange(openWorkSelect(t.database.db, "transcription-en", after, 31), "production_task_description_open_idx", "production_task_description");
  }
});

it("a producer's tasks, earnings and payouts: ranges of their producer indexes, first and later pages", async () => {
  for (const after of [null, { at: minutesAgo(700), id: "x000700" }]) {
    await expectRange(producerTasksSelect(t.database.db, pat.userId, ["accepted", "expired", "revoked", "cancelled"], after, 31), "production_task_producer_created_idx", "production_task");
    await expectRange(earningsSelect(t.database.db, pat.userId, after, 31), "production_earning_producer_created_idx", "production_earning");
    await expectRange(payoutsSelect(t.database.db, pat.userId, after, 31), "production_payout_producer_created_idx", "production_payout");
  }
});
