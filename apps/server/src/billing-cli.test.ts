import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "./db/client";
import { postJson } from "./testing/account-flows";
import { runCliSource } from "./testing/run-cli";
import { createTestApp, type TestApp } from "./testing/test-app";
import { createTestDatabaseUrl, testPostgresServerUrl } from "./testing/test-database";
import { getJson } from "./testing/workspace-teams";

const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), "billing-cli.ts");

let t: TestApp;
let env: Record<string, string>;

/** `npm run billing` against the database a running server uses (PostgreSQL, as an operator with DATABASE_URL would). */
beforeAll(async () => {
  const { url, drop } = await createTestDatabaseUrl(testPostgresServerUrl());
  const database = await openPostgres(url);
  t = await createTestApp({ PUBLIC_URL: "http://localhost:8080" }, { database: { ...database, close: async () => (await database.close(), await drop()) } });
  env = { ...process.env, DATABASE_URL: url, PUBLIC_URL: "http://localhost:8080", LOG_LEVEL: "warn" } as Record<string, string>;
}, 60_000);
afterAll(async () => {
  await t.close();
});

const cli = (...args: string[]) => runCliSource(CLI, args, env);

describe("npm run billing", () => {
  it("adds and lists promo codes that a checkout then takes, and offers one to a workspace", async () => {
    const added = await cli("promo", "add", "Summer-25", "--percent", "25", "--months", "2", "--max", "10");
    expect(added).toMatchObject({ code: 0, stdout: "promo code summer-25 added\n" });
    expect((await cli("promo", "add", "summer-25", "--percent", "10")).code).toBe(1);
    const listed = await cli("promo", "list");
    expect(listed.stdout).toContain("summer-25\t25% off\t2 months\t0/10 used\tno expiry");

    const user = await t.signUp("Cli Customer");
    const start = await postJson(t, "/v1/billing/create-checkout-session", { subscription_type: "creator", billing_period: "monthly_period", promocode: "SUMMER-25" }, user.cookie);
    expect(start.status).toBe(200);
    const id = new URL(start.body.url).pathname.split("/").pop()!;
    expect((await getJson(t, `/v1/billing/checkout-sessions/${id}`, user)).body).toMatchObject({ subtotal_cents: 2200, discount_cents: 550, amount_due_cents: 1650 });

    expect((await cli("offer", user.workspaceId, "summer-25")).code).toBe(0);
    expect((await getJson(t, "/v1/billing/promo-offer", user)).body.offer).toMatchObject({ promocode: "summer-25", percent_off: 25 });
  }, 120_000);

  it("puts a workspace on enterprise with custom seats and characters", async () => {
    const user = await t.signUp("Big Company");
    const res = await cli("set-plan", user.workspaceId, "enterprise", "--seats", "50", "--characters", "20000000");
    expect(res).toMatchObject({ code: 0, stdout: `workspace ${user.workspaceId} is on enterprise with 50 seats\n` });
    expect((await getJson(t, "/v1/user/subscription", user)).body).toMatchObject({ tier: "enterprise", character_limit: 20_000_000 });
  }, 60_000);

  it("refuses bad input with the usage and exit code 2", async () => {
    for (const args of [[], ["promo", "add", "x"], ["promo", "add", "x", "--percent", "120"], ["promo", "add", "x", "--amount", "500"], ["set-plan", "ws", "platinum"]]) {
      const res = await cli(...args);
      expect(res.code, args.join(" ")).toBe(2);
      expect(res.stderr).toContain("usage: npm run billing");
    }
    expect((await cli("set-plan", "no-such-workspace", "pro")).stderr).toContain("No workspace has this id.");
  }, 120_000);
});
