// The PostgreSQL pass leaves this file out: the CLI and its app share a PostgreSQL database of their own, whatever the suite runs on.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "#db/client";
import { productionMedia, productionOrder, productionOrderItem, productionTask, productionTaskDescription } from "#db/schema/index";
import { insertEarning, openPayout } from "#features/productions/payouts/repo";
import { newId } from "#platform/ids";
import { UsageError } from "#platform/cli";
import { runCompiledCli } from "#testing/run-cli";
import { createTestApp, type TestApp, type TestUser } from "#testing/test-app";
import { createTestDatabaseUrl, testPostgresServerUrl } from "#testing/test-database";
import { getJson } from "#testing/workspace-teams";
import { parseProductionsArgs } from "./productions-cli-args";

const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), "productions-cli.ts");

let t: TestApp;
let env: Record<string, string>;

/** `npm run productions` against the database a running server uses (PostgreSQL, as an operator with DATABASE_URL would). */
beforeAll(async () => {
  const { url, drop } = await createTestDatabaseUrl(testPostgresServerUrl());
  const database = await openPostgres(url);
  t = await createTestApp({ PUBLIC_URL: "http://localhost:8080", BILLING_PROVIDER: "local" }, { database: { ...database, close: async () => (await database.close(), await drop()) } });
  env = { ...process.env, DATABASE_URL: url, PUBLIC_URL: "http://localhost:8080", LOG_LEVEL: "warn" } as Record<string, string>;
}, 60_000);
afterAll(async () => {
  await t.close();
});

const cli = (...args: string[]) => runCompiledCli(CLI, args, env);

/** Work of `customer`'s paid order claimed by `producer`, as a claim leaves it: the description claimed, the task claimed. */
async function claimedTask(customer: TestUser, producer: TestUser): Promise<{ descriptionId: string; taskId: string }> {
  const db = t.deps.db;
  const [orderId, mediaId, itemId, descriptionId, taskId] = [newId(), newId(), newId(), newId(), newId()];
  await db.insert(productionOrder).values({ id: orderId, workspaceId: customer.workspaceId, userId: customer.userId, name: "Interview", state: "paid", totalCents: 150, paidAt: new Date() });
  await db.insert(productionMedia).values({ id: mediaId, orderId, name: "interview.wav", contentType: "audio/wav", language: "en", storageKey: `productions/${customer.workspaceId}/${orderId}/${mediaId}.wav`, durationSeconds: 30, source: "upload" });
  await db.insert(productionOrderItem).values({ id: itemId, orderId, kind: "transcription", request: { kind: "transcription", media_ids: [mediaId], source_language: "en" }, priceCents: 150 });
  await db.insert(productionTaskDescription).values({ id: descriptionId, orderId, itemId, mediaId, kind: "transcription", language: "en", teamId: "transcription-en", state: "claimed", machineSegments: [], priceCents: 150 });
  await db.insert(productionTask).values({ id: taskId, descriptionId, producerId: producer.userId, teamId: "transcription-en", segments: [], deadlineAt: new Date(Date.now() + 3_600_000) });
  return { descriptionId, taskId };
}

