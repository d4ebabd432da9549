import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { explainPlan } from "#testing/explain";
import { seedYearOfUsage } from "#testing/seed-usage";
import { usageSeriesSelect, type UsageSeriesFilter } from "./repo";

// Keeps the usage query and the indexes of db/schema/usage.ts in step: a window of the workspace's
// usage is a range of the primary key, a member's a range of the (workspace, user, hour) index;
// never a scan of the table.

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
const HOUR = 3_600_000;
const now = Math.floor(Date.now() / HOUR) * HOUR;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp("Alice");
  bob = await t.signUp("Bob");
  // A year of hourly usage in each workspace (several members, keys and voices): 35,040 rows each.
  for (const who of [alice, bob]) await seedYearOfUsage(t.database.db, who, now);
  await t.database.db.execute(sql`analyze character_usage_hourly`);
});
afterAll(() => t.close());

const filter = (over: Partial<UsageSeriesFilter>): UsageSeriesFilter => ({
  workspaceId: alice.workspaceId,
  userId: null,
  fromHour: new Date(now - 30 * 24 * HOUR),
  to: new Date(now),
  breakdown: "voice",
  bucket: { interval: "day" },
  ...over,
});

describe("usage plans", () => {
  const cases: [string, Partial<UsageSeriesFilter>, string][] = [
    ["the workspace's month by voice per day", {}, "character_usage_hourly_pk"],
    ["the workspace's week by member per hour", { fromHour: new Date(now - 7 * 24 * HOUR), breakdown: "user", bucket: { interval: "hour" } }, "character_usage_hourly_pk"],
    ["one member's month", { userId: "user-1", breakdown: "api_keys" }, "character_usage_hourly_workspace_user_hour_idx"],
    ["one member's quarter, cumulative", { userId: "user-1", fromHour: new Date(now - 90 * 24 * HOUR), breakdown: "none", bucket: { originMs: now - 90 * 24 * HOUR, bucketMs: null } }, "character_usage_hourly_workspace_user_hour_idx"],
  ];
  for (const [name, over, index] of cases) {
    it(`${name}: a range of ${index}`, async () => {
      const text = await explainPlan(t.database.db, usageSeriesSelect(t.database.db, filter(over)));
      expect(text).toMatch(new RegExp(`(Index Scan using|Index Only Scan using|Bitmap Index Scan on) ${index} `));
      expect(text).not.toMatch(/Seq Scan on character_usage_hourly/);
    });
  }

  it("answers a year of a busy workspace by member and day, every request counted once", async () => {
    // How long it takes, beside the other windows: `npm run bench:usage`.
    const rows = await usageSeriesSelect(t.database.db, filter({ fromHour: new Date(now - 365 * 24 * HOUR), breakdown: "user", bucket: { interval: "day" } }));
    expect(rows.length).toBeGreaterThan(365);
    expect(rows.reduce((a, r) => a + r.requests, 0)).toBe(4 * 8760);
  });
});
