import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openPostgres } from "#db/client";
import { generation } from "#db/schema/index";
import { createTestApp, type TestApp } from "#testing/test-app";
import { createTestDatabaseUrl } from "#testing/test-database";
import { beginGeneration } from "./use-cases/begin-generation";
import { settleAbandonedGenerations } from "./use-cases/settle-abandoned-generations";
import { settleGeneration } from "./use-cases/settle-generation";

// On PostgreSQL, whatever the suite runs on: the row lock the heartbeat takes needs a second connection.
let t: TestApp;
let database: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
let other: pg.Client;

beforeAll(async () => {
  database = await createTestDatabaseUrl(undefined, { migrated: true });
  t = await createTestApp({}, { database: await openPostgres(database.url) });
  other = new pg.Client({ connectionString: database.url });
  await other.connect();
});
afterAll(async () => {
  await other?.end();
  await t?.close();
  await database?.drop();
});

async function begin(workspaceId: string, userId: string, id: string) {
  await beginGeneration(t.deps.db, { id, workspaceId, userId, cost: 50, instanceId: "test", leaseMs: 60_000, item: () => null });
}

/** Takes the generation's row lock as the heartbeat's update does; resolves, holding it, with the release. */
async function holdRow(id: string): Promise<() => Promise<void>> {
  await other.query("begin");
  await other.query("select id from generation where id = $1 for update", [id]);
  return async () => void (await other.query("commit"));
}

it("settles a generation whose row the heartbeat holds at that moment, instead of leaving it running", async () => {
  const user = await t.signUp("Settling Sam");
  await begin(user.workspaceId, user.userId, "gen-held");
  const release = await holdRow("gen-held");
  const settling = settleGeneration(t.deps.db, "gen-held", { state: "refunded" });
  // It waits for the lock: released a moment later, as a heartbeat's transaction ends.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await release();
  expect(await settling).toMatchObject({ state: "refunded", refunded: 50 });
  const [row] = await t.deps.db.select().from(generation).where(eq(generation.id, "gen-held"));
  expect(row.state).toBe("refunded");
});

it("the sweep of abandoned generations passes over a row another transaction holds, and settles it on a later sweep", async () => {
  const user = await t.signUp("Sweeping Sue");
  await begin(user.workspaceId, user.userId, "gen-swept");
  const release = await holdRow("gen-swept");
  expect(await settleAbandonedGenerations(t.deps, new Date(Date.now() + 1000))).toEqual({ kept: 0, refunded: 0 });
  await release();
  expect(await settleAbandonedGenerations(t.deps, new Date(Date.now() + 1000))).toEqual({ kept: 0, refunded: 1 });
});