describe("npm run productions", () => {
  it("makes a user a producer with qualifications, shows it, and takes it back", async () => {
    const pat = await t.signUp("Cli Producer");
    const granted = await cli("producer", "grant", pat.email, "--qualification", "transcription-en", "--qualification", "multitask");
    expect(granted).toMatchObject({ code: 0, stdout: `${pat.email} (${pat.userId}): producer, in probation; qualifications: multitask, transcription-en\n` });
    expect((await getJson(t, "/v1/user", pat)).body).toMatchObject({ is_producer: true, is_in_probation: true });

    expect((await cli("producer", "grant", pat.email.toUpperCase(), "--no-probation")).code).toBe(0);
    expect(await cli("producer", "show", pat.email)).toMatchObject({ code: 0, stdout: `${pat.email} (${pat.userId}): producer, not in probation; qualifications: multitask, transcription-en\n` });

    expect(await cli("producer", "revoke", pat.email)).toMatchObject({ code: 0, stdout: `${pat.email} (${pat.userId}): not a producer; qualifications: multitask, transcription-en\n` });
    expect((await getJson(t, "/v1/user", pat)).body).toMatchObject({ is_producer: false });
  }, 120_000);

  it("lists the local payouts waiting, oldest first, and records one paid once", async () => {
    const [rey, sol] = [await t.signUp("Cli Payee"), await t.signUp("Cli Second Payee")];
    expect(await cli("payouts", "pending")).toMatchObject({ code: 0, stdout: "no payouts are waiting\n" });
    const payouts = [];
    for (const [who, cents] of [[rey, 112], [sol, 90]] as const) {
      await insertEarning(t.deps.db, { id: newId(), producerId: who.userId, taskId: newId(), orderId: newId(), role: "producer", amountCents: cents });
      payouts.push((await openPayout(t.deps.db, { id: newId(), producerId: who.userId, provider: "local" }))!);
    }
    const [first, second] = payouts;

    const pending = await cli("payouts", "pending");
    expect(pending.code).toBe(0);
    const lines = pending.stdout.trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^${first.id}\\t${rey.email}\\t\\$1\\.12\\tasked \\d{4}-`));
    expect(lines[1]).toMatch(new RegExp(`^${second.id}\\t${sol.email}\\t\\$0\\.90\\t`));
    expect((await cli("payouts", "pending", "--limit", "1")).stdout).toBe(`${lines[0]}\n(the oldest 1: more may wait, see --limit)\n`);

    expect(await cli("payouts", "paid", first.id)).toMatchObject({ code: 0, stdout: `payout ${first.id} of $1.12 is recorded as paid\n` });
    expect((await getJson(t, `/v1/productions/producers/${rey.userId}/payouts/summary`, rey)).body).toMatchObject({ paid_cents: 112, pending_cents: 0 });
    const again = await cli("payouts", "paid", first.id);
    expect(again).toMatchObject({ code: 1, stderr: "This payout is paid: only a pending payout can be recorded as paid.\n" });
    expect((await cli("payouts", "pending")).stdout.trim().split("\n")).toEqual([lines[1]]);
    expect(await cli("payouts", "paid", "no-such-payout")).toMatchObject({ code: 1, stderr: "No payout no-such-payout was found.\n" });
  }, 120_000);

  it("sets open work's priority and revokes a producer's task", async () => {
    const [ada, pat] = [await t.signUp("Cli Customer"), await t.signUp("Cli Worker")];
    const { descriptionId, taskId } = await claimedTask(ada, pat);
    expect(await cli("task", "priority", descriptionId, "-7")).toMatchObject({ code: 0, stdout: `task ${descriptionId} has priority -7\n` });

    expect(await cli("task", "revoke", taskId)).toMatchObject({ code: 0, stdout: `task ${taskId} is revoked: its work is open again\n` });
    const [task] = await t.deps.db.select().from(productionTask).where(eq(productionTask.id, taskId));
    const [description] = await t.deps.db.select().from(productionTaskDescription).where(eq(productionTaskDescription.id, descriptionId));
    expect(task).toMatchObject({ state: "revoked", finishedAt: expect.any(Date) });
    expect(description).toMatchObject({ state: "open", priority: -7 });

    const twice = await cli("task", "revoke", taskId);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain("This task is revoked");
    expect(await cli("task", "revoke", "no-such-task")).toMatchObject({ code: 1, stderr: "No task no-such-task was found.\n" });
    expect(await cli("task", "priority", "no-such-work", "3")).toMatchObject({ code: 1, stderr: "No task no-such-work was found.\n" });
  }, 120_000);

  it("says so for an unknown e-mail address, and refuses bad input with the usage and exit code 2", async () => {
    expect(await cli("producer", "show", "nobody@example.com")).toMatchObject({ code: 1, stderr: "No account has the e-mail address nobody@example.com.\n" });
    expect((await cli("producer", "grant", "nobody@example.com")).code).toBe(1);
    const bad = [
      [],
      ["producers"],
      ["producer"],
      ["producer", "promote", "a@example.com"],
      ["producer", "grant"],
      ["producer", "grant", "a@example.com", "--probation", "--no-probation"],
      ["producer", "grant", "a@example.com", "--qualification", "french"],
      ["producer", "grant", "a@example.com", "--qualification"],
      ["payouts", "paid"],
      ["payouts", "pending", "--limit", "0"],
      ["task", "priority", "some-work"],
      ["task", "priority", "some-work", "500"],
      ["task", "priority", "some-work", "1.5"],
      ["task", "revoke"],
    ];
    // Checked before anything runs: each is a usage error naming what is wrong.
    for (const args of bad) expect(() => parseProductionsArgs(args), args.join(" ")).toThrow(UsageError);
    // And the command says so with its usage and exit code 2.
    for (const args of [["producers"], ["task", "priority", "some-work", "500"]]) {
      const res = await cli(...args);
      expect(res.code, args.join(" ")).toBe(2);
      expect(res.stderr).toContain("usage: npm run productions");
    }
  }, 120_000);
});
