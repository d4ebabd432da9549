import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { explainPlan } from "#testing/explain";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { openPlanRequestPageSelect } from "./plan-request-repo";
import { dueResetsSelect, endedLocalPeriodsSelect, invoicePageSelect, unbilledOverageSelect } from "./repo";

// Keeps the billing queries and the indexes of db/schema/billing.ts and workspaces.ts in step:
// each is a range of its index, never a scan of the table.

let t: TestApp;
let alice: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice");
  const db = t.database.db;
  // 3,000 workspaces (one per owner) with subscriptions, and 20,000 invoices over them.
  await db.execute(sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
    select 'plan-user-' || g, 'u', 'plan' || g || '@example.com', true, now(), now() from generate_series(1, 3000) g`);
  await db.execute(sql`insert into workspace (id, name, owner_id, character_limit, voice_limit, professional_voice_limit, next_character_count_reset_at, unbilled_overage_characters)
    select 'plan-ws-' || g, 'w', 'plan-user-' || g, 10000, 3, 0, now() + (g || ' minutes')::interval, case when g % 100 = 0 then 500 else 0 end from generate_series(1, 3000) g`);
  await db.execute(sql`insert into workspace_subscription (workspace_id, provider, current_period_start, current_period_end, ended_at)
    select 'plan-ws-' || g, case when g % 3 = 0 then 'stripe' else 'local' end, now() - interval '1 month', now() + (g || ' minutes')::interval, case when g % 5 = 0 then now() else null end from generate_series(1, 3000) g`);
  await db.execute(sql`insert into invoice (id, workspace_id, number, provider, status, currency, subtotal_cents, amount_due_cents, reason, lines, created_at)
    select 'inv-' || g, case when g % 4 = 0 then ${alice.workspaceId} else 'plan-ws-' || (g % 3000 + 1) end, 'N-' || g, 'local', 'uncollected', 'usd', 500, 500, 'subscription_cycle', '[]', now() - (g || ' hours')::interval
    from generate_series(1, 20000) g`);
  // 6,000 plan requests, one in six open (at most one open per workspace).
  await db.execute(sql`insert into plan_request (id, workspace_id, kind, tier, billing_period, currency, status, created_at)
    select 'preq-' || g, 'plan-ws-' || (g % 3000 + 1), 'subscribe', 'creator', 'monthly_period', 'usd', case when g <= 3000 and g % 6 = 0 then 'open' else 'denied' end, now() - (g || ' minutes')::interval
    from generate_series(1, 6000) g`);
  await db.execute(sql`analyze`);
});
afterAll(() => t.close());

describe("billing plans", () => {
  it("pages a workspace's invoices by its (workspace, created_at, id) index", async () => {
    const first = await explainPlan(t.database.db, invoicePageSelect(t.database.db, alice.workspaceId, null, 21));
    expect(first).toContain("invoice_workspace_created_idx");
    const next = await explainPlan(t.database.db, invoicePageSelect(t.database.db, alice.workspaceId, { createdAt: new Date(Date.now() - 3600_000 * 100).toISOString(), id: "inv-400" }, 21));
    expect(next).toContain("invoice_workspace_created_idx");
    expect(next).not.toContain("Seq Scan");
  });

  it("finds ended local periods by the partial period-end index", async () => {
    const text = await explainPlan(t.database.db, endedLocalPeriodsSelect(t.database.db, new Date(Date.now() + 60_000 * 30), 50));
    expect(text).toContain("workspace_subscription_period_end_idx");
    expect(text).not.toContain("Seq Scan");
  });

  it("finds due character resets by the reset index", async () => {
    const text = await explainPlan(t.database.db, dueResetsSelect(t.database.db, new Date(Date.now() + 60_000 * 30), 200));
    expect(text).toContain("workspace_character_reset_idx");
    expect(text).not.toContain("Seq Scan");
  });

  it("finds unbilled overage by the partial index", async () => {
    const text = await explainPlan(t.database.db, unbilledOverageSelect(t.database.db, "", 200));
    expect(text).toContain("workspace_unbilled_overage_idx");
    expect(text).not.toContain("Seq Scan");
  });

  it("pages the operators' open plan requests by the partial (created_at, id) index, without sorting", async () => {
    const db = t.database.db;
    for (const after of [null, { createdAt: new Date(Date.now() - 60_000 * 1200).toISOString(), id: "preq-1200" }]) {
      const text = await explainPlan(db, openPlanRequestPageSelect(db, after, 21));
      expect(text).toContain("plan_request_open_created_idx");
      expect(text).not.toContain("Seq Scan");
      expect(text).not.toMatch(/\bSort\b/);
    }
  });
});
