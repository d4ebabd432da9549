/**
 * Usage query figures (not a test; apps/server/src/features/billing/usage/usage-plans.test.ts checks the
 * query plans and the year's totals): fills two workspaces with a year of hourly usage each
 * (35,040 rows apiece: several members, keys and voices, as the test does, by bulk SQL), then times
 * the usage series query (features/billing/usage/repo.ts usageSeriesSelect) for the windows the usage page
 * asks for, from a week by the hour to a year by the day. Prints p50/p99 per window and each p50
 * as a ratio to the month's, the page's default. Runs on PGlite in a temporary directory, and also
 * on PostgreSQL (a temporary database, dropped at the end) when DATABASE_URL is set.
 *
 *   npx tsx bench/usage.ts
 *   DATABASE_URL=postgres://… npx tsx bench/usage.ts
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createPglite, openPglite, type Database } from "../apps/server/src/db/client";
import { usageSeriesSelect, type UsageSeriesFilter } from "../apps/server/src/features/billing/usage/repo";
import { seedYearOfUsage } from "../apps/server/src/testing/seed-usage";
import { createTestApp } from "../apps/server/src/testing/test-app";
import { createTestDatabase } from "../apps/server/src/testing/test-database";
import { ms, quantile } from "./stats";

const ROUNDS = 50;
const WARM_UP = 5;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Window = [name: string, filter: Omit<UsageSeriesFilter, "workspaceId" | "to">];

function windows(now: number): Window[] {
  return [
    ["week by member per hour", { userId: null, fromHour: new Date(now - 7 * DAY), breakdown: "user", bucket: { interval: "hour" } }],
    ["month by voice per day", { userId: null, fromHour: new Date(now - 30 * DAY), breakdown: "voice", bucket: { interval: "day" } }],
    ["one member's month by key", { userId: "user-1", fromHour: new Date(now - 30 * DAY), breakdown: "api_keys", bucket: { interval: "day" } }],
    ["one member's quarter, cumulative", { userId: "user-1", fromHour: new Date(now - 90 * DAY), breakdown: "none", bucket: { originMs: now - 90 * DAY, bucketMs: null } }],
    ["year by member per day", { userId: null, fromHour: new Date(now - 365 * DAY), breakdown: "user", bucket: { interval: "day" } }],
  ];
}

async function openDatabaseFor(kind: "pglite" | "postgres"): Promise<{ database: Database; cleanup: () => void }> {
  if (kind === "postgres") return { database: await createTestDatabase(), cleanup: () => {} };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vocable-bench-usage-"));
  return { database: await openPglite(createPglite(dir), { migrate: true }), cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function run(kind: "pglite" | "postgres") {
  const { database, cleanup } = await openDatabaseFor(kind);
  const app = await createTestApp({}, { database });
  try {
    const now = Math.floor(Date.now() / HOUR) * HOUR;
    const users = [await app.signUp("Alice"), await app.signUp("Bob")];
    const started = performance.now();
    for (const who of users) await seedYearOfUsage(database.db, who, now);
    await database.db.execute(sql`vacuum analyze character_usage_hourly`);
    console.log(`\n${kind}: filled 2 workspaces x 35,040 hourly rows in ${((performance.now() - started) / 1000).toFixed(1)} s; ${ROUNDS} queries per window`);

    const figures = new Map<string, { p50: number; p99: number; rows: number }>();
    for (const [name, filter] of windows(now)) {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < WARM_UP + ROUNDS; i++) {
        const start = performance.now();
        const result = await usageSeriesSelect(database.db, { ...filter, workspaceId: users[0].workspaceId, to: new Date(now) });
        if (i >= WARM_UP) times.push(performance.now() - start);
        rows = result.length;
      }
      figures.set(name, { p50: quantile(times, 0.5), p99: quantile(times, 0.99), rows });
    }
    const month = figures.get("month by voice per day")!.p50;
    console.log("| window | p50 | p99 | p50 / month's | rows |");
    console.log("|---|---|---|---|---|");
    for (const [name, f] of figures) console.log(`| ${name} | ${ms(f.p50)} | ${ms(f.p99)} | ${(f.p50 / month).toFixed(2)}x | ${f.rows} |`);
  } finally {
    await app.close();
    cleanup();
  }
}

console.log(`${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"}), load average at start ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
for (const kind of process.env.DATABASE_URL ? (["pglite", "postgres"] as const) : (["pglite"] as const)) await run(kind);
process.exit(0);
