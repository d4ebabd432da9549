// The PostgreSQL pass leaves this file out: the CLI and its app share a PostgreSQL database of their own, whatever the suite runs on.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "#db/client";
import { postJson } from "#testing/account-flows";
import { runCompiledCli } from "#testing/run-cli";
import { createTestApp, type TestApp } from "#testing/test-app";
import { createTestDatabaseUrl, testPostgresServerUrl } from "#testing/test-database";
import { getJson } from "#testing/workspace-teams";

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

const cli = (...args: string[]) => runCompiledCli(CLI, args, env);

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

  it("lists open plan requests, approves one (the plan and its invoice) and denies another with a reason", async () => {
    const ask = async (name: string, tier: string) => {
      const user = await t.signUp(name);
      const start = await postJson(t, "/v1/billing/create-checkout-session", { subscription_type: tier, billing_period: "monthly_period", no_default_promocode: true }, user.cookie);
      const id = new URL(start.body.url).pathname.split("/").pop()!;
      const done = await postJson(t, `/v1/billing/checkout-sessions/${id}/complete`, {}, user.cookie);
      expect(done.body).toMatchObject({ status: "requested" });
      return { user, requestId: done.body.plan_request_id as string };
    };
    const yes = await ask("Cli Approved", "pro");
    const no = await ask("Cli Denied", "scale_2024_08_10");

    const listed = await cli("requests", "list");
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`${yes.requestId}\tCli Approved's workspace (${yes.user.workspaceId})\t${yes.user.email}\tsubscribe pro monthly\tasked `);
    expect(listed.stdout).toContain(`${no.requestId}\tCli Denied's workspace`);

    expect(await cli("requests", "approve", yes.requestId)).toMatchObject({ code: 0, stdout: `approved ${yes.requestId}: the workspace is on pro (monthly); the member is mailed\n` });
    expect((await getJson(t, "/v1/user/subscription", yes.user)).body).toMatchObject({ tier: "pro", status: "active" });
    expect((await getJson(t, "/v1/billing/invoices", yes.user)).body.invoices).toEqual([expect.objectContaining({ reason: "subscription_create", subtotal_cents: 9900, status: "uncollected" })]);
    const again = await cli("requests", "approve", yes.requestId);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("This plan request was approved already.");

    expect(await cli("requests", "deny", no.requestId, "--reason", "Ask us by mail first.")).toMatchObject({ code: 0, stdout: `denied ${no.requestId}; the member is mailed\n` });
    expect((await getJson(t, "/v1/billing/plan-request", no.user)).body.plan_request).toMatchObject({ status: "denied", reason: "Ask us by mail first." });
    expect((await getJson(t, "/v1/user/subscription", no.user)).body.tier).toBe("free");
    expect((await cli("requests", "list")).stdout).not.toContain(no.requestId);
  }, 120_000);

  it("refuses bad input with the usage and exit code 2", async () => {
    for (const args of [[], ["promo", "add", "x"], ["promo", "add", "x", "--percent", "120"], ["promo", "add", "x", "--amount", "500"], ["set-plan", "ws", "platinum"], ["requests"], ["requests", "approve"], ["requests", "deny", "--reason", "x"]]) {
      const res = await cli(...args);
      expect(res.code, args.join(" ")).toBe(2);
      expect(res.stderr).toContain("usage: npm run billing");
    }
    expect((await cli("set-plan", "no-such-workspace", "pro")).stderr).toContain("No workspace has this id.");
  }, 120_000);
});
